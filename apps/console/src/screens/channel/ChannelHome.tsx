import { roleMeets } from '@ott/contracts/admin-auth';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { useConsoleChannel } from '../../lib/console-channel';
import type { ConsoleFeature } from '../../lib/feature';

/** A channel's overview: the areas the operator may open there. */
export function ChannelHome({ features }: { features: ConsoleFeature[] }) {
  const { t } = useTranslation();
  const channel = useConsoleChannel();
  const entries = features.flatMap((feature) => feature.nav.filter((item) => roleMeets(channel.role, item.access)).map((item) => ({ feature, item })));
  return (
    <>
      <PageHeader title={channel.name} description={t('channelHome.role', { role: t(`roles.${channel.role}`), key: channel.key })} />
      {entries.length === 0 ? (
        <p className="empty-state">{t('channelHome.nothing')}</p>
      ) : (
        <ul className="card-grid">
          {entries.map(({ feature, item }) => (
            <li key={`${feature.id}:${item.to}`}>
              <Link to={item.to} className="card card--link">
                <span className="card__title">{t(item.labelKey, { ns: feature.id })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

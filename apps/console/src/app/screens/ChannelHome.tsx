import { roleMeets } from '@ott/contracts/admin-auth';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { SetupChecklist } from '../../features/channels/components/SetupChecklist';
import { useConsoleChannel } from '../../lib/console-channel';
import type { ConsoleFeature } from '../../lib/feature';
import './channel-home.css';

/**
 * A channel's overview: its setup checklist (for the roles that set a channel up) and the areas the operator may
 * open there, each with a heading, a line on what it holds and its screens.
 */
export function ChannelHome({ features }: { features: ConsoleFeature[] }) {
  const { t } = useTranslation();
  const channel = useConsoleChannel();
  const areas = features
    .map((feature) => ({ feature, items: feature.nav.filter((item) => roleMeets(channel.role, item.access)) }))
    .filter((area) => area.items.length > 0);
  // An area the overview has no words for (a new feature) is headed by its navigation heading or its first screen.
  const heading = ({ feature, items }: (typeof areas)[number]) =>
    t(`channelHome.areas.${feature.id}.title`, { defaultValue: feature.labelKey ? t(feature.labelKey, { ns: feature.id }) : t(items[0]!.labelKey, { ns: feature.id }) });
  return (
    <>
      <PageHeader title={channel.name} description={t('channelHome.role', { role: t(`roles.${channel.role}`), key: channel.key })} />
      {channel.can('editor') ? <SetupChecklist /> : null}
      {areas.length === 0 ? (
        <p className="empty-state">{t('channelHome.nothing')}</p>
      ) : (
        <ul className="card-grid area-grid" aria-label={t('channelHome.areasLabel')}>
          {areas.map((area) => {
            const { feature, items } = area;
            const description = t(`channelHome.areas.${feature.id}.description`, { defaultValue: '' });
            return (
              <li key={feature.id}>
                <section className="card" aria-labelledby={`area-${feature.id}`}>
                  <h2 id={`area-${feature.id}`} className="area-card__title">
                    {heading(area)}
                  </h2>
                  {description ? <p className="area-card__description muted">{description}</p> : null}
                  <ul className="area-card__links">
                    {items.map((item) => (
                      <li key={item.to}>
                        <Link to={item.to}>{t(item.labelKey, { ns: feature.id })}</Link>
                      </li>
                    ))}
                  </ul>
                </section>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

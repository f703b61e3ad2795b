import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { offersTopRoute } from '../../lib/feature';
import { lastChannel, useMe } from '../../lib/session';

/** `/admin/`: a card per channel the operator holds, the last opened first; owners may start a new one. */
export function ChannelPicker() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (!me) return null;
  const last = lastChannel();
  const channels = [...me.channels].sort((a, b) => Number(b.channel_key === last) - Number(a.channel_key === last) || a.name.localeCompare(b.name));
  return (
    <>
      <PageHeader
        title={t('picker.title')}
        description={t('picker.intro')}
        actions={
          me.is_owner && offersTopRoute('channels/new') ? (
            <Link to="/channels/new" className="button button--primary">
              {t('picker.newChannel')}
            </Link>
          ) : null
        }
      />
      {channels.length === 0 ? (
        <p className="empty-state">{t('picker.none')}</p>
      ) : (
        <ul className="card-grid" aria-label={t('picker.title')}>
          {channels.map((channel) => (
            <li key={channel.channel_key}>
              <Link to={`/channels/${channel.channel_key}`} className="card card--link channel-card">
                <span className="channel-card__initial" aria-hidden="true">
                  {(channel.name.trim()[0] ?? '?').toUpperCase()}
                </span>
                <span className="channel-card__text">
                  <span className="card__title">{channel.name}</span>
                  <span className="muted">
                    {channel.channel_key} · {t(`roles.${channel.role}`)}
                  </span>
                  {channel.channel_key === last ? <span className="badge">{t('picker.last')}</span> : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

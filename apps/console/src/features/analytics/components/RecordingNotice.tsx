import type { AdminChannel } from '@ott/contracts/admin-channels';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Whether the channel records visits at all, and if not why (no analytics key, archived); if so, whom it leaves out
 * (the viewer app sends nothing before the cookie notice is answered, and the server drops declined visits unless the
 * channel is exempt).
 */
export function RecordingNotice({ channel, canEdit }: { channel: AdminChannel; canEdit: boolean }) {
  const { t } = useTranslation('analytics');
  if (channel.archived) {
    return (
      <p className="notice notice--warning analytics-recording" role="alert">
        {t('recording.archived')}
      </p>
    );
  }
  if (!channel.analytics.key) {
    return (
      <p className="notice notice--warning analytics-recording" role="alert">
        {t('recording.noKey')}{' '}
        {canEdit ? <Link to={`/channels/${channel.channel_key}/settings`}>{t('recording.giveKey')}</Link> : t('recording.askAdmin')}
      </p>
    );
  }
  return <p className="analytics-muted analytics-recording">{t(channel.analytics.exempt ? 'recording.onExempt' : 'recording.on')}</p>;
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useConsoleChannel } from '../../../lib/console-channel';
import { announcementQuery } from '../api';
import { Composer } from '../components/Composer';
import { DeliveryProgress } from '../components/DeliveryProgress';
import { EmailPreview } from '../components/EmailPreview';
import { segmentLabel } from '../components/segment-label';
import { when } from '@ott/client/format';
import '../announcements.css';

/** A new or draft announcement opens in the composer; one that is sending or sent shows its progress (polled) and content. */
export function AnnouncementScreen() {
  const { t, i18n } = useTranslation('announcements');
  const { announcementId } = useParams();
  const channel = useConsoleChannel();
  const id = announcementId === undefined ? null : Number(announcementId);
  const item = useQuery({ ...announcementQuery(channel.key, id ?? 0), enabled: id !== null });
  if (id === null) return <Composer announcement={null} />;
  if (item.isPending)
    return (
      <p role="status" className="muted">
        {t('common.loading')}
      </p>
    );
  if (item.isError)
    return (
      <div role="alert" className="notice notice--warning">
        <p>{t('common.loadFailed')}</p>
        <button type="button" className="button button--secondary button--small" onClick={() => void item.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  const announcement = item.data;
  if (announcement.status === 'draft') return <Composer key={announcement.id} announcement={announcement} />;
  return (
    <>
      <PageHeader
        title={announcement.subject}
        description={`${segmentLabel(t, announcement.segment, announcement.segment_name)} · ${t('progress.sentAt', { date: when(announcement.sent_at, i18n.language, channel.timeZone) })}`}
      />
      <div className="announcement-composer">
        <DeliveryProgress announcement={announcement} />
        <EmailPreview channelKey={channel.key} subject={announcement.subject} body={announcement.body} />
      </div>
    </>
  );
}

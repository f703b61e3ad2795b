import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { when } from '@ott/client/format';
import { useConsoleChannel } from '../../../lib/console-channel';
import { announcementsQuery } from '../api';
import { segmentLabel } from '../components/segment-label';
import '../announcements.css';

/** The channel's announcements, newest first: subject, recipients, state and counts (followed while one is sending). */
export function AnnouncementsScreen() {
  const { t, i18n } = useTranslation('announcements');
  const channel = useConsoleChannel();
  const list = useQuery(announcementsQuery(channel.key));
  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <Link to="new" className="button button--primary">
            {t('list.new')}
          </Link>
        }
      />
      {list.isPending ? (
        <p role="status" className="muted">
          {t('common.loading')}
        </p>
      ) : list.isError ? (
        <div role="alert" className="notice notice--warning">
          <p>{t('common.loadFailed')}</p>
          <button type="button" className="button button--secondary button--small" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : list.data.length === 0 ? (
        <p className="empty-state">{t('list.empty')}</p>
      ) : (
        <ul className="announcement-list" aria-label={t('list.title')}>
          {list.data.map((item) => (
            <li key={item.id} className="announcement-list__row">
              <div className="announcement-list__main">
                <Link to={String(item.id)} className="announcement-list__subject">
                  {item.subject}
                </Link>
                <span className="muted">
                  {segmentLabel(t, item.segment, item.segment_name)} · <time dateTime={item.updated_at}>{when(item.updated_at, i18n.language, channel.timeZone)}</time>
                </span>
              </div>
              <div className="announcement-list__state">
                <span className={`badge announcement-status announcement-status--${item.status}`}>{t(`status.${item.status}`)}</span>
                {item.status === 'draft' ? null : (
                  <span className="muted" aria-label={t('list.counts')}>
                    {t('list.countsValue', { sent: item.counts.sent, failed: item.counts.failed, recipients: item.counts.recipients })}
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

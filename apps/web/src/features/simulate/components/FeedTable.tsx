import type { LiveFeed } from '@ott/contracts/media';
import { Link } from 'react-router';
import { dateTimeFormat } from '@ott/client/format';
import { useTranslation } from '../../../lib/i18n-react';
import type { FeedAction } from '../api/live-feeds';

interface FeedTableProps {
  feeds: LiveFeed[];
  /** The event whose start or stop is on its way. */
  busyId: number | null;
  onAction(feed: LiveFeed, action: FeedAction): void;
}

/** Each simulated feed: its event, schedule, status and the button that changes it. */
export function FeedTable({ feeds, busyId, onAction }: FeedTableProps) {
  const { t, i18n } = useTranslation();
  const time = (iso: string | null) => (iso ? dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '—');
  return (
    <table className="simulate-table">
      <thead>
        <tr>
          <th scope="col">{t('simulate.columns.event')}</th>
          <th scope="col">{t('simulate.columns.schedule')}</th>
          <th scope="col">{t('simulate.columns.status')}</th>
          <th scope="col">{t('simulate.columns.since')}</th>
          <th scope="col">{t('simulate.columns.source')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('simulate.columns.action')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {feeds.map((feed) => {
          const action: FeedAction = feed.feed_status === 'running' ? 'stop' : 'start';
          return (
            <tr key={feed.event_id}>
              <th scope="row">
                <Link to={`/watch/${feed.event_id}`}>{feed.name}</Link>
              </th>
              <td>
                {time(feed.event_utc_ts)} – {time(feed.end_utc_ts)}
              </td>
              <td>
                <span className={`feed-status feed-status--${feed.feed_status}`}>{t(`simulate.status.${feed.feed_status}`)}</span>
                <span className="simulate-table__note">{feed.operated ? t('simulate.operated') : t('simulate.scheduled')}</span>
              </td>
              <td>{time(feed.feed_status === 'stopped' ? feed.stopped_at : feed.started_at)}</td>
              <td>{feed.source}</td>
              <td>
                <button
                  type="button"
                  className={`button button--small ${action === 'start' ? 'button--primary' : 'button--ghost'}`}
                  disabled={busyId !== null}
                  aria-busy={busyId === feed.event_id}
                  aria-label={t(`simulate.${action}Label`, { name: feed.name })}
                  onClick={() => onAction(feed, action)}
                >
                  {t(`simulate.${action}`)}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

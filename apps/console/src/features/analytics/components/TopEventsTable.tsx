import type { AdminAnalyticsEventRow, UniqueViewersCount } from '@ott/contracts/admin-analytics';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '../../../components/RowsTable';
import { uniqueViewersNote } from './unique-viewers';

/** The range's events by views (at most 100, already ranked by the server); unique viewers are over the whole range. */
export function TopEventsTable({ events, count }: { events: AdminAnalyticsEventRow[]; count: UniqueViewersCount }) {
  const { t, i18n } = useTranslation('analytics');
  return (
    <RowsTable
      label={t('events.caption')}
      empty={t('empty')}
      rows={events}
      rowKey={(event) => event.stream_id}
      rowHeader
      columns={[
        { header: t('events.event'), cell: (event) => event.title ?? t('stream', { id: event.stream_id }) },
        { header: t('events.type'), cell: (event) => event.stream_type ?? '—' },
        { header: t('events.views'), cell: (event) => event.views, className: 'numeric' },
        { header: `${t('events.uniqueViewers')} (${uniqueViewersNote(count, t, i18n.language)})`, cell: (event) => event.unique_viewers, className: 'numeric' },
        { header: t('events.watchMinutes'), cell: (event) => event.watch_minutes, className: 'numeric' },
        { header: t('events.avgView'), cell: (event) => `${event.avg_view_seconds} s`, className: 'numeric' },
      ]}
    />
  );
}

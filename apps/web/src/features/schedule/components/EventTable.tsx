import type { Event } from '@ott/contracts/events';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PricingBadge, StatusBadge, replayUnavailable } from '../../../components/events/EventBadges';
import '../../../components/events/events.css';
import { formatEventTime, eventTitle } from '../../../lib/event-display';
import { useTranslation } from '../../../lib/i18n-react';

export function EventRow({ event }: { event: Event }) {
  const { t, i18n } = useTranslation();
  const when = formatEventTime(event.event_utc_ts, event.time_zone, i18n.language);
  return (
    <tr>
      <td className="event-table__when">
        <time dateTime={when.iso}>
          <span>{when.date}</span> <span className="muted">{when.time}</span>
        </time>
      </td>
      <th scope="row" className="event-table__event">
        <Link to={`/watch/${event.id}`}>{eventTitle(event)}</Link>
        {event.is_geo_blocked ? <span className="event-card__region">{t('events.regionBlocked')}</span> : null}
      </th>
      <td>{[event.sport, event.gender ? t(`nav.gender.${event.gender}`) : null].filter(Boolean).join(' · ')}</td>
      <td>
        <StatusBadge event={event} />
      </td>
      <td>{replayUnavailable(event) ? null : <PricingBadge type={event.pricing_type} />}</td>
    </tr>
  );
}

/** The schedule's table view: one row per event. */
export function EventTable({ children, caption }: { children: ReactNode; caption: string }) {
  const { t } = useTranslation();
  return (
    <div className="table-scroll">
      <table className="event-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('schedule.columns.when')}</th>
            <th scope="col">{t('schedule.columns.event')}</th>
            <th scope="col">{t('schedule.columns.sport')}</th>
            <th scope="col">{t('schedule.columns.status')}</th>
            <th scope="col">{t('schedule.columns.price')}</th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

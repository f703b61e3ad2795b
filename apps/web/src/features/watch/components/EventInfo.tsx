import type { Event } from '@ott/contracts/events';
import type { ReactNode } from 'react';
import { PricingBadge, StatusBadge } from '../../../components/events/EventBadges';
import { eventHeading, formatEventTime } from '../../../lib/event-display';
import { useTranslation } from '../../../lib/i18n-react';

/** Under the player: the event's title (with 'away @ home' under it) or 'away @ home', when (in the event's own time zone), where, and what it is. */
export function EventInfo({ event, actions }: { event: Event; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const when = formatEventTime(event.event_utc_ts, event.time_zone, i18n.language);
  const heading = eventHeading(event);
  const details = [event.sport, event.gender ? t(`nav.gender.${event.gender}`) : null, event.participant_group?.name, event.division].filter(Boolean);
  return (
    <section className="watch-info">
      <div className="watch-info__badges">
        <StatusBadge event={event} />
        <PricingBadge type={event.pricing_type} />
      </div>
      <h1 className="watch-info__title">{heading.title}</h1>
      {heading.subtitle ? <p className="watch-info__teams">{heading.subtitle}</p> : null}
      <p className="watch-info__when">
        <time dateTime={when.iso}>
          {when.date} · {when.time}
        </time>
        {event.location ? <span> · {event.location.name}</span> : null}
      </p>
      {details.length > 0 ? <p className="watch-info__details">{details.join(' · ')}</p> : null}
      {event.description ? <p className="watch-info__description">{event.description}</p> : null}
      {actions ? <div className="watch-info__actions">{actions}</div> : null}
    </section>
  );
}

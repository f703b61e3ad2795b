import type { Event } from '@ott/contracts/events';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { eventHeading, eventImage, formatEventTime } from '../../lib/event-display';
import { useTranslation } from '../../lib/i18n-react';
import { PricingBadge, StatusBadge, replayUnavailable } from './EventBadges';
import { ScoreBadge } from '../score/ScoreBadge';
import './events.css';

export type CardLayout = 'grid' | 'list';

interface EventCardProps {
  event: Event;
  layout?: CardLayout;
  /** The first cards of a screen load their picture at once; the rest when scrolled to. */
  eager?: boolean;
  /** Under the title: the teams' favourite stars, where the screen offers them. */
  teams?: ReactNode;
}

/** One event: its title (with 'away @ home' under it) or 'away @ home', local start time in the event's zone, status and price; links to its player. */
export function EventCard({ event, layout = 'grid', eager = false, teams }: EventCardProps) {
  const { t, i18n } = useTranslation();
  const when = formatEventTime(event.event_utc_ts, event.time_zone, i18n.language);
  const image = eventImage(event);
  const heading = eventHeading(event);
  const details = [event.sport, event.gender ? t(`nav.gender.${event.gender}`) : null, event.participant_group?.name].filter(Boolean);
  return (
    <article className={`event-card event-card--${layout}`}>
      <div className="event-card__media">
        {image ? (
          <img src={image} alt="" width={640} height={360} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        ) : (
          <span className="event-card__placeholder" aria-hidden="true" />
        )}
        <StatusBadge event={event} />
        <ScoreBadge event={event} />
      </div>
      <div className="event-card__body">
        <p className="event-card__meta">{details.join(' · ')}</p>
        <h3 className="event-card__title">
          <Link className="event-card__link" to={`/watch/${event.id}`}>
            {heading.title}
          </Link>
        </h3>
        {heading.subtitle ? <p className="event-card__teams">{heading.subtitle}</p> : null}
        {teams}
        <p className="event-card__time">
          <time dateTime={when.iso}>
            {when.date} · {when.time}
          </time>
        </p>
        <div className="event-card__tags">
          {replayUnavailable(event) ? null : <PricingBadge type={event.pricing_type} />}
          {event.is_geo_blocked ? <span className="event-card__region">{t('events.regionBlocked')}</span> : null}
        </div>
      </div>
    </article>
  );
}

/** The shape of a card while its event loads, so nothing moves when it arrives. */
export function EventCardSkeleton({ layout = 'grid' }: { layout?: CardLayout }) {
  return (
    <div className={`event-card event-card--${layout} event-card--skeleton`} aria-hidden="true">
      <div className="event-card__media skeleton" />
      <div className="event-card__body">
        <span className="skeleton skeleton--line skeleton--short" />
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--medium" />
      </div>
    </div>
  );
}

import type { Event } from '@ott/contracts/events';
import { Link } from 'react-router';
import { EventCard, EventCardSkeleton } from '../../../components/events/EventCard';
import { LazyTeamFavorites } from '../../../components/favorites/LazyTeamFavorites';
import { FirstScreenPart } from '../../../components/ui/FirstScreenPart';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessages';
import type { EventQuery } from '../../../lib/event-filters';
import { useTranslation } from '../../../lib/i18n-react';
import { useUser } from '../../../lib/session';
import { useAfterIdle } from '../../../lib/use-after-idle';
import { useHomepageEvents } from '../api/get-homepage-events';

const SKELETON_CARDS = [0, 1, 2, 3];

const SECTIONS = [
  { key: 'live', title: 'home.liveNow', empty: 'home.noLive', to: '/live' },
  { key: 'upcoming', title: 'home.upcomingTitle', empty: 'home.noUpcoming', to: '/upcoming' },
  { key: 'recent', title: 'home.recentReplays', empty: 'home.noRecent', to: '/vod' },
] as const;

/**
 * The cards a rail renders at once: a desktop's row (a phone shows fewer). The rest follow once the browser is idle:
 * three rails of twelve cards in one render made a task of some 300 ms on a phone-speed CPU.
 */
export const FIRST_RAIL_CARDS = 4;

function Rail({ events, eager }: { events: Event[]; eager: boolean }) {
  // Visitors see no stars here: the home page's script budget has no room for them until someone signs in.
  const signedIn = Boolean(useUser());
  const idle = useAfterIdle();
  return (
    <ul className="snap-rail event-rail">
      {(idle ? events : events.slice(0, FIRST_RAIL_CARDS)).map((event, i) => (
        <li key={event.id}>
          <EventCard event={event} eager={eager && i < FIRST_RAIL_CARDS} teams={signedIn ? <LazyTeamFavorites event={event} /> : undefined} />
        </li>
      ))}
    </ul>
  );
}

/** Live now, upcoming and recent replays, from one call; `filters` narrows all three. */
export function HomeSections({ filters, search }: { filters: EventQuery; search: string }) {
  const { t } = useTranslation();
  const { data, error, reload } = useHomepageEvents(filters);
  const loading = data === undefined && !error;
  if (error) return <ErrorState message={t('events.loadFailed')} onRetry={reload} />;
  return (
    <>
      {SECTIONS.map((section, index) => {
        const events = data?.[section.key] ?? [];
        const headingId = `home-${section.key}`;
        return (
          <FirstScreenPart as="section" key={section.key} aria-labelledby={headingId} aria-busy={loading}>
            <div className="section-head">
              <h2 id={headingId} className="section-title">
                {section.key === 'live' ? <span className="live-dot" aria-hidden="true" /> : null} {t(section.title)}
              </h2>
              <Link className="section-head__link" to={`${section.to}${search}`}>
                {t('home.seeAll')}
              </Link>
            </div>
            {loading ? (
              <ul className="snap-rail event-rail">
                {SKELETON_CARDS.map((n) => (
                  <li key={n}>
                    <EventCardSkeleton />
                  </li>
                ))}
              </ul>
            ) : events.length ? (
              <Rail events={events} eager={index === 0} />
            ) : (
              <EmptyState
                action={
                  <Link className="button button--ghost button--small" to={`/upcoming${search}`}>
                    {t('home.seeSchedule')}
                  </Link>
                }
              >
                {t(section.empty)}
              </EmptyState>
            )}
          </FirstScreenPart>
        );
      })}
    </>
  );
}

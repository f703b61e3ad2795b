import type { Event } from '@ott/contracts/events';
import { Link } from 'react-router';
import { EventCard, EventCardSkeleton } from '../../../components/events/EventCard';
import { useFavoriteEvents, useFavorites } from '../../../components/favorites/favorites-api';
import { TeamFavorites } from '../../../components/favorites/TeamFavorites';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessages';
import { useTranslation } from '../../../lib/i18n-react';
import { HOME_SECTION_LIMIT } from '../api/get-homepage-events';

const SKELETONS = [0, 1, 2];

/** Live games first, then the next ones, of the user's teams, schools and sports. */
function FavoriteEventsRail() {
  const { t } = useTranslation();
  const live = useFavoriteEvents({ stream_status: 'live', limit: HOME_SECTION_LIMIT });
  const upcoming = useFavoriteEvents({ stream_status: 'upcoming', limit: HOME_SECTION_LIMIT });
  const failed = live.error ?? upcoming.error;
  if (failed) {
    return (
      <ErrorState
        message={t('events.loadFailed')}
        onRetry={() => {
          live.reload();
          upcoming.reload();
        }}
      />
    );
  }
  if (live.loading || upcoming.loading) {
    return (
      <ul className="snap-rail event-rail" aria-hidden="true">
        {SKELETONS.map((n) => (
          <li key={n}>
            <EventCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  const events: Event[] = [...(live.data?.data ?? []), ...(upcoming.data?.data ?? [])].slice(0, HOME_SECTION_LIMIT);
  if (!events.length) return <EmptyState>{t('favorites.noEvents')}</EmptyState>;
  return (
    <ul className="snap-rail event-rail">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} teams={<TeamFavorites event={event} />} />
        </li>
      ))}
    </ul>
  );
}

/** Home's 'My teams' for a signed-in user: their favourites' events, or how to get some. */
export function MyTeams() {
  const { t } = useTranslation();
  const favorites = useFavorites();
  if (favorites.loading || favorites.error) return null;
  const some = Boolean(favorites.data?.length);
  return (
    <section aria-labelledby="home-my-teams">
      <div className="section-head">
        <h2 id="home-my-teams" className="section-title">
          {t('favorites.myTeams')}
        </h2>
        {some ? (
          <Link className="section-head__link" to="/upcoming?favorites=1">
            {t('home.seeAll')}
          </Link>
        ) : null}
      </div>
      {some ? (
        <FavoriteEventsRail />
      ) : (
        <EmptyState
          action={
            <Link className="button button--ghost button--small" to="/upcoming">
              {t('home.seeSchedule')}
            </Link>
          }
        >
          {t('favorites.emptyHint')}
        </EmptyState>
      )}
    </section>
  );
}

import type { Event } from '@ott/contracts/events';
import { lazy, Suspense } from 'react';
import { loadScreenStrings } from '../../lib/i18n';

const TeamFavorites = lazy(async () => {
  const [module] = await Promise.all([import('./TeamFavorites'), loadScreenStrings()]);
  return { default: module.TeamFavorites };
});

/** The team stars in their own chunk: screens that show them to signed-in users only load them then. */
export function LazyTeamFavorites({ event }: { event: Event }) {
  return (
    <Suspense fallback={null}>
      <TeamFavorites event={event} />
    </Suspense>
  );
}

import type { Event } from '@ott/contracts/events';
import { Suspense, lazy } from 'react';
import { useLiveScore } from '../../lib/use-live-state';

type ScoredEvent = Pick<Event, 'id' | 'stream_status' | 'participants'> & { score?: Event['score'] };

// The badge's code (the score's wording, the period's name) loads with the first card that has a score to show.
const ScoreBadgeView = lazy(() => import('./ScoreBadgeView').then((module) => ({ default: module.ScoreBadgeView })));

/**
 * A live event card's score ('2–1 · 3rd', beside its LIVE badge), kept current by the live-state stream
 * (docs/decisions/0082-live-score.md); nothing before the scorekeeper starts or once the event is over.
 */
export function ScoreBadge({ event }: { event: ScoredEvent }) {
  const live = event.stream_status === 'live';
  const score = useLiveScore(event.id, event.score, live);
  if (!live || !score) return null;
  return (
    <Suspense fallback={null}>
      <ScoreBadgeView event={event} score={score} />
    </Suspense>
  );
}

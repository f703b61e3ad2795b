import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import type { PlaybackPlan } from '../model/playback';
import { PlayerPanel } from './PlayerPanel';
import { START_RECHECK_MS } from './UpcomingNotice';

/** Whether an event's plan, fetched after its live ended, is the replay itself (not a gate, not the live any more). */
export const isReplay = (plan: PlaybackPlan) => plan.kind === 'stream' && !plan.live;

interface LiveEndedProps {
  /** The event's plan as fetched since the end. */
  plan: PlaybackPlan;
  /** Fetch the event again. */
  refresh(): void;
  onWatchReplay(): void;
}

/**
 * A live that ended while the page was open: the replay offered as soon as there is one (the viewer chooses when it
 * starts, from its beginning), and until then a look at the event now and then.
 */
export function LiveEnded({ plan, refresh, onWatchReplay }: LiveEndedProps) {
  const { t } = useTranslation();
  const ready = isReplay(plan);

  useEffect(() => {
    if (ready) return;
    const timer = setInterval(refresh, START_RECHECK_MS);
    return () => clearInterval(timer);
  }, [ready, refresh]);

  return (
    <PlayerPanel poster={plan.poster}>
      <p className="player-panel__message" role="status">
        {t(ready ? 'watch.live.ended' : 'watch.live.endedReplaySoon')}
      </p>
      {ready ? (
        <div className="player-panel__actions">
          <button type="button" className="button button--primary" onClick={onWatchReplay}>
            {t('watch.live.watchReplay')}
          </button>
        </div>
      ) : null}
    </PlayerPanel>
  );
}

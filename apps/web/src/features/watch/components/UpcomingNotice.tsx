import { useEffect } from 'react';
import { StatusBadge } from '../../../components/events/EventBadges';
import { useTranslation } from '../../../lib/i18n-react';
import { PlayerPanel } from './PlayerPanel';

/** From the start time on, look this often for the stream to begin. */
export const START_RECHECK_MS = 30_000;
/** Start times further away are not waited for on this page. */
const LONGEST_WAIT_MS = 24 * 60 * 60 * 1000;

/** An event that has not started: when it starts (over the operator's slate, if any); the player takes its place once the stream is live. */
export function UpcomingNotice({ startsAt, poster, slate = null, onRecheck }: { startsAt: string; poster: string | null; slate?: string | null; onRecheck(): void }) {
  const { t } = useTranslation();

  useEffect(() => {
    const untilStart = Date.parse(startsAt) - Date.now();
    if (untilStart > LONGEST_WAIT_MS) return;
    let repeat: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(
      () => {
        onRecheck();
        repeat = setInterval(onRecheck, START_RECHECK_MS);
      },
      Math.max(untilStart, START_RECHECK_MS),
    );
    return () => {
      clearTimeout(first);
      clearInterval(repeat);
    };
  }, [startsAt, onRecheck]);

  return (
    <PlayerPanel poster={poster} slate={slate}>
      <StatusBadge event={{ stream_status: 'upcoming', event_utc_ts: startsAt }} />
      <p className="player-panel__message" role="status">
        {t('watch.notStarted')}
      </p>
    </PlayerPanel>
  );
}

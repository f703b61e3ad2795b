import type { Event, PricingType } from '@ott/contracts/events';
import { hasReplayVideo } from '@ott/contracts/replays';
import { useEffect, useState } from 'react';
import { formatCountdown } from '../../lib/event-display';
import { useTranslation } from '../../lib/i18n-react';

const TICK_MS = 30_000;

/** "in 3 hours", kept current while the page stays open. */
function Countdown({ startsAt }: { startsAt: string }) {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return <>{formatCountdown(Date.parse(startsAt), now, i18n.language)}</>;
}

type BadgeEvent = Pick<Event, 'stream_status' | 'event_utc_ts'> & { media?: Event['media'] };

/** A finished event with nothing to play: not offered as a replay (contracts replays.ts). */
export const replayUnavailable = (event: BadgeEvent): boolean => event.stream_status === 'vod' && event.media !== undefined && !hasReplayVideo(event.media);

/** Spec: LIVE, an upcoming event's countdown, or replay (or that there is none to watch). */
export function StatusBadge({ event }: { event: BadgeEvent }) {
  const { t } = useTranslation();
  const status = event.stream_status;
  if (replayUnavailable(event)) return <span className="badge badge--vod badge--unavailable">{t('events.badge.replayUnavailable')}</span>;
  return (
    <span className={`badge badge--${status}`}>
      {status === 'live' ? <span className="live-dot" aria-hidden="true" /> : null}
      {status === 'live' ? t('events.badge.live') : status === 'vod' ? t('events.badge.replay') : <Countdown startsAt={event.event_utc_ts} />}
    </span>
  );
}

/** Spec §3 pricing types: free, register, paid, ppv. */
export function PricingBadge({ type }: { type: PricingType }) {
  const { t } = useTranslation();
  return <span className={`badge badge--price badge--${type}`}>{t(`events.pricing.${type}`)}</span>;
}

import type { Event, PricingType } from '@ott/contracts/events';
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

/** Spec: LIVE, an upcoming event's countdown, or replay. */
export function StatusBadge({ event }: { event: Pick<Event, 'stream_status' | 'event_utc_ts'> }) {
  const { t } = useTranslation();
  const status = event.stream_status;
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

import { Fragment, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { FEED_RECHECK_MS, liveStreamAnswers } from '../player/feed-probe';
import { PlayerPanel } from './PlayerPanel';

/** Every so many looks, fetch the event again: fresh signed URLs, and whether it has ended meanwhile. */
const REFRESH_EVERY_CHECKS = 6;

interface LiveOrSlateProps {
  liveUrl: string;
  slate: string;
  poster: string | null;
  /** Fetch the event again. */
  refresh(): void;
  /** The live player; it calls `onStreamFailed` when the feed cannot be played. */
  renderLive(onStreamFailed: () => void): ReactNode;
}

/**
 * A live event with a fallback slate: the live player while the feed plays; when it fails (not on air yet, or
 * dropped), the slate loops with a message, and the player comes back as soon as the feed answers again.
 */
export function LiveOrSlate({ liveUrl, slate, poster, refresh, renderLive }: LiveOrSlateProps) {
  const [offAir, setOffAir] = useState(false);
  // Each return to air mounts a new player.
  const [airing, setAiring] = useState(0);
  const onStreamFailed = useCallback(() => setOffAir(true), []);

  useEffect(() => {
    if (!offAir) return;
    let checks = 0;
    let stopped = false;
    const timer = setInterval(() => {
      checks += 1;
      if (checks % REFRESH_EVERY_CHECKS === 0) refresh();
      void liveStreamAnswers(liveUrl).then((answers) => {
        if (!answers || stopped) return;
        setOffAir(false);
        setAiring((value) => value + 1);
      });
    }, FEED_RECHECK_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [offAir, liveUrl, refresh]);

  if (offAir) return <OffAirSlate slate={slate} poster={poster} />;
  return <Fragment key={airing}>{renderLive(onStreamFailed)}</Fragment>;
}

/** The slate looping with what viewers need to know: the broadcast is coming back, nothing to do. */
export function OffAirSlate({ slate, poster }: { slate: string; poster: string | null }) {
  const { t } = useTranslation();
  return (
    <PlayerPanel poster={poster} slate={slate}>
      <p className="player-panel__message" role="status">
        {t('watch.offAir')}
      </p>
    </PlayerPanel>
  );
}

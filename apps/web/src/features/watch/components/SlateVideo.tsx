import { useEffect, useRef, useState } from 'react';
import { autoplay } from '../player/autoplay';
import { attachStream, type StreamEngine } from '../player/stream-engine';

const ignore = () => undefined;

/**
 * The operator's slate, looped silently behind a message while the live feed is not on air. Decorative: the
 * message says what is going on, and a slate that cannot play leaves the poster in its place.
 */
export function SlateVideo({ url }: { url: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let engine: StreamEngine | null = null;
    let cancelled = false;
    // `loop` alone does not restart a stream that hls.js feeds.
    const restart = () => {
      video.currentTime = 0;
      void video.play().catch(ignore);
    };
    video.addEventListener('ended', restart);
    attachStream(video, url, { live: false, onLevels: ignore, onLevelSwitched: ignore, onFatal: () => setFailed(true) }).then(
      (attached) => {
        if (cancelled) return attached.destroy();
        engine = attached;
        return autoplay(video);
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      video.removeEventListener('ended', restart);
      engine?.destroy();
    };
  }, [url]);

  return failed ? null : <video ref={ref} className="player-panel__slate" data-testid="live-slate" muted loop playsInline aria-hidden="true" />;
}

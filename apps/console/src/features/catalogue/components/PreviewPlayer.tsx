import Hls from 'hls.js';
import { useEffect, useRef, useState } from 'react';

/**
 * A muted preview of a signed HLS URL: hls.js where Media Source Extensions exist, the browser's own HLS otherwise
 * (Safari). When the stream cannot play (a live feed not on air yet has no playlist), `unavailable` says so in place of
 * a spinner that would turn for ever.
 */
export function PreviewPlayer({ url, label, unavailable }: { url: string; label: string; unavailable: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = failedUrl === url;
  // Failing ends the player (the cleanup below); a new URL starts one again.
  useEffect(() => {
    const element = video.current;
    if (!element || failed) return;
    const fail = () => setFailedUrl(url);
    if (Hls.isSupported()) {
      const hls = new Hls({ enableWorker: false });
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) fail();
      });
      hls.loadSource(url);
      hls.attachMedia(element);
      return () => hls.destroy();
    }
    element.addEventListener('error', fail);
    element.src = url;
    return () => {
      element.removeEventListener('error', fail);
      element.removeAttribute('src');
      element.load();
    };
  }, [url, failed]);
  if (failed) return <p className="muted" role="status">{unavailable}</p>;
  return <video ref={video} className="preview-player" controls muted autoPlay playsInline aria-label={label} data-testid="preview-player" />;
}

import Hls from 'hls.js';
import { useEffect, useRef } from 'react';

/** A muted preview of a signed HLS URL: hls.js where Media Source Extensions exist, the browser's own HLS otherwise (Safari). */
export function PreviewPlayer({ url, label }: { url: string; label: string }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (Hls.isSupported()) {
      const hls = new Hls({ enableWorker: false });
      hls.loadSource(url);
      hls.attachMedia(element);
      return () => hls.destroy();
    }
    element.src = url;
    return () => {
      element.removeAttribute('src');
      element.load();
    };
  }, [url]);
  return <video ref={video} className="preview-player" controls muted autoPlay playsInline aria-label={label} data-testid="preview-player" />;
}

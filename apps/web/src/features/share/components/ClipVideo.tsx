import { useEffect, useRef } from 'react';

/** The shared clip's video, with the browser's own controls; it starts muted so that browsers let it play at once. */
export function ClipVideo({ url, poster, title }: { url: string; poster: string | null; title: string }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let teardown: (() => void) | undefined;
    let gone = false;
    void import('./clip-stream')
      .then(({ attachClipStream }) => attachClipStream(video, url))
      .then((stop) => {
        if (gone) return stop();
        teardown = stop;
        void video.play().catch(() => undefined);
      });
    return () => {
      gone = true;
      teardown?.();
    };
  }, [url]);
  return <video ref={videoRef} className="shared-clip__video" controls playsInline muted preload="auto" poster={poster ?? undefined} aria-label={title} />;
}

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** Plays an HLS clip in `video`: natively where the browser does HLS itself (Safari, iOS), else through hls.js. Returns the teardown. */
export async function attachClipStream(video: HTMLVideoElement, url: string): Promise<() => void> {
  const hasMse = 'MediaSource' in window || 'ManagedMediaSource' in window;
  if (video.canPlayType(HLS_TYPE) && (!hasMse || navigator.vendor.startsWith('Apple'))) {
    video.src = url;
    return () => {
      video.removeAttribute('src');
      video.load();
    };
  }
  const { default: Hls } = await import('hls.js/light');
  const hls = new Hls({ capLevelToPlayerSize: true });
  hls.loadSource(url);
  hls.attachMedia(video);
  return () => hls.destroy();
}

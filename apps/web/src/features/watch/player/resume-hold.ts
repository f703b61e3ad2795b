/**
 * Keeps the replay still while the viewer chooses where to start: it pauses the video, and the autoplay that
 * follows, once. A play after that is the viewer's own (the play button, the space bar): `onViewerPlay` then.
 * Returns the release, to call before playing on the viewer's choice.
 */
export function holdPlayback(video: HTMLVideoElement, onViewerPlay: () => void): () => void {
  let autoplayHeld = !video.paused;
  if (!video.paused) video.pause();
  const onPlay = () => {
    // A 'play' is dispatched a task after play(): one that arrives paused was asked before the hold paused the
    // video (the autoplay the hold has already stopped), not by the viewer.
    if (video.paused) return;
    if (autoplayHeld) return onViewerPlay();
    autoplayHeld = true;
    video.pause();
  };
  video.addEventListener('play', onPlay);
  return () => video.removeEventListener('play', onPlay);
}

/** Plays from `seconds`, once the video knows its length (seeking earlier is not kept by every stream engine). */
export function playFrom(video: HTMLVideoElement, seconds: number): void {
  const start = () => {
    video.currentTime = seconds;
    void video.play().catch(() => undefined);
  };
  if (video.readyState >= HTMLMediaElement.HAVE_METADATA) start();
  else video.addEventListener('loadedmetadata', start, { once: true });
}

/**
 * Starts playback as soon as it may. Browsers refuse sound without a prior click on the site (a
 * direct visit); the video then starts muted and the viewer unmutes it with the mute button.
 */
export async function autoplay(video: HTMLVideoElement): Promise<void> {
  try {
    await video.play();
  } catch (error) {
    if (!(error instanceof DOMException) || error.name !== 'NotAllowedError') return;
    video.muted = true;
    await video.play().catch(() => undefined);
  }
}

import type { PrerollAd } from '../api/preroll';
import { autoplay } from './autoplay';

export type ClipOutcome = 'ended' | 'failed';

export interface PrerollSteps {
  /** The preroll to play now, or null (none applies, or it was played within the hour). */
  find(): Promise<PrerollAd | null>;
  play(ad: PrerollAd): Promise<ClipOutcome>;
  report(ad: PrerollAd): Promise<unknown>;
}

/**
 * Spec §3/§4: the preroll plays before the content, then is reported as played so the server
 * suppresses it. An ad that cannot be found or played never keeps the viewer from the content,
 * and one that did not play to its end is not reported.
 */
export async function playPrerollFirst(steps: PrerollSteps): Promise<PrerollAd | null> {
  const ad = await steps.find().catch(() => null);
  if (!ad) return null;
  const outcome = await steps.play(ad);
  if (outcome === 'ended') steps.report(ad).catch(() => undefined);
  return ad;
}

/** Plays an MP4 in `video` until it ends, fails, or `signal` aborts. */
export function playClip(video: HTMLVideoElement, url: string, signal: AbortSignal): Promise<ClipOutcome> {
  return new Promise((resolve) => {
    const finish = (outcome: ClipOutcome) => {
      video.removeEventListener('ended', onEnded);
      video.removeEventListener('error', onError);
      signal.removeEventListener('abort', onError);
      resolve(outcome);
    };
    const onEnded = () => finish('ended');
    const onError = () => finish('failed');
    video.addEventListener('ended', onEnded);
    video.addEventListener('error', onError);
    signal.addEventListener('abort', onError);
    video.src = url;
    void autoplay(video);
  });
}

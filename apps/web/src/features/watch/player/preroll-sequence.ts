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

/** Whether `video` already plays `url` (the opening page started the ad before the player adopted the video). */
export function alreadyPlays(video: HTMLVideoElement, url: string): boolean {
  const current = video.currentSrc || video.getAttribute('src');
  return Boolean(current) && new URL(current as string, document.baseURI).href === new URL(url, document.baseURI).href;
}

/** Plays an MP4 in `video` (or goes on playing it there) until it ends, fails, or `signal` aborts. */
export function playClip(video: HTMLVideoElement, url: string, signal: AbortSignal): Promise<ClipOutcome> {
  const started = alreadyPlays(video, url);
  if (started && video.ended) return Promise.resolve('ended');
  if (started && video.error) return Promise.resolve('failed');
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
    if (!started) video.src = url;
    void autoplay(video);
  });
}

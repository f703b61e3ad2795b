import { requestOpeningEvent } from '../api/get-event';
import { planForEvent } from '../model/playback';
import { prefetchPreroll } from './preroll-lookup';
import { eventResumeKey, resumeStore } from './resume-position';
import { preloadStreamEngine, startStreamEarly } from './stream-engine';

/**
 * A page opened on a player route (a shared link, an embed) starts everything the first frame waits on while the
 * app is still starting: the event, its preroll lookup, hls.js, and then the stream itself, so that the <video>
 * the screen renders later attaches to playlists and a first segment already loaded.
 */
export function startOpeningPage(path: string): void {
  if (!/^\/watch(_embed|_library)?\//.test(path)) return;
  preloadStreamEngine();
  const opening = requestOpeningEvent(path);
  if (!opening) return;
  prefetchPreroll(opening.id);
  opening.answer
    .then((event) => {
      const plan = planForEvent(event);
      if (plan.kind === 'stream') startStreamEarly(plan.url, plan.live ? undefined : resumeStore.positionFor(eventResumeKey(opening.id)));
    })
    .catch(() => undefined);
}

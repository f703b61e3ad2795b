import { eventPoster } from '@ott/contracts/event-poster';
import type { Event } from '@ott/contracts/events';
import { keyStore } from '../../../lib/api';
import { requestOpeningPasses } from '../api/gate-passes';
import { requestOpeningEvent } from '../api/opening-event';
import { gateListsPasses } from '../model/access-gate';
import { planForEvent } from '../model/playback';
import { autoplay } from './autoplay';
import { expectOpeningPreroll, offerOpeningPreroll } from './opening-preroll';
import { noteOpeningFirstFrame, noteOpeningRequest } from './opening-timing';
import { prefetchPreroll } from './preroll-lookup';
import { eventResumeKey, resumeStore } from './resume-position';
import { earlyVideoUnclaimed, playsThroughHlsJs, preloadStreamEngine, startStreamEarly } from './stream-engine';

/** Set on the stage while its video plays: the loader makes way for the picture. */
export const STAGE_PLAYING_CLASS = 'splash--playing';
export const OPENING_VIDEO_CLASS = 'splash__video';

/** The opening video: inline on phones, loading at once, over the page's loader. */
function openingVideo(poster: string | null): HTMLVideoElement {
  const video = document.createElement('video');
  video.className = OPENING_VIDEO_CLASS;
  video.playsInline = true;
  video.preload = 'auto';
  if (poster) video.poster = poster;
  return video;
}

export const OPENING_PICTURE_CLASS = 'splash__picture';

/** The event's picture the server sent in the page's loader (server modules/first-screen/player-page.ts), if any. */
const sentPicture = (stage: HTMLElement | null) => stage?.querySelector<HTMLImageElement>(`img.${OPENING_PICTURE_CLASS}`) ?? null;

/** Resolves once `picture` has been drawn, or has failed (and is taken away, leaving the plain loader). */
function pictureDrawn(picture: HTMLImageElement): Promise<void> {
  // Drawn in the frame after its load: the task after that frame's animation callbacks.
  const afterNextFrame = (resolve: () => void) => requestAnimationFrame(() => setTimeout(resolve));
  const failed = (resolve: () => void) => {
    picture.remove();
    resolve();
  };
  return new Promise<void>((resolve) => {
    if (picture.complete && picture.getAttribute('src')) {
      if (picture.naturalWidth > 0) afterNextFrame(resolve);
      else failed(resolve);
      return;
    }
    picture.addEventListener('load', () => afterNextFrame(resolve), { once: true });
    picture.addEventListener('error', () => failed(resolve), { once: true });
  });
}

/**
 * The picture of a screen that shows no stream (a paywall, a countdown) is the largest thing it paints: shown in the
 * page's loader as soon as the event is in (or as the page is read, when the server sent it there), the visitor sees
 * which event this is while the app starts, and the screen finds it downloaded. Resolves once it has been drawn, or has
 * failed (leaving the plain loader). Without a loader it is only asked for.
 */
function showPicture(stage: HTMLElement | null, url: string): Promise<void> {
  if (!stage) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.href = url;
    // Set as attributes: what the tests' DOM implements of <link>.
    link.setAttribute('as', 'image');
    link.setAttribute('fetchpriority', 'high');
    document.head.append(link);
    return Promise.resolve();
  }
  const sent = sentPicture(stage);
  if (sent?.getAttribute('src') === url) return pictureDrawn(sent);
  sent?.remove();
  const picture = document.createElement('img');
  picture.className = OPENING_PICTURE_CLASS;
  picture.alt = '';
  picture.setAttribute('fetchpriority', 'high');
  const drawn = pictureDrawn(picture);
  picture.src = url;
  stage.append(picture);
  return drawn;
}

/**
 * The picture the server sent stays only while it is this viewer's event's: an event their channel does not have (a
 * channel of their own stored) or that has another picture by now takes it away, before anything else is shown.
 */
function checkSentPicture(stage: HTMLElement | null, answer: Promise<Event> | undefined): void {
  const sent = sentPicture(stage);
  if (!sent) return;
  if (!answer) sent.remove();
  else void answer.then((event) => eventPoster(event.media) !== sent.getAttribute('src') && sent.remove(), () => sent.remove());
}

/** A visitor's paywall waits for the passes it lists: asked for as soon as the event says the page is one. */
function askForGatePasses(eventId: number) {
  return (event: Event) => {
    const plan = planForEvent(event);
    if (plan.kind === 'locked' && gateListsPasses(plan.reason, { loggedIn: false })) requestOpeningPasses(eventId);
  };
}

/** Past this the app starts even without a picture (a slow stream, autoplay refused): the visitor needs it. */
export const APP_START_AT_THE_LATEST_MS = 1_000;
/**
 * ...unless the video has its stream's metadata by then: its picture is on its way, and the app's start-up (a long
 * task on a slow device) would hold that picture back. It then waits for the picture this much longer at most.
 */
export const APP_START_PICTURE_ON_ITS_WAY_MS = 2_000;

type FrameCallbackVideo = HTMLVideoElement & { requestVideoFrameCallback?: (callback: () => void) => number };

/** Resolves once `video` presents its first picture (noted for the player's startup figure), or fails. */
function firstPicture(video: FrameCallbackVideo): Promise<void> {
  return new Promise((resolve) => {
    const done = () => resolve();
    const shown = () => {
      noteOpeningFirstFrame(video);
      resolve();
    };
    video.addEventListener('error', done, { once: true });
    if (typeof video.requestVideoFrameCallback === 'function') video.requestVideoFrameCallback(shown);
    else video.addEventListener('loadeddata', shown, { once: true });
  });
}

/** The video the page shows over its loader, once it shows one. */
let shown: HTMLVideoElement | null = null;

/** Puts `video` over the page's loader, playing, and resolves at its first picture. */
async function show(stage: HTMLElement, video: HTMLVideoElement): Promise<void> {
  shown = video;
  stage.classList.add(STAGE_PLAYING_CLASS);
  stage.append(video);
  void autoplay(video);
  await firstPicture(video);
}

/**
 * The ad before `streamUrl`, played in the page's loader for the player to adopt; resolves true at its first picture,
 * false at once when a player came first (it plays the ad itself).
 */
async function showPreroll(stage: HTMLElement, streamUrl: string, adUrl: string, poster: string | null): Promise<boolean> {
  const video = openingVideo(poster);
  if (!offerOpeningPreroll(streamUrl, video)) return false;
  noteOpeningRequest(video);
  video.src = adUrl;
  await show(stage, video);
  return true;
}

/**
 * A page opened on a player route (a shared link, an embed) starts everything the first frame waits on before the
 * app itself: the event, its preroll lookup, hls.js and the stream. What plays first, the preroll or else the stream,
 * plays at once in a <video> of the page's own, on `stage` (the page's loader), and the player adopts that video when
 * it mounts; behind an ad the stream only loads, and the player attaches it after the ad.
 * Resolves when the app may start: once that video shows its first picture (or, on a screen without a stream, once
 * the event's picture is drawn in the loader), at once when this browser cannot play early (native HLS) or there is
 * nothing to show, and at the latest after APP_START_AT_THE_LATEST_MS (plus APP_START_PICTURE_ON_ITS_WAY_MS when the
 * video has its metadata by then).
 */
export function startOpeningPage(path: string, stage: HTMLElement | null): Promise<void> {
  if (!/^\/watch(_embed|_library)?\//.test(path)) return Promise.resolve();
  // A key kept from an earlier visit says whose it is; one this load gets belongs to no account.
  const channelKey = keyStore.getChannelKey();
  const visitor = !channelKey || keyStore.getApiKey(channelKey) === undefined || keyStore.getApiKeyHolder(channelKey) === 'visitor';
  const opening = requestOpeningEvent(path);
  checkSentPicture(stage, opening?.answer);
  // Not on an embed, whose gate lists no passes; in every browser, before the app would ask for them itself.
  if (opening && visitor && path.startsWith('/watch/')) void opening.answer.then(askForGatePasses(opening.id), () => undefined);
  if (!opening || !playsThroughHlsJs()) {
    preloadStreamEngine();
    return Promise.resolve();
  }
  // hls.js runs when the stream starts, not now: its start-up would hold back the requests the stream waits on.
  const preroll = prefetchPreroll(opening.id);
  const playing = opening.answer.then(async (event) => {
    const plan = planForEvent(event);
    if (plan.kind !== 'stream') {
      if (plan.kind !== 'embed' && plan.poster) await showPicture(stage, plan.poster);
      return;
    }
    const startPosition = plan.live ? undefined : resumeStore.positionFor(eventResumeKey(opening.id));
    if (stage) expectOpeningPreroll(plan.url);
    const ad = stage ? await preroll : null;
    if (ad && stage) {
      // The programme's playlists and first segment load behind the ad, for the player to attach when it ends.
      if (await showPreroll(stage, plan.url, ad.url, plan.poster)) void startStreamEarly(plan.url, startPosition);
      return;
    }
    const video = stage ? openingVideo(plan.poster) : null;
    if (video) noteOpeningRequest(video);
    const attached = await startStreamEarly(plan.url, startPosition, Promise.resolve(video));
    if (!attached || !stage || !video || !earlyVideoUnclaimed(video)) return;
    await show(stage, video);
  });
  shown = null;
  const latest = new Promise<void>((resolve) =>
    setTimeout(() => {
      const pictureOnItsWay = shown !== null && shown.readyState >= HTMLMediaElement.HAVE_METADATA && !shown.error;
      if (pictureOnItsWay) setTimeout(resolve, APP_START_PICTURE_ON_ITS_WAY_MS);
      else resolve();
    }, APP_START_AT_THE_LATEST_MS),
  );
  return Promise.race([playing.catch(() => undefined), latest]);
}

import type { EventMedia } from '@ott/contracts/events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyStore } from '../../../lib/api';
import { fail, ok, stubApi } from '../../../test/api-stub';
import { makePass } from '../../../test/commerce';
import { makeEvent } from '../../../test/events';
import { FakeHls } from '../../../test/fake-hls';

vi.mock('hls.js/light', async () => ({ default: (await import('../../../test/fake-hls')).FakeHls }));

const { APP_START_AT_THE_LATEST_MS, APP_START_PICTURE_ON_ITS_WAY_MS, OPENING_PICTURE_CLASS, OPENING_VIDEO_CLASS, STAGE_PLAYING_CLASS, startOpeningPage } = await import('./opening-page');
const { claimEarlyVideo } = await import('./stream-engine');
const { claimOpeningPreroll } = await import('./opening-preroll');
const { takeOpeningTiming } = await import('./opening-timing');
const { takeOpeningPasses } = await import('../api/gate-passes');

/** The player's startup figure counts from the page's request to the first picture it presented (between these). */
function expectTiming(video: HTMLVideoElement, bounds: { asked: number; framed: number; after: number }) {
  const timing = takeOpeningTiming(video);
  expect(timing?.requested_at).toBeGreaterThanOrEqual(bounds.asked);
  expect(timing?.requested_at).toBeLessThanOrEqual(bounds.framed);
  expect(timing?.first_frame_at).toBeGreaterThanOrEqual(bounds.framed);
  expect(timing?.first_frame_at).toBeLessThanOrEqual(bounds.after);
}

const SIGNED = '/media/s/token/1795287900/e7/vod/bars/master.m3u8';
// Each test opens another event: the preroll lookup of a page is kept for its player, per event.
let eventId = 100;
const poster: EventMedia = { id: 2, kind: 1, kind_name: 'image', url: '/media/demo/bars/poster.jpg' };
const replay = (url: string | null) => makeEvent({ id: eventId, stream_status: 'vod', type: 'vod', media: [poster, { id: 3, kind: 3, kind_name: 'vod', url }] });
const AD = { id: 4, url: '/media/prerolls/promo.mp4' };

/** The page's loader, where the opening video plays. */
let stage: HTMLElement;
/** Calls of requestVideoFrameCallback: the browser presents a frame when the test says so. */
let presentFrame: () => void;

beforeEach(() => {
  eventId += 1;
  keyStore.setChannelKey('varsity');
  keyStore.setApiKey('varsity', 'test-key');
  stage = document.createElement('div');
  document.body.append(stage);
  presentFrame = () => undefined;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  Object.defineProperty(HTMLVideoElement.prototype, 'requestVideoFrameCallback', {
    configurable: true,
    value(callback: () => void) {
      presentFrame = callback;
      return 1;
    },
  });
});
afterEach(() => {
  // The stream started by a test belongs to no player: claiming it lets the next test start its own.
  claimEarlyVideo(SIGNED);
  claimOpeningPreroll('none');
  stage.remove();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  FakeHls.instances = [];
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const serve = (event: ReturnType<typeof replay>, preroll: unknown = null) =>
  stubApi({ [`GET /api/events/${eventId}`]: ok(event), [`GET /api/events/${eventId}/preroll`]: ok(preroll) });
const settled = async (promise: Promise<void>) => Promise.race([promise.then(() => 'settled'), new Promise((resolve) => setTimeout(() => resolve('pending'), 20))]);

/**
 * On a clock the test moves (setTimeout faked, so the page's start-at-the-latest timer waits for the test however
 * slow the machine): lets the page's requests and imports run until `done` holds, the clock unmoved.
 */
async function runUntil(done: () => boolean, what: string): Promise<void> {
  const deadline = performance.now() + 10_000;
  while (!done()) {
    if (performance.now() > deadline) throw new Error(`the page never ${what}`);
    await vi.advanceTimersByTimeAsync(0);
  }
}
/** Whether `promise` has settled once the work under way has run, the clock unmoved. */
async function settledNow(promise: Promise<void>): Promise<'settled' | 'pending'> {
  let state: 'settled' | 'pending' = 'pending';
  void promise.then(() => (state = 'settled'));
  await vi.advanceTimersByTimeAsync(0);
  return state;
}
const onPageClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

describe('the opening page of a player route', () => {
  it('plays the stream in the page loader as soon as the event is in, and lets the app start at its first picture', async () => {
    onPageClock();
    serve(replay(SIGNED));
    const asked = Date.now();
    const appMayStart = startOpeningPage(`/watch/${eventId}`, stage);

    await runUntil(() => stage.querySelector('video') !== null, 'showed a video');
    const video = stage.querySelector('video') as HTMLVideoElement;
    expect(video.classList.contains(OPENING_VIDEO_CLASS)).toBe(true);
    expect(video.getAttribute('poster')).toBe(poster.url);
    expect(stage.classList.contains(STAGE_PLAYING_CLASS)).toBe(true);
    expect(FakeHls.instances[0]).toMatchObject({ source: SIGNED, media: video });
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();

    expect(await settledNow(appMayStart)).toBe('pending');
    const framed = Date.now();
    presentFrame();
    expect(await settledNow(appMayStart)).toBe('settled');
    // The player adopts that very video, and with it when it was asked for and shown.
    expect(claimEarlyVideo(SIGNED)).toBe(video);
    expectTiming(video, { asked, framed, after: Date.now() });
  });

  it('plays the ad first in the page loader, loads the stream behind it, and lets the app start at its first picture', async () => {
    onPageClock();
    serve(replay(SIGNED), AD);
    const asked = Date.now();
    const appMayStart = startOpeningPage(`/watch/${eventId}`, stage);

    await runUntil(() => stage.querySelector('video') !== null, 'showed a video');
    const video = stage.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe(AD.url);
    expect(stage.classList.contains(STAGE_PLAYING_CLASS)).toBe(true);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    // The ad's first picture comes before the stream's requests.
    expect(FakeHls.instances).toHaveLength(0);
    expect(await settledNow(appMayStart)).toBe('pending');

    const framed = Date.now();
    presentFrame();
    expect(await settledNow(appMayStart)).toBe('settled');
    await runUntil(() => FakeHls.instances.length > 0, 'loaded the stream behind the ad');
    expect(FakeHls.instances[0]?.source).toBe(SIGNED);
    expect(FakeHls.instances[0]?.media).toBeNull();
    // The player adopts the ad's video, and attaches the loaded stream after the ad.
    expect(claimEarlyVideo(SIGNED)).toBeNull();
    expect(claimOpeningPreroll(SIGNED)).toBe(video);
    expectTiming(video, { asked, framed, after: Date.now() });
  });

  it('starts no ad of its own once the player has taken over', async () => {
    serve(replay(SIGNED), AD);
    claimOpeningPreroll(SIGNED);
    expect(await startOpeningPage(`/watch/${eventId}`, stage)).toBeUndefined();
    expect(stage.querySelector('video')).toBeNull();
    expect(FakeHls.instances).toHaveLength(0);
  });

  it('lets the app start at once when there is nothing to show (a gate without a picture, another page)', async () => {
    const api = serve(makeEvent({ id: eventId, media: [{ id: 3, kind: 3, kind_name: 'vod', url: null, reason: 'purchase_required' }] }));
    expect(await settled(startOpeningPage(`/watch/${eventId}`, stage))).toBe('settled');
    expect(await settled(startOpeningPage('/upcoming', stage))).toBe('settled');
    expect(FakeHls.instances).toHaveLength(0);
    expect(stage.querySelector('video, img')).toBeNull();
    expect(api.sent(`GET /api/events/${eventId}`)).toHaveLength(1);
  });

  it("lets the app start once a gate's picture is drawn in the loader, or has failed", async () => {
    // The page clock stands still, so the app can only start from the picture, never from the one-second cap.
    onPageClock();
    const gate = () => makeEvent({ id: eventId, media: [poster, { id: 3, kind: 3, kind_name: 'vod', url: null, reason: 'purchase_required' }] });
    const started = (promise: Promise<void>) => {
      let state = false;
      void promise.then(() => (state = true));
      return () => state;
    };
    serve(gate());
    let appMayStart = startOpeningPage(`/watch/${eventId}`, stage);
    await runUntil(() => stage.querySelector(`img.${OPENING_PICTURE_CLASS}`) !== null, 'showed the picture');
    expect(await settledNow(appMayStart)).toBe('pending');
    stage.querySelector('img')!.dispatchEvent(new Event('load'));
    await runUntil(started(appMayStart), 'started the app once the picture was drawn');
    expect(stage.querySelectorAll('img')).toHaveLength(1);

    stage.replaceChildren();
    eventId += 1;
    serve(gate());
    appMayStart = startOpeningPage(`/watch/${eventId}`, stage);
    await runUntil(() => stage.querySelector(`img.${OPENING_PICTURE_CLASS}`) !== null, 'showed the picture');
    stage.querySelector('img')!.dispatchEvent(new Event('error'));
    await runUntil(started(appMayStart), 'started the app once the picture failed');
    expect(stage.querySelector('img')).toBeNull();
  });

  it("lets the app start after a second at the latest when a gate's picture does not come", async () => {
    onPageClock();
    serve(makeEvent({ id: eventId, media: [poster, { id: 3, kind: 3, kind_name: 'vod', url: null, reason: 'purchase_required' }] }));
    let started = false;
    void startOpeningPage(`/watch/${eventId}`, stage).then(() => (started = true));
    await runUntil(() => stage.querySelector('img') !== null, 'showed the picture');
    await vi.advanceTimersByTimeAsync(APP_START_AT_THE_LATEST_MS - 100);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(started).toBe(true);
  });

  it("shows a gate's picture in the page loader as soon as the event is in, and no picture for a stream", async () => {
    const gate = makeEvent({ id: eventId, media: [poster, { id: 3, kind: 3, kind_name: 'vod', url: null, reason: 'purchase_required' }] });
    serve(gate);
    await startOpeningPage(`/watch/${eventId}`, stage);
    await vi.waitFor(() => expect(stage.querySelectorAll(`img.${OPENING_PICTURE_CLASS}`)).toHaveLength(1));
    const picture = stage.querySelector(`img.${OPENING_PICTURE_CLASS}`) as HTMLImageElement;
    expect([picture.getAttribute('src'), picture.getAttribute('fetchpriority'), picture.alt]).toEqual([poster.url, 'high', '']);
    expect(stage.classList.contains(STAGE_PLAYING_CLASS)).toBe(false);
    // A picture that does not load leaves the plain loader.
    picture.dispatchEvent(new Event('error'));
    expect(stage.querySelector('img')).toBeNull();

    // Without a loader to show it in, it is only asked for.
    eventId += 1;
    serve(makeEvent({ ...gate, id: eventId }));
    await startOpeningPage(`/watch/${eventId}`, null);
    await vi.waitFor(() => expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(1));
    const preload = document.head.querySelector('link[rel="preload"][as="image"]') as HTMLLinkElement;
    expect([preload.getAttribute('href'), preload.getAttribute('fetchpriority')]).toEqual([poster.url, 'high']);

    eventId += 1;
    onPageClock();
    serve(replay(SIGNED));
    startOpeningPage(`/watch/${eventId}`, stage);
    await runUntil(() => stage.querySelector('video') !== null, 'showed a video');
    expect(stage.querySelector('img')).toBeNull();
    expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(1);
  });

  describe('with the picture the server sent in the loader', () => {
    /** The loader as the server sends an event's player page: its picture already in it. */
    function sendPicture(url: string | null = poster.url): HTMLImageElement {
      const sent = document.createElement('img');
      sent.className = OPENING_PICTURE_CLASS;
      sent.alt = '';
      sent.setAttribute('fetchpriority', 'high');
      sent.setAttribute('src', url ?? '');
      stage.append(sent);
      return sent;
    }
    const gate = (media: EventMedia[] = [poster]) => makeEvent({ id: eventId, media: [...media, { id: 3, kind: 3, kind_name: 'vod', url: null, reason: 'purchase_required' }] });
    const started = (promise: Promise<void>) => {
      let state = false;
      void promise.then(() => (state = true));
      return () => state;
    };

    it("keeps a gate's picture, and lets the app start once that picture is drawn", async () => {
      onPageClock();
      const sent = sendPicture();
      const api = serve(gate());
      const appMayStart = startOpeningPage(`/watch/${eventId}`, stage);
      await runUntil(() => api.sent(`GET /api/events/${eventId}`).length > 0, 'asked for the event');
      expect(await settledNow(appMayStart)).toBe('pending');
      expect(stage.querySelectorAll('img')).toHaveLength(1);
      sent.dispatchEvent(new Event('load'));
      await runUntil(started(appMayStart), 'started the app once the picture was drawn');
      expect([...stage.querySelectorAll('img')]).toEqual([sent]);
    });

    it('lets the app start a frame after the event is in when that picture has already been drawn', async () => {
      onPageClock();
      const sent = sendPicture();
      Object.defineProperties(sent, { complete: { value: true }, naturalWidth: { value: 1280 } });
      serve(gate());
      await runUntil(started(startOpeningPage(`/watch/${eventId}`, stage)), 'started the app');
      expect([...stage.querySelectorAll('img')]).toEqual([sent]);
    });

    it("keeps it under a stream's video, which hides it once playing", async () => {
      onPageClock();
      const sent = sendPicture();
      serve(replay(SIGNED));
      void startOpeningPage(`/watch/${eventId}`, stage);
      await runUntil(() => stage.querySelector('video') !== null, 'showed a video');
      expect(sent.isConnected).toBe(true);
      expect(stage.classList.contains(STAGE_PLAYING_CLASS)).toBe(true);
    });

    it("takes it away for an event with another picture by now, or none, or that this viewer's channel does not have", async () => {
      onPageClock();
      let sent = sendPicture('/media/art/old-poster.jpg');
      serve(gate());
      void startOpeningPage(`/watch/${eventId}`, stage);
      await runUntil(() => !sent.isConnected, 'took the old picture away');
      await runUntil(() => stage.querySelector('img') !== null, "showed the event's picture");
      expect(stage.querySelector('img')?.getAttribute('src')).toBe(poster.url);

      stage.replaceChildren();
      eventId += 1;
      sent = sendPicture();
      serve(gate([]));
      void startOpeningPage(`/watch/${eventId}`, stage);
      await runUntil(() => !sent.isConnected, 'took the picture of an event without one away');

      eventId += 1;
      sent = sendPicture();
      stubApi({ [`GET /api/events/${eventId}`]: fail(404, 'Event not found', 'NOT_FOUND'), [`GET /api/events/${eventId}/preroll`]: ok(null) });
      void startOpeningPage(`/watch/${eventId}`, stage);
      await runUntil(() => !sent.isConnected, 'took the picture of an event not found away');
      expect(stage.querySelector('img')).toBeNull();
    });
  });

  it("asks for a visitor's paywall passes as soon as the event says it is one, and not a viewer's who may be signed in", async () => {
    const paywall = () => makeEvent({ id: eventId, media: [poster, { id: 3, kind: 3, kind_name: 'vod', url: null, reason: 'purchase_required' }] });
    const [pass, plan] = [makePass({ id: 1 }), makePass({ id: 2, name: 'Monthly All-Access' })];
    const serveGate = (event: ReturnType<typeof paywall>) =>
      stubApi({ [`GET /api/events/${eventId}`]: ok(event), [`GET /api/events/${eventId}/preroll`]: ok(null), 'GET /api/packages': ok([pass]), 'GET /api/subscriptions': ok([plan]) });

    keyStore.setApiKey('varsity', 'visitor-key', 'visitor');
    let api = serveGate(paywall());
    await startOpeningPage(`/watch/${eventId}`, stage);
    await vi.waitFor(() => expect(api.sent('GET /api/subscriptions')).toHaveLength(1));
    expect(api.sent('GET /api/packages')).toEqual([{ event_id: String(eventId), channel_key: 'varsity' }]);
    expect(await takeOpeningPasses(eventId, false)).toEqual([pass, plan]);

    // In a browser that plays HLS itself (the app starts at once) too.
    eventId += 1;
    const nativeHls = vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    api = serveGate(paywall());
    await startOpeningPage(`/watch/${eventId}`, stage);
    await vi.waitFor(() => expect(api.sent('GET /api/subscriptions')).toHaveLength(1));
    expect(await takeOpeningPasses(eventId, false)).toEqual([pass, plan]);
    nativeHls.mockRestore();

    // A key handed over at sign-in: the passes the paywall lists depend on the account, so the screen asks.
    // (The list is noted in the same turn as the event is read, before the picture is shown.)
    eventId += 1;
    keyStore.setApiKey('varsity', 'user-key', 'user');
    api = serveGate(paywall());
    stage.replaceChildren();
    await startOpeningPage(`/watch/${eventId}`, stage);
    await vi.waitFor(() => expect(stage.querySelectorAll(`img.${OPENING_PICTURE_CLASS}`)).toHaveLength(1));
    expect(takeOpeningPasses(eventId, false)).toBeUndefined();
    expect(api.sent('GET /api/packages')).toEqual([]);

    // An embed lists no passes; a stream has none to list.
    eventId += 1;
    keyStore.setApiKey('varsity', 'visitor-key', 'visitor');
    api = serveGate(paywall());
    stage.replaceChildren();
    await startOpeningPage(`/watch_embed/${eventId}`, stage);
    await vi.waitFor(() => expect(stage.querySelectorAll(`img.${OPENING_PICTURE_CLASS}`)).toHaveLength(1));
    expect(takeOpeningPasses(eventId, false)).toBeUndefined();
    eventId += 1;
    onPageClock();
    api = serveGate(replay(SIGNED));
    startOpeningPage(`/watch/${eventId}`, stage);
    await runUntil(() => stage.querySelector('video') !== null, 'showed a video');
    expect(takeOpeningPasses(eventId, false)).toBeUndefined();
    expect(api.sent('GET /api/packages')).toEqual([]);
  });

  it('lets the app start at once in a browser that plays HLS itself, still asking for the event early', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const api = serve(replay(SIGNED));
    expect(await settled(startOpeningPage(`/watch/${eventId}`, stage))).toBe('settled');
    expect(api.sent(`GET /api/events/${eventId}`)).toHaveLength(1);
    expect(FakeHls.instances).toHaveLength(0);
    expect(stage.querySelector('video')).toBeNull();
  });

  /** Opens a replay's page on a clock the test moves, until its video shows; `started` tells whether the app may start. */
  async function openUntilTheVideoShows({ metadata }: { metadata: boolean }) {
    onPageClock();
    serve(replay(SIGNED));
    const appMayStart = startOpeningPage(`/watch/${eventId}`, stage);
    // The event, the preroll lookup and hls.js answer without the clock moving.
    await runUntil(() => stage.querySelector('video') !== null, 'showed a video');
    const video = stage.querySelector('video') as HTMLVideoElement;
    if (metadata) Object.defineProperty(video, 'readyState', { configurable: true, get: () => HTMLMediaElement.HAVE_METADATA });
    let started = false;
    void appMayStart.then(() => (started = true));
    return { started: () => started };
  }

  it('lets the app start after a second at the latest when no picture comes', async () => {
    const page = await openUntilTheVideoShows({ metadata: false });
    await vi.advanceTimersByTimeAsync(APP_START_AT_THE_LATEST_MS - 100);
    expect(page.started()).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(page.started()).toBe(true);
  });

  it('gives a picture on its way (the video has its metadata) more time before the app starts, and no more', async () => {
    const page = await openUntilTheVideoShows({ metadata: true });
    await vi.advanceTimersByTimeAsync(APP_START_AT_THE_LATEST_MS + APP_START_PICTURE_ON_ITS_WAY_MS - 100);
    expect(page.started()).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(page.started()).toBe(true);
  });

  it('starts the app at once when that picture comes within the extra time', async () => {
    const page = await openUntilTheVideoShows({ metadata: true });
    await vi.advanceTimersByTimeAsync(APP_START_AT_THE_LATEST_MS + 300);
    expect(page.started()).toBe(false);
    presentFrame();
    await vi.advanceTimersByTimeAsync(0);
    expect(page.started()).toBe(true);
  });
});

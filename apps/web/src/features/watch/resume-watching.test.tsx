import type { EventMedia, Event as WireEvent } from '@ott/contracts/events';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyStore } from '../../lib/api';
import { resetUser } from '../../lib/session';
import { clearApiDataCache } from '../../lib/use-api-data';
import { ok, stubApi } from '../../test/api-stub';
import { makeEvent } from '../../test/events';
import { renderApp } from '../../test/render-app';
import { makeUserAccess, signIn } from '../../test/users';
import type * as StreamEngineModule from './player/stream-engine';
import { eventResumeKey, resumeStore } from './player/resume-position';
import { attachStream } from './player/stream-engine';

vi.mock('./player/stream-engine', async (importOriginal) => ({
  ...(await importOriginal<typeof StreamEngineModule>()),
  attachStream: vi.fn(),
  preloadStreamEngine: vi.fn(),
  claimEarlyVideo: vi.fn(() => null),
}));
vi.mock('./player/media-chrome-elements', () => ({ setPlayerLanguage: vi.fn() }));

const poster: EventMedia = { id: 2, kind: 1, kind_name: 'image', url: '/media/demo/bars/poster.jpg' };
const replay = makeEvent({ stream_status: 'vod', type: 'vod', media: [poster, { id: 3, kind: 3, kind_name: 'vod', url: '/media/s/t/vod/master.m3u8' }] });
const live = makeEvent({ stream_status: 'live', type: 'live', media: [poster, { id: 4, kind: 2, kind_name: 'live', url: '/media/s/t/live/master.m3u8' }] });

const play = vi.fn(async () => undefined);
let duration = Number.NaN;

beforeEach(() => {
  vi.mocked(attachStream).mockClear();
  vi.mocked(attachStream).mockImplementation(async () => ({ setLevel: vi.fn(), destroy: vi.fn() }));
  HTMLMediaElement.prototype.play = play;
  HTMLMediaElement.prototype.pause = () => undefined;
  play.mockClear();
  duration = Number.NaN;
  Object.defineProperty(HTMLMediaElement.prototype, 'duration', { configurable: true, get: () => duration });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetUser();
});

function serve(event: WireEvent, saved: unknown) {
  return stubApi({
    'GET /api/events/7': ok(event),
    'GET /api/events/7/preroll': ok(null),
    'GET /api/watch-positions/7': ok(saved),
    'POST /api/watch-positions': ok({ saved: 1 }),
    'GET /api/user/access': ok(makeUserAccess()),
  });
}

const programme = () => document.querySelector<HTMLVideoElement>('video[data-phase="main"]');

describe('resuming a replay', () => {
  it('offers a signed-in viewer to resume where they stopped, and plays from there on their word', async () => {
    signIn();
    serve(replay, { position: 754, duration: 1800, updated_at: '2026-11-25T10:00:00.000Z' });
    await renderApp('/watch/7');
    const resume = await screen.findByRole('button', { name: 'Resume from 12:34' });
    expect(screen.getByRole('button', { name: 'Start over' })).toBeInTheDocument();
    // The keyboard meets the offer before the player's controls.
    const player = screen.getByRole('region', { name: /Video player/ });
    expect(resume.compareDocumentPosition(player) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(resume);
    const video = programme()!;
    act(() => {
      video.dispatchEvent(new Event('loadedmetadata'));
    });
    expect(video.currentTime).toBe(754);
    expect(play).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Resume from/ })).toBeNull();
  });

  it('holds the autoplay while asking, and a play of the viewer’s own means starting over', async () => {
    signIn();
    serve(replay, { position: 3725, duration: 7200, updated_at: '2026-11-25T10:00:00.000Z' });
    await renderApp('/watch/7');
    await screen.findByRole('button', { name: 'Resume from 1:02:05' });
    const video = programme()!;
    // As in a browser, a play starts the video before its 'play' event is dispatched.
    let paused = true;
    Object.defineProperty(video, 'paused', { configurable: true, get: () => paused });
    const pause = vi.spyOn(video, 'pause').mockImplementation(() => void (paused = true));
    const playEvent = () => {
      paused = false;
      video.dispatchEvent(new Event('play'));
    };
    act(playEvent);
    expect(pause).toHaveBeenCalledTimes(1);
    act(playEvent);
    expect(pause).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Resume from/ })).toBeNull());
  });

  it('offers nothing without a saved place, and saves the place when the viewer leaves', async () => {
    signIn();
    const api = serve(replay, null);
    const { router } = await renderApp('/watch/7');
    await waitFor(() => expect(programme()).not.toBeNull());
    await waitFor(() => expect(api.sent('GET /api/watch-positions/7')).toHaveLength(1));
    duration = 1800;
    programme()!.currentTime = 95;
    programme()!.dispatchEvent(new Event('timeupdate'));
    expect(screen.queryByRole('button', { name: /Resume from/ })).toBeNull();
    await act(() => router.navigate('/faq'));
    await waitFor(() => expect(api.sent('POST /api/watch-positions')).toEqual([{ positions: [{ event_id: 7, position: 95, duration: 1800 }], api_key: 'user-key' }]));
  });

  it('does not silently start a signed-in viewer from this browser’s own place, which the offer replaces', async () => {
    resumeStore.remember(eventResumeKey(7), 50, 1800);
    signIn();
    serve(replay, null);
    await renderApp('/watch/7');
    await waitFor(() => expect(attachStream).toHaveBeenCalled());
    expect(vi.mocked(attachStream).mock.calls[0]?.[2]).toMatchObject({ startPosition: undefined });
    resumeStore.forget(eventResumeKey(7));
  });

  it('asks nothing for a visitor, nor for a live event', async () => {
    keyStore.setChannelKey('varsity');
    keyStore.setApiKey('varsity', 'visitor-key');
    clearApiDataCache();
    const visitor = serve(replay, null);
    const first = await renderApp('/watch/7');
    await waitFor(() => expect(programme()).not.toBeNull());
    expect(visitor.requests.some((request) => request.path.includes('watch-positions'))).toBe(false);
    first.unmount();

    signIn();
    const viewer = serve(live, null);
    await renderApp('/watch/7');
    await waitFor(() => expect(programme()).not.toBeNull());
    expect(viewer.requests.some((request) => request.path.includes('watch-positions'))).toBe(false);
  });
});

import type { EventMedia } from '@ott/contracts/events';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyStore } from '../../lib/api';
import { resetUser } from '../../lib/session';
import { clearApiDataCache } from '../../lib/use-api-data';
import { ok, stubApi } from '../../test/api-stub';
import { makeEvent } from '../../test/events';
import { renderApp } from '../../test/render-app';
import { makeUserAccess } from '../../test/users';
import { liveStreamAnswers } from './player/feed-probe';
import type * as StreamEngineModule from './player/stream-engine';
import { type AttachOptions, attachStream } from './player/stream-engine';

vi.mock('./player/stream-engine', async (importOriginal) => ({
  ...(await importOriginal<typeof StreamEngineModule>()),
  attachStream: vi.fn(),
  preloadStreamEngine: vi.fn(),
  claimEarlyVideo: vi.fn(() => null),
}));
vi.mock('./player/media-chrome-elements', () => ({ setPlayerLanguage: vi.fn() }));
vi.mock('./player/feed-probe', () => ({ FEED_RECHECK_MS: 50, liveStreamAnswers: vi.fn() }));

const LIVE = '/media/s/t/1/e7/live/court/master.m3u8';
const SLATE = '/media/s/t/1/e7/vod/lib-3/master.m3u8';
const poster: EventMedia = { id: 2, kind: 1, kind_name: 'image', url: '/media/demo/court/poster.jpg' };
const liveItem = (url: string | null, reason?: EventMedia['reason']): EventMedia => ({ id: 4, kind: 2, kind_name: 'live', url, ...(reason ? { reason } : {}) });

/** Whether the live feed plays when the player attaches it (an off-air feed fails as hls.js does). */
let feedOnAir = false;
const attachedUrls = () => vi.mocked(attachStream).mock.calls.map(([, url]) => url);

beforeEach(() => {
  keyStore.setChannelKey('varsity');
  keyStore.setApiKey('varsity', 'test-key');
  clearApiDataCache();
  feedOnAir = false;
  vi.mocked(attachStream).mockReset();
  vi.mocked(attachStream).mockImplementation(async (_video: HTMLVideoElement, url: string, options: AttachOptions) => {
    if (url === LIVE && !feedOnAir) setTimeout(() => options.onFatal('networkError: levelLoadError'), 0);
    return { setLevel: vi.fn(), destroy: vi.fn() };
  });
  vi.mocked(liveStreamAnswers).mockReset();
  vi.mocked(liveStreamAnswers).mockImplementation(async () => feedOnAir);
  HTMLMediaElement.prototype.play = vi.fn(async () => undefined);
  HTMLMediaElement.prototype.pause = () => undefined;
});
afterEach(() => resetUser());

function serve(event: ReturnType<typeof makeEvent>) {
  return stubApi({ 'GET /api/events/7': ok(event), 'GET /api/events/7/preroll': ok(null), 'GET /api/user/access': ok(makeUserAccess()) });
}

describe('the live fallback slate', () => {
  it('loops the slate with a message while the feed is off air, and brings the player back when the feed answers', async () => {
    serve(makeEvent({ id: 7, stream_status: 'live', type: 'live', media: [poster, liveItem(LIVE)], live_slate: SLATE }));
    await renderApp('/watch/7');

    expect(await screen.findByText('The broadcast will be back in a moment. Stay with us.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    const slate = screen.getByTestId('live-slate');
    expect(slate).toHaveProperty('muted', true);
    expect(slate).toHaveProperty('loop', true);
    await waitFor(() => expect(attachedUrls()).toContain(SLATE));
    // The first look comes one recheck interval after the failure.
    await waitFor(() => expect(vi.mocked(liveStreamAnswers)).toHaveBeenCalledWith(LIVE));

    feedOnAir = true;
    await waitFor(() => expect(screen.queryByTestId('live-slate')).toBeNull());
    expect(screen.getByRole('region', { name: /Video player/ })).toBeInTheDocument();
    // The player starts its stream in an effect, after the page paints it.
    await waitFor(() => expect(attachedUrls().filter((url) => url === LIVE)).toHaveLength(2));
    expect(screen.queryByText('The broadcast will be back in a moment. Stay with us.')).toBeNull();
  });

  it('without a slate, a failed live feed shows the error with Try again, as before', async () => {
    serve(makeEvent({ id: 7, stream_status: 'live', type: 'live', media: [poster, liveItem(LIVE)] }));
    await renderApp('/watch/7');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByTestId('live-slate')).toBeNull();
  });

  it('shows the slate behind the start notice of a coming event, and while a live feed is still being prepared', async () => {
    serve(makeEvent({ id: 7, stream_status: 'upcoming', type: 'upcoming', event_utc_ts: '2099-01-01T18:00:00Z', media: [poster, liveItem(LIVE)], live_slate: SLATE }));
    const first = await renderApp('/watch/7');
    expect(await screen.findByText(/This event has not started yet/)).toBeInTheDocument();
    expect(screen.getByTestId('live-slate')).toBeInTheDocument();
    await waitFor(() => expect(attachedUrls()).toEqual([SLATE]));
    first.unmount();

    serve(makeEvent({ id: 7, stream_status: 'live', type: 'live', media: [poster, liveItem(null, 'processing')], live_slate: SLATE }));
    await renderApp('/watch/7');
    expect(await screen.findByText('The broadcast will be back in a moment. Stay with us.')).toBeInTheDocument();
    expect(screen.getByTestId('live-slate')).toBeInTheDocument();
  });
});

import type { EventMedia, Event as WireEvent } from '@ott/contracts/events';
import type { LiveStateMessage } from '@ott/contracts/live-ingest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyStore } from '../../lib/api';
import { resetUser } from '../../lib/session';
import { clearApiDataCache } from '../../lib/use-api-data';
import { ok, stubApi } from '../../test/api-stub';
import { makeEvent } from '../../test/events';
import { FakeEventSource } from '../../test/fake-event-source';
import { renderApp } from '../../test/render-app';
import { makeUserAccess } from '../../test/users';
import type * as StreamEngineModule from './player/stream-engine';
import { attachStream } from './player/stream-engine';

// The stream loads at once here, not a few seconds after the screen.
vi.mock('../../lib/live-state-loader', () => ({ loadLiveState: () => import('../../lib/live-state') }));

vi.mock('./player/stream-engine', async (importOriginal) => ({
  ...(await importOriginal<typeof StreamEngineModule>()),
  attachStream: vi.fn(async () => ({ setLevel: vi.fn(), destroy: vi.fn() })),
  preloadStreamEngine: vi.fn(),
  claimEarlyVideo: vi.fn(() => null),
}));
vi.mock('./player/media-chrome-elements', () => ({ setPlayerLanguage: vi.fn() }));
vi.mock('./components/UpcomingNotice', async (importOriginal) => ({ ...(await importOriginal<object>()), START_RECHECK_MS: 50 }));

const LIVE = '/media/s/t/1/e7/live/live-7/master.m3u8';
const REPLAY = '/media/s/t/1/e7/vod/live-7/master.m3u8';
const poster: EventMedia = { id: 2, kind: 1, kind_name: 'image', url: '/media/demo/court/poster.jpg' };
const onAir = () => makeEvent({ id: 7, stream_status: 'live', type: 'live', media: [poster, { id: 4, kind: 2, kind_name: 'live', url: LIVE }] });
const replay = (url: string | null) =>
  makeEvent({ id: 7, stream_status: 'vod', type: 'vod', media: [poster, { id: 4, kind: 3, kind_name: 'vod', url, ...(url ? {} : { reason: 'processing' as const }) }] });
const upcoming = () => makeEvent({ id: 7, stream_status: 'upcoming', type: 'upcoming', event_utc_ts: '2099-01-01T18:00:00Z', media: [poster, { id: 4, kind: 2, kind_name: 'live', url: LIVE }] });

const SLATE_NOTICE = 'The broadcast will be back shortly.';

/** Answers GET /api/events/7 with each event in turn, the last one from then on. */
function serve(...events: WireEvent[]) {
  const answers = [...events];
  return stubApi({
    'GET /api/events/7': () => ok(answers.length > 1 ? answers.shift() : answers[0])(),
    'GET /api/events/7/preroll': ok(null),
    'GET /api/user/access': ok(makeUserAccess()),
  });
}

async function send(message: LiveStateMessage) {
  await waitFor(() => expect(FakeEventSource.open('/api/live_state')).toHaveLength(1));
  act(() => FakeEventSource.open('/api/live_state')[0]!.send('live', JSON.stringify(message)));
}

const attachedUrls = () => vi.mocked(attachStream).mock.calls.map(([, url]) => url);

beforeEach(() => {
  vi.clearAllMocks();
  keyStore.setChannelKey('varsity');
  keyStore.setApiKey('varsity', 'test-key');
  clearApiDataCache();
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  HTMLMediaElement.prototype.play = vi.fn(async () => undefined);
});
afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

describe('a live watch page following its live state', () => {
  it('says over the still-playing player that the broadcast will be back while the slate airs, and stops saying it when the encoder is back', async () => {
    const api = serve(onAir());
    await renderApp('/watch/7');
    await waitFor(() => expect(attachedUrls()).toEqual([LIVE]));

    await send({ event_id: 7, state: 'live', slate: true, stream_status: 'live' });
    expect(FakeEventSource.open('/api/live_state')[0]?.url).toBe('/api/live_state?channel_key=varsity');
    expect(await screen.findByText(SLATE_NOTICE)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('region', { name: /Video player/ })).toContainElement(screen.getByText(SLATE_NOTICE));

    // Another event of the channel changes nothing here.
    await send({ event_id: 8, state: 'live', slate: false, stream_status: 'live' });
    expect(screen.getByText(SLATE_NOTICE)).toBeInTheDocument();

    await send({ event_id: 7, state: 'live', slate: false, stream_status: 'live' });
    await waitFor(() => expect(screen.queryByText(SLATE_NOTICE)).toBeNull());
    // The stream went on: neither a new player nor a new look at the event (whose fresh URL would restart it).
    expect(attachedUrls()).toEqual([LIVE]);
    expect(api.sent('GET /api/events/7')).toHaveLength(1);
  });

  it('offers the replay when the live ends and its replay is ready, and plays it when the viewer asks', async () => {
    serve(onAir(), replay(REPLAY));
    await renderApp('/watch/7');
    await waitFor(() => expect(attachedUrls()).toEqual([LIVE]));

    await send({ event_id: 7, state: 'ended', slate: false, stream_status: 'vod' });
    const watchReplay = await screen.findByRole('button', { name: 'Watch the replay' });
    expect(screen.getByRole('status')).toHaveTextContent('This live has ended.');
    expect(screen.queryByRole('region', { name: /Video player/ })).toBeNull();

    await userEvent.click(watchReplay);
    await waitFor(() => expect(attachedUrls()).toEqual([LIVE, REPLAY]));
    expect(vi.mocked(attachStream).mock.calls[1]?.[2]).toMatchObject({ live: false });
  });

  it('says the replay comes shortly while it is being prepared, and offers it once it is there', async () => {
    serve(onAir(), replay(null), replay(REPLAY));
    await renderApp('/watch/7');
    await waitFor(() => expect(attachedUrls()).toEqual([LIVE]));

    await send({ event_id: 7, state: 'ended', slate: false, stream_status: 'vod' });
    expect(await screen.findByText('This live has ended. The replay will be available shortly.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Watch the replay' })).toBeNull();
    // The page looks again now and then (every START_RECHECK_MS, 50 ms here).
    expect(await screen.findByRole('button', { name: 'Watch the replay' })).toBeInTheDocument();
    expect(attachedUrls()).toEqual([LIVE]);
  });

  it('shows the player as soon as a coming event goes live', async () => {
    serve(upcoming(), onAir());
    await renderApp('/watch/7');
    expect(await screen.findByText(/This event has not started yet/)).toBeInTheDocument();

    await send({ event_id: 7, state: 'receiving', slate: false, stream_status: 'upcoming' });
    await send({ event_id: 7, state: 'live', slate: false, stream_status: 'live' });
    await waitFor(() => expect(attachedUrls()).toEqual([LIVE]));
    expect(screen.queryByText(/This event has not started yet/)).toBeNull();
  });
});

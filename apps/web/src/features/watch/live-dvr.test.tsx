import type { EventMedia } from '@ott/contracts/events';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyStore } from '../../lib/api';
import { ok, stubApi } from '../../test/api-stub';
import { makeEvent } from '../../test/events';
import { FakeEventSource } from '../../test/fake-event-source';
import { renderApp } from '../../test/render-app';
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

const LIVE = '/media/s/t/1/e7/live/live-7/master.m3u8';
const poster: EventMedia = { id: 2, kind: 1, kind_name: 'image', url: '/media/demo/court/poster.jpg' };

beforeEach(() => {
  vi.clearAllMocks();
  keyStore.setChannelKey('varsity');
  keyStore.setApiKey('varsity', 'test-key');
  HTMLMediaElement.prototype.play = vi.fn(async () => undefined);
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

const player = () => screen.getByRole('region', { name: /Video player/ });

/** The player's video as a live in its DVR window [1000, 1180] plays it (the browser's HLS: live is the window's end). */
function playsLive(video: HTMLVideoElement) {
  Object.defineProperties(video, {
    duration: { configurable: true, value: Number.POSITIVE_INFINITY },
    seekable: { configurable: true, value: { length: 1, start: () => 1000, end: () => 1180 } },
  });
  video.currentTime = 1180;
}

/** What a media-chrome control sends up to its controller. */
const request = (control: Element, type: string, detail?: number) =>
  act(() => void control.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail })));

/** The live page, playing, its video in the DVR window at live. */
async function watchLive() {
  stubApi({ 'GET /api/events/7': ok(makeEvent({ id: 7, stream_status: 'live', type: 'live', media: [poster, { id: 4, kind: 2, kind_name: 'live', url: LIVE }] })), 'GET /api/events/7/preroll': ok(null) });
  await renderApp('/watch/7');
  await waitFor(() => expect(attachStream).toHaveBeenCalledWith(expect.any(HTMLVideoElement), LIVE, expect.objectContaining({ live: true })));
  const video = player().querySelector('video')!;
  // Past the preroll step: the controls are the live's.
  await waitFor(() => expect(video).toHaveAttribute('data-phase', 'main'));
  playsLive(video);
  // The live controls have taken the player: they tell media-chrome where live starts.
  await waitFor(() => expect('liveEdgeStart' in video).toBe(true));
  return video;
}

describe('the DVR of a live player', () => {
  const dropTheFeed = async () => {
    await waitFor(() => expect(FakeEventSource.open('/api/live_state')).toHaveLength(1));
    act(() => FakeEventSource.open('/api/live_state')[0]!.send('live', JSON.stringify({ event_id: 7, state: 'live', slate: true, stream_status: 'live' })));
  };
  const playTo = (video: HTMLVideoElement, time: number) => {
    video.currentTime = time;
    act(() => void video.dispatchEvent(new Event('timeupdate')));
  };

  it("says the broadcast will be back to a viewer at live, not to one watching what came before the drop until they reach it", async () => {
    const video = await watchLive();
    await dropTheFeed();
    expect(await screen.findByText('The broadcast will be back shortly.')).toBeInTheDocument();

    request(player().querySelector('media-seek-backward-button')!, 'mediaseekrequest', 1120);
    act(() => void video.dispatchEvent(new Event('seeked')));
    expect(screen.queryByText('The broadcast will be back shortly.')).toBeNull();
    // Live has moved on with the slate meanwhile; the viewer plays on into it, where live stood at the drop.
    Object.defineProperty(video, 'seekable', { configurable: true, value: { length: 1, start: () => 1000, end: () => 1240 } });
    playTo(video, 1170);
    expect(screen.queryByText('The broadcast will be back shortly.')).toBeNull();
    playTo(video, 1178);
    expect(screen.getByText('The broadcast will be back shortly.')).toBeInTheDocument();
  });

  it('says it to a viewer a stall held behind live once their picture reaches the slate', async () => {
    const video = await watchLive();
    playTo(video, 1172);
    await dropTheFeed();
    await waitFor(() => expect(screen.getByTestId('behind-live')).toHaveTextContent('0:08 behind live'));
    expect(screen.queryByText('The broadcast will be back shortly.')).toBeNull();

    // Live moves on with the slate; the viewer, still behind it, plays into it.
    Object.defineProperty(video, 'seekable', { configurable: true, value: { length: 1, start: () => 1000, end: () => 1190 } });
    playTo(video, 1178);
    expect(screen.getByTestId('behind-live')).toHaveTextContent('0:12 behind live');
    expect(screen.getByText('The broadcast will be back shortly.')).toBeInTheDocument();
  });

  it('rewinds 10 s with its button, says how far behind live, and the Live control brings the viewer back', async () => {
    const video = await watchLive();
    // Playing again after a pause goes on from where the viewer was, not from the live edge.
    expect(player().querySelector('media-controller')).toHaveAttribute('noautoseektolive', '');

    request(player().querySelector('media-seek-backward-button')!, 'mediaseekrequest', video.currentTime - 10);
    expect(video.currentTime).toBe(1170);
    act(() => void video.dispatchEvent(new Event('seeked')));
    expect(screen.getByTestId('behind-live')).toHaveTextContent('-0:100:10 behind live');
    expect(screen.getByText('0:10 behind live')).toHaveClass('visually-hidden');

    request(player().querySelector('media-live-button')!, 'mediaseektoliverequest');
    expect(video.currentTime).toBe(1180);
    act(() => void video.dispatchEvent(new Event('seeked')));
    expect(screen.queryByTestId('behind-live')).toBeNull();
  });
});

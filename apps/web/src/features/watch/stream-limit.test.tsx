import type { EventMedia, Event as WireEvent } from '@ott/contracts/events';
import type { WatchingDevice } from '@ott/contracts/devices';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi } from '../../test/api-stub';
import { makeEvent } from '../../test/events';
import { jsonResponse } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { signIn } from '../../test/users';
import type * as StreamEngineModule from './player/stream-engine';
import { attachStream } from './player/stream-engine';

vi.mock('./player/stream-engine', async (importOriginal) => ({
  ...(await importOriginal<typeof StreamEngineModule>()),
  attachStream: vi.fn(),
  preloadStreamEngine: vi.fn(),
  claimEarlyVideo: vi.fn(() => null),
}));
vi.mock('./player/media-chrome-elements', () => ({ setPlayerLanguage: vi.fn() }));

const SIGNED = '/media/s/token-a/1795287900/e7/vod/bars/master.m3u8';
const poster: EventMedia = { id: 2, kind: 1, kind_name: 'image', url: '/media/demo/bars/poster.jpg' };
const replay: WireEvent = makeEvent({ stream_status: 'vod', type: 'vod', media: [poster, { id: 3, kind: 3, kind_name: 'vod', url: SIGNED }] });
const watching = (overrides: Partial<WatchingDevice>): WatchingDevice => ({
  lease_id: 11,
  device_id: 101,
  device_type: 'desktop',
  label: 'Chrome · Windows',
  event_id: 7,
  event_title: 'Owls at Hawks',
  since: '2026-11-29T18:05:00.000Z',
  current: false,
  ...overrides,
});
const limitReached = () => jsonResponse(409, { message: 'This account is already watching on 2 devices, the most this channel allows at once', code: 'STREAM_LIMIT_REACHED', limit: 2, watching: [] });
const lease = (id: number, heartbeatSeconds = 30) => ok({ id, event_id: 7, expires_at: '2026-11-29T19:00:00.000Z', heartbeat_seconds: heartbeatSeconds });

const engine = { setLevel: vi.fn(), destroy: vi.fn() };
beforeEach(() => {
  vi.clearAllMocks();
  signIn();
  vi.mocked(attachStream).mockImplementation(async () => engine);
  HTMLMediaElement.prototype.play = vi.fn(async () => undefined);
});
afterEach(() => vi.unstubAllGlobals());

const LOADED = { timeout: 5_000 };

describe('the stream limit on the watch page', () => {
  it('lists the devices watching instead of playing, and "Stop watching there" frees a slot to play here', async () => {
    let starts = 0;
    const api = stubApi({
      'GET /api/events/7': ok(replay),
      'GET /api/events/7/preroll': ok(null),
      'POST /api/stream-leases': () => (starts++ === 0 ? limitReached() : lease(31)()),
      'GET /api/stream-leases': ok([watching({}), watching({ lease_id: 12, device_id: 102, device_type: 'phone', label: 'Safari · iOS', since: '2026-11-29T18:20:00.000Z' })]),
      'DELETE /api/stream-leases/12': ok({ stopped: 12 }),
    });
    const user = userEvent.setup();
    await renderApp('/watch/7');
    const alert = await screen.findByRole('alert', undefined, LOADED);
    expect(within(alert).getByRole('heading', { name: 'You are watching on too many devices' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('This channel allows 2 devices at a time.');
    const items = within(await within(alert).findByRole('list', { name: 'Devices watching now' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Chrome · Windows · Owls at Hawks · since \d{1,2}:05 (AM|PM)Stop watching there$/),
      expect.stringMatching(/^Safari · iOS · Owls at Hawks · since \d{1,2}:20 (AM|PM)Stop watching there$/),
    ]);
    expect(attachStream).not.toHaveBeenCalled();
    expect(api.sent('POST /api/stream-leases')).toEqual([{ event_id: 7, api_key: 'user-key' }]);

    await user.click(within(alert).getByRole('button', { name: 'Stop watching on Safari · iOS' }));
    await waitFor(() => expect(attachStream).toHaveBeenCalledWith(expect.any(HTMLVideoElement), SIGNED, expect.anything()));
    expect(api.sent('DELETE /api/stream-leases/12')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stops the player at a heartbeat that says it was stopped elsewhere, and "Watch here" plays again', async () => {
    let starts = 0;
    let beats = 0;
    const api = stubApi({
      'GET /api/events/7': ok(replay),
      'GET /api/events/7/preroll': ok(null),
      'POST /api/stream-leases': () => lease(40 + starts++, 1)(),
      'POST /api/stream-leases/40/heartbeat': () => (beats++ === 0 ? fail(409, 'Playback was stopped from another device', 'STREAM_STOPPED')() : lease(40, 1)()),
      'POST /api/stream-leases/41/heartbeat': lease(41, 1),
    });
    const user = userEvent.setup();
    await renderApp('/watch/7');
    await waitFor(() => expect(attachStream).toHaveBeenCalledTimes(1), LOADED);
    const stopped = await screen.findByText('Playback stopped: your account started watching on another device.', undefined, { timeout: 4_000 });
    expect(stopped).toHaveAttribute('role', 'status');
    // The player's effects are cleaned up after the page paints the message.
    await waitFor(() => expect(engine.destroy).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Watch here' }));
    await waitFor(() => expect(attachStream).toHaveBeenCalledTimes(2));
    expect(api.sent('POST /api/stream-leases')).toHaveLength(2);
  });

  it('plays when the lease cannot be asked for: only a refusal by the limit keeps the player away', async () => {
    const api = stubApi({ 'GET /api/events/7': ok(replay), 'GET /api/events/7/preroll': ok(null), 'POST /api/stream-leases': fail(500, 'Something went wrong', 'INTERNAL') });
    await renderApp('/watch/7');
    await waitFor(() => expect(attachStream).toHaveBeenCalledTimes(1), LOADED);
    expect(api.sent('POST /api/stream-leases')).toHaveLength(1);
  });

  it('speaks French', async () => {
    stubApi({ 'GET /api/events/7': ok(replay), 'GET /api/events/7/preroll': ok(null), 'POST /api/stream-leases': limitReached, 'GET /api/stream-leases': ok([watching({}), watching({ lease_id: 12, label: 'Safari · iOS' })]) });
    const { makeBootstrap } = await import('../../test/fixtures');
    await renderApp('/watch/7', makeBootstrap(), 'fr');
    const alert = await screen.findByRole('alert', undefined, LOADED);
    expect(within(alert).getByRole('heading', { name: 'Vous regardez sur trop d’appareils' })).toBeInTheDocument();
    expect(await within(alert).findAllByRole('button', { name: /^Arrêter la lecture sur / })).toHaveLength(2);
  });
});

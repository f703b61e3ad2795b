import type { EventMarker, EventMedia, Event as WireEvent } from '@ott/contracts/events';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { keyStore } from '../../lib/api';
import { userStore } from '../../lib/session';
import { ok, stubApi } from '../../test/api-stub';
import { makeEvent } from '../../test/events';
import { makeBootstrap } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import type * as StreamEngineModule from './player/stream-engine';
import { attachStream } from './player/stream-engine';

vi.mock('./player/stream-engine', async (importOriginal) => ({
  ...(await importOriginal<typeof StreamEngineModule>()),
  attachStream: vi.fn(async () => ({ setLevel: vi.fn(), destroy: vi.fn() })),
  preloadStreamEngine: vi.fn(),
  claimEarlyVideo: vi.fn(() => null),
}));
vi.mock('./player/media-chrome-elements', () => ({ setPlayerLanguage: vi.fn() }));

const SIGNED = '/media/s/token-a/1795287900/e7/vod/arena/master.m3u8';
// As the server may send them: not in order.
const MARKERS: EventMarker[] = [
  { name: 'Half-time', seconds: 2700 },
  { name: 'Kick-off', seconds: 0 },
  { name: 'Goal', seconds: 754 },
];
const poster: EventMedia = { id: 2, kind: 1, kind_name: 'image', url: '/media/demo/arena/poster.jpg' };
const replay = (markers?: EventMarker[]) =>
  makeEvent({ stream_status: 'vod', type: 'vod', media: [poster, { id: 3, kind: 3, kind_name: 'vod', url: SIGNED, ...(markers ? { markers } : {}) }] });

function serve(event: WireEvent, preroll: unknown = null) {
  return stubApi({ 'GET /api/events/7': ok(event), 'GET /api/events/7/preroll': ok(preroll) });
}

const playerVideo = () => screen.getByRole('region', { name: /Video player|Lecteur vidéo/ }).querySelector('video') as HTMLVideoElement;

/** The programme video as the stream would make it: `seconds` long, seeking where it is told. */
function streamLoaded(video: HTMLVideoElement, seconds: number) {
  let position = 0;
  Object.defineProperty(video, 'duration', { configurable: true, get: () => seconds });
  Object.defineProperty(video, 'currentTime', {
    configurable: true,
    get: () => position,
    set(value: number) {
      position = value;
      video.dispatchEvent(new Event('seeked'));
    },
  });
  act(() => void video.dispatchEvent(new Event('durationchange')));
}

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  userStore.set(null);
  keyStore.setChannelKey('varsity');
  keyStore.setApiKey('varsity', 'test-key');
  HTMLMediaElement.prototype.play = vi.fn(async () => undefined);
});

describe('replay markers in the player', () => {
  it('are a Chapters menu earliest first, showing the moment playing, and choosing one seeks there', async () => {
    serve(replay(MARKERS));
    await renderApp('/watch/7');
    const menu = await screen.findByRole('combobox', { name: 'Chapters' }, { timeout: 10_000 });
    expect(within(menu).getAllByRole('option').map((option) => option.textContent)).toEqual(['Kick-off · 0:00', 'Goal · 12:34', 'Half-time · 45:00']);
    const video = playerVideo();
    streamLoaded(video, 5400);
    // The menu shows the moment playing once the player has read the length; on a busy machine that is a render later.
    const chapters = () => screen.getByRole('combobox', { name: 'Chapters' });
    await waitFor(() => expect(chapters()).toHaveValue('0'));

    await userEvent.setup().selectOptions(chapters(), 'Half-time · 45:00');
    expect(video.currentTime).toBe(2700);
    await waitFor(() => expect(chapters()).toHaveValue('2'));
  }, 15_000); // the file's first render loads the watch screen's code on demand: slow on a busy machine

  it('tick the seek bar once the length is known, each a button named for its moment that jumps there', async () => {
    serve(replay(MARKERS));
    await renderApp('/watch/7');
    await screen.findByRole('combobox', { name: 'Chapters' });
    expect(screen.queryByRole('button', { name: /^Jump to/ })).toBeNull();
    const video = playerVideo();
    streamLoaded(video, 5400);

    // The player may subscribe to the video a task after the menu shows; it then reads the length already there.
    const ticks = await screen.findAllByRole('button', { name: /^Jump to/ });
    expect(ticks.map((tick) => [tick.getAttribute('aria-label'), tick.style.left])).toEqual([
      ['Jump to Kick-off (0:00)', '0%'],
      ['Jump to Goal (12:34)', '13.963%'],
      ['Jump to Half-time (45:00)', '50%'],
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Jump to Goal (12:34)' }));
    expect(video.currentTime).toBe(754);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Chapters' })).toHaveValue('1'));
  });

  it('leave out a moment past the end of the video from the seek bar', async () => {
    serve(replay([...MARKERS, { name: 'Trophy', seconds: 6000 }]));
    await renderApp('/watch/7');
    await screen.findByRole('combobox', { name: 'Chapters' });
    streamLoaded(playerVideo(), 5400);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Jump to/ })).toHaveLength(3));
  });

  it('are not offered on a replay without markers, nor over the ad', async () => {
    serve(replay());
    const first = await renderApp('/watch/7');
    await waitFor(() => expect(attachStream).toHaveBeenCalled());
    await screen.findByRole('combobox', { name: 'Playback speed' });
    expect(screen.queryByRole('combobox', { name: 'Chapters' })).toBeNull();
    first.unmount();

    serve(replay(MARKERS), { id: 4, url: '/media/prerolls/promo.mp4' });
    await renderApp('/watch/7');
    await waitFor(() => expect(playerVideo()).toHaveAttribute('data-phase', 'preroll'));
    expect(screen.queryByRole('combobox', { name: 'Chapters' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Jump to/ })).toBeNull();
  });

  it('speak French to a French viewer', async () => {
    serve(replay(MARKERS));
    await renderApp('/watch/7', makeBootstrap(), 'fr');
    const menu = await screen.findByRole('combobox', { name: 'Chapitres' });
    streamLoaded(playerVideo(), 5400);
    // The player may subscribe to the video a task after the menu shows (see above).
    expect(await screen.findByRole('button', { name: 'Aller à Goal (12:34)' })).toBeInTheDocument();
    expect(within(menu).getAllByRole('option')[0]).toHaveTextContent('Kick-off · 0:00');
  });
});

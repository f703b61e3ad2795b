import type { EventMedia, EventTextTrack, Event as WireEvent } from '@ott/contracts/events';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyStore } from '../../lib/api';
import { userStore } from '../../lib/session';
import { ok, stubApi } from '../../test/api-stub';
import { makeEvent } from '../../test/events';
import { renderApp } from '../../test/render-app';
import { makeUser, signIn } from '../../test/users';
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
const TRACKS: EventTextTrack[] = [
  { language: 'en', label: 'English', url: '/media/s/token-a/1795287900/e7/vod/arena/captions/en.vtt' },
  { language: 'fr', label: 'Français', url: '/media/s/token-a/1795287900/e7/vod/arena/captions/fr.vtt' },
];
const poster: EventMedia = { id: 2, kind: 1, kind_name: 'image', url: '/media/demo/arena/poster.jpg' };
const replay = (textTracks?: EventTextTrack[]) =>
  makeEvent({ stream_status: 'vod', type: 'vod', media: [poster, { id: 3, kind: 3, kind_name: 'vod', url: SIGNED, ...(textTracks ? { text_tracks: textTracks } : {}) }] });
const live = () => makeEvent({ stream_status: 'live', type: 'live', media: [poster, { id: 3, kind: 2, kind_name: 'live', url: SIGNED.replace('/vod/', '/live/') }] });

function serve(event: WireEvent, preroll: unknown = null) {
  return stubApi({ 'GET /api/events/7': ok(event), 'GET /api/events/7/preroll': ok(preroll) });
}

const playerVideo = () => screen.getByRole('region', { name: /Video player/ }).querySelector('video') as HTMLVideoElement;

/**
 * jsdom keeps no text track list: each <track> child stands for its track, with the mode the player sets, and a test
 * may add the tracks a stream makes itself (Safari's native HLS, from the master's subtitle renditions).
 */
interface FakeTrack {
  kind: string;
  language: string;
  mode: TextTrackMode;
}
const modes = new WeakMap<Element, FakeTrack>();
const trackOf = (element: HTMLTrackElement) => {
  if (!modes.has(element)) modes.set(element, { kind: element.kind, language: element.srclang, mode: 'disabled' });
  return modes.get(element)!;
};
const trackEvents = new WeakMap<HTMLVideoElement, EventTarget>();
const streamTracks = new WeakMap<HTMLVideoElement, FakeTrack[]>();
function trackListOf(video: HTMLVideoElement) {
  if (!trackEvents.has(video)) trackEvents.set(video, new EventTarget());
  const events = trackEvents.get(video)!;
  const tracks = [...[...video.querySelectorAll('track')].map(trackOf), ...(streamTracks.get(video) ?? [])];
  return Object.assign(tracks, { length: tracks.length, addEventListener: events.addEventListener.bind(events), removeEventListener: events.removeEventListener.bind(events) });
}
/** The stream brings a captions track of its own, as Safari does once it has read the master. */
function streamAddsTrack(video: HTMLVideoElement, track: FakeTrack) {
  streamTracks.set(video, [...(streamTracks.get(video) ?? []), track]);
  act(() => void trackEvents.get(video)?.dispatchEvent(new Event('addtrack')));
}
const shownLanguages = (video: HTMLVideoElement) => trackListOf(video).filter((track) => track.mode === 'showing').map((track) => track.language);

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  userStore.set(null);
  keyStore.setChannelKey('varsity');
  keyStore.setApiKey('varsity', 'test-key');
  HTMLMediaElement.prototype.play = vi.fn(async () => undefined);
  Object.defineProperty(HTMLMediaElement.prototype, 'playbackRate', {
    configurable: true,
    get(this: { rate?: number }) {
      return this.rate ?? 1;
    },
    set(this: { rate?: number }, rate: number) {
      this.rate = rate;
    },
  });
  Object.defineProperty(HTMLMediaElement.prototype, 'textTracks', {
    configurable: true,
    get(this: HTMLVideoElement) {
      return trackListOf(this);
    },
  });
  Object.defineProperty(HTMLTrackElement.prototype, 'track', {
    configurable: true,
    get(this: HTMLTrackElement) {
      return trackOf(this);
    },
  });
});
afterEach(() => {
  delete (HTMLTrackElement.prototype as { track?: unknown }).track;
  delete (HTMLMediaElement.prototype as { textTracks?: unknown }).textTracks;
  delete (HTMLMediaElement.prototype as { playbackRate?: unknown }).playbackRate;
});

describe('playback speed menu', () => {
  it('plays a replay from 0.5× to 2×, named for screen readers', async () => {
    serve(replay());
    await renderApp('/watch/7');
    await waitFor(() => expect(attachStream).toHaveBeenCalled());
    const menu = await screen.findByRole('combobox', { name: 'Playback speed' });
    expect(within(menu).getAllByRole('option').map((option) => option.textContent)).toEqual(['0.5×', '0.75×', '1×', '1.25×', '1.5×', '1.75×', '2×']);
    expect(menu).toHaveValue('1');
    await userEvent.setup().selectOptions(menu, '1.5×');
    expect(playerVideo().playbackRate).toBe(1.5);
    expect(menu).toHaveValue('1.5');
  });

  it('is not offered on a live stream', async () => {
    serve(live());
    await renderApp('/watch/7');
    await waitFor(() => expect(attachStream).toHaveBeenCalled());
    expect(screen.queryByRole('combobox', { name: 'Playback speed' })).not.toBeInTheDocument();
  });
});

describe('captions menu', () => {
  it('appears only for a video with captions, with one track per language on the video', async () => {
    serve(replay());
    const first = await renderApp('/watch/7');
    await waitFor(() => expect(attachStream).toHaveBeenCalled());
    expect(screen.queryByRole('combobox', { name: 'Captions' })).not.toBeInTheDocument();
    expect(playerVideo().querySelectorAll('track')).toHaveLength(0);
    first.unmount();

    serve(replay(TRACKS));
    await renderApp('/watch/7');
    const menu = await screen.findByRole('combobox', { name: 'Captions' });
    expect(within(menu).getAllByRole('option').map((option) => option.textContent)).toEqual(['Off', 'English', 'Français']);
    // The tracks join the video once the programme plays, which may come a moment after the menu.
    await waitFor(() =>
      expect([...playerVideo().querySelectorAll('track')].map((track) => [track.kind, track.srclang, track.label, track.getAttribute('src')])).toEqual([
        ['subtitles', 'en', 'English', TRACKS[0]!.url],
        ['subtitles', 'fr', 'Français', TRACKS[1]!.url],
      ]),
    );
    expect(shownLanguages(playerVideo())).toEqual([]);
  });

  it('switches language, and remembers the choice for this viewer the next time', async () => {
    serve(replay(TRACKS));
    const first = await renderApp('/watch/7');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Captions' }), 'Français');
    expect(shownLanguages(playerVideo())).toEqual(['fr']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Captions' }), 'English');
    expect(shownLanguages(playerVideo())).toEqual(['en']);
    first.unmount();

    serve(replay(TRACKS));
    const second = await renderApp('/watch/7');
    expect(await screen.findByRole('combobox', { name: 'Captions' })).toHaveValue('en');
    await waitFor(() => expect(shownLanguages(playerVideo())).toEqual(['en']));
    second.unmount();

    // Another viewer on this browser has their own choice.
    signIn(makeUser({ id: 9 }));
    serve(replay(TRACKS));
    await renderApp('/watch/7');
    expect(await screen.findByRole('combobox', { name: 'Captions' })).toHaveValue('off');
    expect(shownLanguages(playerVideo())).toEqual([]);
  });

  it('shows each language once when the stream lists the same captions as subtitle renditions', async () => {
    serve(replay(TRACKS));
    await renderApp('/watch/7');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Captions' }), 'English');
    const video = playerVideo();
    await waitFor(() => expect(shownLanguages(video)).toEqual(['en']));
    // Safari reads the master's subtitle group and auto-selects one: it is turned off, ours alone shows.
    streamAddsTrack(video, { kind: 'subtitles', language: 'en', mode: 'showing' });
    streamAddsTrack(video, { kind: 'subtitles', language: 'fr', mode: 'disabled' });
    expect(shownLanguages(video)).toEqual(['en']);
    expect(within(screen.getByRole('combobox', { name: 'Captions' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['Off', 'English', 'Français']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Captions' }), 'Français');
    expect(shownLanguages(video)).toEqual(['fr']);
    expect(trackListOf(video).filter((track) => track.mode === 'showing')).toEqual([trackOf(video.querySelector('track[srclang="fr"]')!)]);
  });

  it('stays away from the ad: no menu and no tracks until the programme plays', async () => {
    serve(replay(TRACKS), { id: 4, url: '/media/prerolls/promo.mp4' });
    await renderApp('/watch/7');
    await waitFor(() => expect(playerVideo()).toHaveAttribute('data-phase', 'preroll'));
    expect(screen.queryByRole('combobox', { name: 'Captions' })).not.toBeInTheDocument();
    expect(playerVideo().querySelectorAll('track')).toHaveLength(0);
  });
});

describe('the ad badge', () => {
  it('says Ad and counts down what is left of the ad', async () => {
    serve(replay(), { id: 4, url: '/media/prerolls/promo.mp4' });
    await renderApp('/watch/7');
    await waitFor(() => expect(playerVideo()).toHaveAttribute('data-phase', 'preroll'));
    const video = playerVideo();
    let position = 0.4;
    Object.defineProperty(video, 'duration', { configurable: true, get: () => 6 });
    Object.defineProperty(video, 'currentTime', { configurable: true, get: () => position });
    act(() => void video.dispatchEvent(new Event('durationchange')));
    // Labelled as an ad all along: media-chrome does not fade it out while the viewer is idle.
    expect(screen.getByText('Ad', { exact: true }).parentElement).toHaveAttribute('noautohide');
    expect(screen.getByText('0:06 left')).toBeInTheDocument();
    position = 1.2;
    act(() => void video.dispatchEvent(new Event('timeupdate')));
    expect(screen.getByText('0:05 left')).toBeInTheDocument();
  });
});

describe('focus in the player', () => {
  it('brings the whole player into view rather than only the control, away from the sticky header', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    serve(replay());
    await renderApp('/watch/7');
    await waitFor(() => expect(attachStream).toHaveBeenCalled());
    const menu = await screen.findByRole('combobox', { name: 'Playback speed' });
    act(() => menu.focus());
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('region', { name: /Video player/ }));
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    // Moving within the player scrolls nothing more.
    act(() => screen.getByRole('combobox', { name: 'Playback speed' }).blur());
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });
});

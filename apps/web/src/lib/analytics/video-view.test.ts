import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaybackEvent, PlayerEvent, StreamEngineEvents } from '../app-events';
import { fakeVideo } from '../../test/fake-video';
import type { AnalyticsItem } from './batch-queue';
import { HEARTBEAT_SECONDS, streamTypeOf, watchVideoView } from './video-view';

function setup() {
  vi.useFakeTimers({ now: 10_000 });
  const fake = fakeVideo({ paused: false });
  Object.defineProperty(fake.video, 'seeking', { get: () => false });
  const stream = { id: 42, scope: 'event' as const, type: 'vod' as const, labels: { sport: 'Soccer', gender: 'women' as const, school: 'North', category: 'Soccer', league: 'D1' } };
  const request: PlaybackEvent = { type: 'playback', step: 'request', view_id: 'view-0001', stream, video: fake.video, at: Date.now() };
  const events: AnalyticsItem[] = [];
  const viewings: AnalyticsItem[] = [];
  const view = watchVideoView(request, { videoEvent: (item) => events.push(item), viewing: (item) => viewings.push(item) });
  const player = (name: PlayerEvent['name'], detail?: string) =>
    view.playerEvent({ type: 'player', name, view_id: 'view-0001', stream, position: 0, at: Date.now(), ...(detail ? { detail } : {}) });
  const names = () => events.map((item) => item.event);
  return { ...fake, view, events, viewings, player, names };
}

describe('a video view’s analytics', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.useRealTimers());

  it('reports the play request, then the first frame with the startup time', () => {
    const { events, player } = setup();
    vi.advanceTimersByTime(850);
    player('first_frame');
    expect(events).toEqual([
      { video_view_uuid: 'view-0001', stream_id: 42, stream_type: 'replay', event: 'play_request', extras: { position: 0 } },
      { video_view_uuid: 'view-0001', stream_id: 42, stream_type: 'replay', event: 'first_frame', extras: { position: 0, startup_ms: 850 } },
    ]);
  });

  it('reports a stall after the first frame as a rebuffer with its length, and resuming as playing', () => {
    const { fire, player, events, names } = setup();
    fire('waiting'); // before the first frame: start-up, not a rebuffer
    player('first_frame');
    fire('waiting');
    vi.advanceTimersByTime(1200);
    fire('playing');
    player('pause');
    fire('playing');
    expect(names()).toEqual(['play_request', 'first_frame', 'rebuffer_start', 'rebuffer_end', 'pause', 'playing']);
    expect(events[3]?.extras).toMatchObject({ rebuffer_ms: 1200 });
  });

  it('reports seeks, the end, and a fatal error with the hls.js error type', () => {
    const { player, events, names } = setup();
    player('seek');
    player('error', 'networkError: manifestLoadError');
    player('complete');
    expect(names()).toEqual(['play_request', 'seek', 'error', 'ended']);
    expect(events[2]?.extras).toMatchObject({ error_type: 'networkError', error_fatal: true });
  });

  it('reports rendition changes with the bitrate from hls.js', () => {
    const { view, events } = setup();
    const listeners = new Map<string, (event: string, data: { level: number }) => void>();
    const hls: StreamEngineEvents = { levels: [{ bitrate: 800_000 }, { bitrate: 3_000_000 }], on: (name, listener) => listeners.set(name, listener), off: (name) => listeners.delete(name) };
    view.attachEngine(hls);
    listeners.get('hlsLevelSwitched')?.('hlsLevelSwitched', { level: 1 });
    expect(events.at(-1)).toMatchObject({ event: 'rendition_change', extras: { bitrate: 3_000_000 } });
    view.end();
    expect(listeners.size).toBe(0);
  });

  it('sends a viewing heartbeat for every 30 s actually played, with the event’s labels, and the rest at the end', () => {
    const { player, state, viewings, view } = setup();
    player('first_frame');
    vi.advanceTimersByTime(HEARTBEAT_SECONDS * 1000 + 500);
    expect(viewings).toEqual([{ video_view_uuid: 'view-0001', stream_id: 42, stream_type: 'replay', viewing_time: 30, sport: 'Soccer', gender: 'women', school: 'North', category: 'Soccer', league: 'D1' }]);
    state.paused = true;
    vi.advanceTimersByTime(60_000); // paused time is not watched
    expect(viewings).toHaveLength(1);
    state.paused = false;
    vi.advanceTimersByTime(10_000);
    view.end();
    expect(viewings.map((item) => item.viewing_time)).toEqual([30, 11]);
  });

  it('counts the time played up to a pause and up to the end, which the browser reports once the video has stopped', () => {
    const { fire, player, state, viewings, view } = setup();
    player('first_frame');
    vi.advanceTimersByTime(10_700);
    state.paused = true;
    player('pause');
    vi.advanceTimersByTime(5_000);
    state.paused = false;
    fire('playing');
    vi.advanceTimersByTime(8_600);
    state.paused = true;
    player('complete');
    expect(viewings.map((item) => item.viewing_time)).toEqual([Math.round(10.7 + 8.6)]);
    view.end();
    expect(viewings).toHaveLength(1);
  });

  it('counts a video adopted from the page’s loader from its first frame, shown before the view began', () => {
    const { view, viewings } = setup();
    const stream = { id: 42, scope: 'event' as const, type: 'vod' as const };
    view.playerEvent({ type: 'player', name: 'first_frame', view_id: 'view-0001', stream, position: 2.5, at: Date.now() - 2_500 });
    vi.advanceTimersByTime(4_000);
    view.end();
    expect(viewings.map((item) => item.viewing_time)).toEqual([Math.round(2.5 + 4)]);
  });

  it('counts an adopted video from its first frame when the view hears its `playing` late (analytics starting after the page)', () => {
    const { fire, view, viewings } = setup();
    const stream = { id: 42, scope: 'event' as const, type: 'vod' as const };
    view.playerEvent({ type: 'player', name: 'first_frame', view_id: 'view-0001', stream, position: 2, at: Date.now() - 2_000 });
    fire('playing');
    vi.advanceTimersByTime(4_000);
    view.end();
    expect(viewings.map((item) => item.viewing_time)).toEqual([2 + 4]);
  });

  it('counts an ad the view heard of late up to its end, not up to when it heard of it', () => {
    const { view, viewings, state } = setup();
    const stream = { id: 42, scope: 'event' as const, type: 'preroll' as const };
    view.playerEvent({ type: 'player', name: 'first_frame', view_id: 'view-0001', stream, position: 0, at: Date.now() - 9_000 });
    state.paused = true;
    view.playerEvent({ type: 'player', name: 'complete', view_id: 'view-0001', stream, position: 6, at: Date.now() - 3_000 });
    expect(viewings.map((item) => item.viewing_time)).toEqual([6]);
  });

  it('names stream types as the service expects', () => {
    expect(streamTypeOf({ id: 1, scope: 'event', type: 'vod' })).toBe('replay');
    expect(streamTypeOf({ id: 1, scope: 'library', type: 'vod' })).toBe('vod');
    expect(streamTypeOf({ id: 1, scope: 'event', type: 'live' })).toBe('live');
    expect(streamTypeOf({ id: 1, scope: 'event', type: 'preroll' })).toBe('preroll');
  });
});

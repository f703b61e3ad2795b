import { describe, expect, it, vi } from 'vitest';
import type { PlayerEvent } from '../../../lib/app-events';
import { fakeVideo } from '../../../test/fake-video';
import { trackPlayerEvents } from './player-events';

const stream = { id: 7, scope: 'event' as const, type: 'vod' as const };

function track() {
  const fake = fakeVideo({ duration: 600 });
  const published: PlayerEvent[] = [];
  const tracker = trackPlayerEvents(fake.video, { stream, publish: (event) => published.push(event), now: () => 1_000 });
  return { ...fake, tracker, published, names: () => published.map((event) => event.name) };
}

describe('player events', () => {
  it('publishes ready, play, first frame, pause, seek and complete from the video’s own events', () => {
    const { fire, video, state, names, published } = track();
    fire('loadedmetadata', 'canplay', 'canplay');
    fire('play', 'playing');
    video.currentTime = 42;
    fire('seeked', 'pause');
    state.ended = true;
    fire('pause', 'ended');
    expect(names()).toEqual(['ready', 'play', 'first_frame', 'seek', 'pause', 'complete']);
    expect(published[3]).toMatchObject({ type: 'player', name: 'seek', stream, position: 42, at: 1_000 });
    expect(new Set(published.map((event) => event.view_id)).size).toBe(1);
  });

  it('publishes what an adopted video did before tracking began, once, when caught up', () => {
    const { video, state, names, tracker, fire } = track();
    state.paused = false;
    Object.defineProperty(video, 'readyState', { value: HTMLMediaElement.HAVE_ENOUGH_DATA });
    video.currentTime = 3;
    tracker.catchUp();
    fire('canplay', 'playing');
    expect(names()).toEqual(['ready', 'play', 'first_frame']);
  });

  it('publishes nothing on catching up with a video that has not started', () => {
    const { names, tracker } = track();
    tracker.catchUp();
    expect(names()).toEqual([]);
  });

  it('uses the video frame callback for the first frame where the browser has it', () => {
    const fake = fakeVideo();
    let frame: () => void = () => undefined;
    Object.assign(fake.video, { requestVideoFrameCallback: vi.fn((callback: () => void) => ((frame = callback), 1)) });
    const published: PlayerEvent[] = [];
    trackPlayerEvents(fake.video, { stream, publish: (event) => published.push(event) });
    fake.fire('playing');
    expect(published).toEqual([]);
    frame();
    frame();
    expect(published.map((event) => event.name)).toEqual(['first_frame']);
  });

  it('does not count the jump to a resume position as a seek', () => {
    const { fire, names } = track();
    fire('seeked', 'canplay');
    expect(names()).toEqual(['ready']);
  });

  it('publishes stop when the viewer leaves a stream that played and did not finish, then goes quiet', () => {
    const { fire, tracker, names } = track();
    fire('play');
    tracker.stop();
    fire('pause');
    expect(names()).toEqual(['play', 'stop']);
  });

  it('publishes no stop for a stream that never started or that finished', () => {
    const idle = track();
    idle.tracker.stop();
    expect(idle.names()).toEqual([]);

    const finished = track();
    finished.fire('play', 'ended');
    finished.tracker.stop();
    expect(finished.names()).toEqual(['play', 'complete']);
  });

  it('publishes errors with what failed', () => {
    const { tracker, published } = track();
    tracker.error('networkError: manifestLoadError');
    expect(published).toEqual([expect.objectContaining({ name: 'error', detail: 'networkError: manifestLoadError' })]);
  });
});

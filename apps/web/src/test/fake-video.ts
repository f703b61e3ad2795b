import { vi } from 'vitest';

export interface FakeVideoState {
  paused?: boolean;
  ended?: boolean;
  duration?: number;
  /** [start, end] of the seekable range, or none. */
  seekable?: [number, number] | null;
}

/** A jsdom <video> whose media state a test sets (jsdom plays nothing), with play/pause recorded. */
export function fakeVideo(initial: FakeVideoState = {}) {
  const video = document.createElement('video');
  const state = { paused: true, ended: false, duration: Number.NaN, seekable: null as [number, number] | null, ...initial };
  Object.defineProperties(video, {
    paused: { get: () => state.paused },
    ended: { get: () => state.ended },
    duration: { get: () => state.duration },
    seekable: {
      get: () => {
        const range = state.seekable;
        return { length: range ? 1 : 0, start: () => range?.[0] ?? 0, end: () => range?.[1] ?? 0 } as unknown as TimeRanges;
      },
    },
  });
  const play = vi.fn(async () => {
    state.paused = false;
  });
  const pause = vi.fn(() => {
    state.paused = true;
  });
  video.play = play;
  video.pause = pause;
  const fire = (...types: string[]) => types.forEach((type) => video.dispatchEvent(new Event(type)));
  return { video, state, play, pause, fire };
}

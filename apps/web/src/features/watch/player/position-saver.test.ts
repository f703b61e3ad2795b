import type { WatchPosition } from '@ott/contracts/watching';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeVideo } from '../../../test/fake-video';
import { createPositionSaver, SAVE_EVERY_MS } from './position-saver';

function playing(at: number, duration = 600) {
  const fake = fakeVideo({ paused: false, duration });
  fake.video.currentTime = at;
  return fake;
}

let batches: WatchPosition[][];
let send: ReturnType<typeof vi.fn<(positions: WatchPosition[]) => Promise<void>>>;

beforeEach(() => {
  vi.useFakeTimers();
  batches = [];
  send = vi.fn(async (positions: WatchPosition[]) => {
    batches.push(positions);
  });
});
afterEach(() => vi.useRealTimers());

describe('saving the place in a replay', () => {
  it('writes every 10 s while playing, once per tick, and nothing while paused', async () => {
    const { video, state } = playing(30.7);
    const stop = createPositionSaver(send).track(video, 7);
    await vi.advanceTimersByTimeAsync(SAVE_EVERY_MS - 1);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([[{ event_id: 7, position: 30, duration: 600 }]]);
    video.currentTime = 40.2;
    await vi.advanceTimersByTimeAsync(SAVE_EVERY_MS);
    state.paused = true;
    video.currentTime = 41;
    await vi.advanceTimersByTimeAsync(3 * SAVE_EVERY_MS);
    expect(batches.map((batch) => batch[0]?.position)).toEqual([30, 40]);
    stop();
  });

  it('writes on pause and on leaving, but not the same place twice', async () => {
    const { video, state, fire } = playing(12);
    const stop = createPositionSaver(send).track(video, 7);
    state.paused = true;
    fire('pause');
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([[{ event_id: 7, position: 12, duration: 600 }]]);
  });

  it('writes on page hide, and the end as the whole length', async () => {
    const { video, state, fire } = playing(100);
    const stop = createPositionSaver(send).track(video, 7);
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    state.ended = true;
    state.paused = true;
    fire('ended');
    await vi.advanceTimersByTimeAsync(0);
    expect(batches.map((batch) => batch[0]?.position)).toEqual([100, 600]);
    stop();
  });

  it('keeps the last place known when the player empties the video before leaving', async () => {
    const { video, state, fire } = playing(75);
    const stop = createPositionSaver(send).track(video, 7);
    fire('timeupdate');
    state.duration = Number.NaN;
    video.currentTime = 0;
    stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([[{ event_id: 7, position: 75, duration: 600 }]]);
  });

  it('writes nothing before the length is known', async () => {
    const { video, fire } = fakeVideo({ paused: true });
    const stop = createPositionSaver(send).track(video, 7);
    fire('pause');
    stop();
    await vi.advanceTimersByTimeAsync(SAVE_EVERY_MS);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends one write at a time, the places that came meanwhile in one batch, the latest per replay', async () => {
    let finish: () => void = () => {};
    send.mockImplementationOnce((positions) => {
      batches.push(positions);
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const saver = createPositionSaver(send);
    const first = playing(20);
    const second = playing(50, 900);
    const stopFirst = saver.track(first.video, 1);
    const stopSecond = saver.track(second.video, 2);
    await vi.advanceTimersByTimeAsync(SAVE_EVERY_MS);
    expect(batches).toEqual([[{ event_id: 1, position: 20, duration: 600 }]]);
    first.video.currentTime = 25;
    first.fire('pause');
    first.video.currentTime = 26;
    first.fire('pause');
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(batches.slice(1)).toEqual([
      [
        { event_id: 2, position: 50, duration: 900 },
        { event_id: 1, position: 26, duration: 600 },
      ],
    ]);
    stopFirst();
    stopSecond();
  });

  it('keeps a failed write’s place for the next one', async () => {
    send.mockRejectedValueOnce(new Error('offline'));
    const { video } = playing(20);
    const stop = createPositionSaver(send).track(video, 7);
    await vi.advanceTimersByTimeAsync(SAVE_EVERY_MS);
    await vi.advanceTimersByTimeAsync(SAVE_EVERY_MS);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[0]).toEqual([{ event_id: 7, position: 20, duration: 600 }]);
    stop();
  });
});

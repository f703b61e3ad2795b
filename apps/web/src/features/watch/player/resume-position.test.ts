import { describe, expect, it } from 'vitest';
import { createExpiringStorage } from '../../../lib/storage';
import { createResumeStore, trackResumePosition } from './resume-position';
import { fakeVideo } from '../../../test/fake-video';

const newStore = () => createResumeStore(createExpiringStorage(window.localStorage));

describe('resume position', () => {
  it('remembers where each video was left, per key', () => {
    const store = newStore();
    store.remember('e7', 42.8, 600);
    store.remember('i3', 90, 600);
    expect(store.positionFor('e7')).toBe(42);
    expect(store.positionFor('i3')).toBe(90);
    expect(createResumeStore(createExpiringStorage(window.localStorage)).positionFor('e7')).toBe(42);
  });

  it('starts over when the video was left at its very start or near its end', () => {
    const store = newStore();
    store.remember('e7', 120, 600);
    store.remember('e7', 3, 600);
    expect(store.positionFor('e7')).toBeUndefined();
    store.remember('e7', 590, 600);
    expect(store.positionFor('e7')).toBeUndefined();
  });

  it('resumes a short video left before its last 5 %, as the account’s saved places do', () => {
    const store = newStore();
    store.remember('e7', 20, 30);
    expect(store.positionFor('e7')).toBe(20);
    store.remember('e7', 29, 30);
    expect(store.positionFor('e7')).toBeUndefined();
    store.remember('e7', 8, 30);
    expect(store.positionFor('e7')).toBeUndefined();
  });

  it('saves while playing at most every 5 s, on pause, and forgets a video watched to the end', () => {
    const store = newStore();
    const { video, fire } = fakeVideo({ duration: 600 });
    let now = 0;
    const stop = trackResumePosition(video, 'e7', store, () => now);
    video.currentTime = 30;
    now = 4_000;
    fire('timeupdate');
    expect(store.positionFor('e7')).toBeUndefined();
    now = 5_000;
    fire('timeupdate');
    expect(store.positionFor('e7')).toBe(30);
    video.currentTime = 47;
    fire('pause');
    expect(store.positionFor('e7')).toBe(47);
    fire('ended');
    expect(store.positionFor('e7')).toBeUndefined();
    stop();
  });

  it('saves the position once more when the viewer leaves', () => {
    const store = newStore();
    const { video } = fakeVideo({ duration: 600 });
    const stop = trackResumePosition(video, 'e7', store, () => 0);
    video.currentTime = 75;
    stop();
    expect(store.positionFor('e7')).toBe(75);
  });
});

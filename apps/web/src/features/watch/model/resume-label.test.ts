import { describe, expect, it } from 'vitest';
import { isResumable, playbackClock } from './resume-label';

describe('the resume label’s time', () => {
  it('reads m:ss under an hour and h:mm:ss from an hour on', () => {
    expect(playbackClock(0)).toBe('0:00');
    expect(playbackClock(9.9)).toBe('0:09');
    expect(playbackClock(754)).toBe('12:34');
    expect(playbackClock(3599)).toBe('59:59');
    expect(playbackClock(3600)).toBe('1:00:00');
    expect(playbackClock(3723)).toBe('1:02:03');
    expect(playbackClock(36000 + 5)).toBe('10:00:05');
  });

  it('reads nonsense as the start', () => {
    expect(playbackClock(Number.NaN)).toBe('0:00');
    expect(playbackClock(-5)).toBe('0:00');
  });
});

describe('which saved places are offered', () => {
  it('offers a replay started for 10 s or more and ended more than 15 s before its end', () => {
    expect(isResumable({ position: 10, duration: 600 })).toBe(true);
    expect(isResumable({ position: 584, duration: 600 })).toBe(true);
  });

  it('counts a short video finished in its last 5 %, a long one in its last 15 s', () => {
    expect(isResumable({ position: 20, duration: 30 })).toBe(true);
    expect(isResumable({ position: 28, duration: 30 })).toBe(true);
    expect(isResumable({ position: 28.5, duration: 30 })).toBe(false);
    expect(isResumable({ position: 7184, duration: 7200 })).toBe(true);
    expect(isResumable({ position: 7185, duration: 7200 })).toBe(false);
  });

  it('does not offer a barely started or as good as finished replay, nor nothing', () => {
    expect(isResumable({ position: 9, duration: 600 })).toBe(false);
    expect(isResumable({ position: 585, duration: 600 })).toBe(false);
    expect(isResumable(null)).toBe(false);
    expect(isResumable(undefined)).toBe(false);
  });
});

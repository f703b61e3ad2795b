import { describe, expect, it } from 'vitest';
import { type DatedSegment, forgetMediaClock, liveSpanOf, mediaClockOf, registerMediaClock, segmentClock } from './media-clock';

const T = Date.parse('2026-11-25T14:00:00.000Z');

/** Three 2 s segments on the <video>'s timeline; the third comes after the feed skipped 6 s of wall clock. */
const SEGMENTS: DatedSegment[] = [
  { start: 100, duration: 2, programDateTime: T },
  { start: 102, duration: 2, programDateTime: T + 2_000 },
  { start: 104, duration: 2, programDateTime: T + 10_000 },
];

function video(currentTime: number, seekable: [number, number] | null): HTMLVideoElement {
  const element = document.createElement('video');
  Object.defineProperty(element, 'currentTime', { value: currentTime });
  const ranges = seekable ? [seekable] : [];
  Object.defineProperty(element, 'seekable', { value: { length: ranges.length, start: (i: number) => ranges[i]![0], end: (i: number) => ranges[i]![1] } });
  return element;
}

describe('the media clock of a live stream', () => {
  it('reads each second’s date from the segment holding it, both ways, across a jump of the wall clock', () => {
    const clock = segmentClock(() => SEGMENTS);
    expect(clock.dateAt(100)).toBe(T);
    expect(clock.dateAt(101.5)).toBe(T + 1_500);
    expect(clock.dateAt(102)).toBe(T + 2_000);
    expect(clock.dateAt(104.25)).toBe(T + 10_250);
    expect(clock.timeAt(T + 3_000)).toBe(103);
    expect(clock.timeAt(T + 11_000)).toBe(105);
  });

  it('goes on from the nearest segment outside them (the live edge, a moment just slid out)', () => {
    const clock = segmentClock(() => SEGMENTS);
    expect(clock.dateAt(107)).toBe(T + 13_000);
    expect(clock.dateAt(99)).toBe(T - 1_000);
    expect(clock.timeAt(T - 2_000)).toBe(98);
  });

  it('knows nothing of a stream without dates', () => {
    const clock = segmentClock(() => [{ start: 0, duration: 2, programDateTime: null }]);
    expect(clock.dateAt(1)).toBeNull();
    expect(clock.timeAt(T)).toBeNull();
    expect(liveSpanOf(video(1, [0, 2]), clock)).toBeNull();
  });

  it('uses the browser’s own clock when it plays HLS itself (Safari’s getStartDate)', () => {
    const element = video(30, [0, 60]);
    expect(mediaClockOf(element)).toBeNull();
    Object.assign(element, { getStartDate: () => new Date(T) });
    expect(mediaClockOf(element)?.dateAt(30)).toBe(T + 30_000);
    expect(mediaClockOf(element)?.timeAt(T + 45_000)).toBe(45);
    Object.assign(element, { getStartDate: () => new Date(Number.NaN) });
    expect(mediaClockOf(element)?.dateAt(30)).toBeNull();
  });

  it('prefers the clock the stream engine registered', () => {
    const element = video(101, [100, 106]);
    registerMediaClock(element, segmentClock(() => SEGMENTS));
    expect(mediaClockOf(element)?.dateAt(101)).toBe(T + 1_000);
  });

  it('shows the date on screen on the <video> while a clock is registered', () => {
    const element = video(101, [100, 106]);
    const dated = element as HTMLVideoElement & { programDateTime?: number | null };
    registerMediaClock(element, segmentClock(() => SEGMENTS));
    expect(dated.programDateTime).toBe(T + 1_000);
    forgetMediaClock(element);
    expect(dated.programDateTime).toBeUndefined();
  });

  it('gives the date on screen, the window’s first date and the live edge', () => {
    expect(liveSpanOf(video(103, [100, 106]), segmentClock(() => SEGMENTS))).toEqual({ playing: T + 3_000, windowStart: T, edge: T + 12_000 });
  });
});

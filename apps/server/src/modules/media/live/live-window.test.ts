import { describe, expect, it } from 'vitest';
import { liveWindow } from './live-window';

const START = Date.parse('2025-11-22T12:00:00Z');
const fiveSegments = [2, 2, 2, 2, 2];
const at = (seconds: number) => START + seconds * 1000;

describe('live window over a looped VOD', () => {
  it('is empty before the first segment is complete', () => {
    expect(liveWindow({ durations: fiveSegments, startedAtMs: START, nowMs: at(1.9), endedAtMs: null, windowSeconds: 6 }).entries).toEqual([]);
    expect(liveWindow({ durations: fiveSegments, startedAtMs: START, nowMs: at(-5), endedAtMs: null, windowSeconds: 6 }).entries).toEqual([]);
  });

  it('adds a segment each time one completes, and slides once the DVR window is full', () => {
    const early = liveWindow({ durations: fiveSegments, startedAtMs: START, nowMs: at(4.5), endedAtMs: null, windowSeconds: 6 });
    expect(early.mediaSequence).toBe(0);
    expect(early.entries.map((entry) => entry.sourceIndex)).toEqual([0, 1]);
    const full = liveWindow({ durations: fiveSegments, startedAtMs: START, nowMs: at(9), endedAtMs: null, windowSeconds: 6 });
    expect(full.mediaSequence).toBe(1);
    expect(full.entries.map((entry) => entry.sourceIndex)).toEqual([1, 2, 3]);
    expect(full.entries[0]!.startMs).toBe(at(2));
  });

  it('loops the source with a discontinuity at each restart and counts the ones that slid out', () => {
    // 10 s per loop; at 23 s segments 0..10 are complete (k = 10 is source 0 of the third loop).
    const window = liveWindow({ durations: fiveSegments, startedAtMs: START, nowMs: at(23), endedAtMs: null, windowSeconds: 8 });
    expect(window.mediaSequence).toBe(7);
    expect(window.entries.map((entry) => [entry.sourceIndex, entry.discontinuity])).toEqual([[2, false], [3, false], [4, false], [0, true]]);
    expect(window.discontinuitySequence).toBe(1);
    expect(window.entries[3]!.startMs).toBe(at(20));
    // Once the restart is the first entry, its tag is counted in the sequence instead.
    const later = liveWindow({ durations: fiveSegments, startedAtMs: START, nowMs: at(29), endedAtMs: null, windowSeconds: 8 });
    expect(later.mediaSequence).toBe(10);
    expect(later.discontinuitySequence).toBe(2);
    expect(later.entries[0]!.discontinuity).toBe(false);
  });

  it('handles uneven segment lengths', () => {
    const window = liveWindow({ durations: [2, 2, 1.5], startedAtMs: START, nowMs: at(11.1), endedAtMs: null, windowSeconds: 4 });
    // Loop 5.5 s: loop 2 starts at 11 s, so the last complete segment is the second loop's 1.5 s one.
    expect(window.entries.map((entry) => entry.sourceIndex)).toEqual([1, 2]);
    expect(window.mediaSequence).toBe(4);
  });

  it('closes the window where the feed was stopped', () => {
    const window = liveWindow({ durations: fiveSegments, startedAtMs: START, nowMs: at(100), endedAtMs: at(9), windowSeconds: 6 });
    expect(window.ended).toBe(true);
    expect(window.entries.map((entry) => entry.sourceIndex)).toEqual([1, 2, 3]);
  });
});

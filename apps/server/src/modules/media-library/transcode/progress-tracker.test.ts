import { describe, expect, it } from 'vitest';
import { createProgressTracker } from './progress-tracker';

describe('the progress of a run', () => {
  it('stores a stage change at once, a percentage at most once per interval, and never goes backwards', async () => {
    let clock = 0;
    const writes: string[] = [];
    const tracker = createProgressTracker({ write: async (stage, percent) => (writes.push(`${stage} ${percent}`), true), onStale: () => {}, intervalMs: 1_000, now: () => clock });
    await tracker.enter('first_rendition', 2);
    tracker.report(10);
    clock = 500;
    tracker.report(20);
    clock = 1_100;
    tracker.report(15);
    tracker.report(30);
    await tracker.enter('ladder');
    await tracker.enter('posters', 10);
    await tracker.settled();
    expect(writes).toEqual(['first_rendition 2', 'first_rendition 30', 'ladder 30', 'posters 30']);
  });

  it('reports once when the run is no longer current and writes nothing more', async () => {
    let stale = 0;
    const writes: number[] = [];
    const tracker = createProgressTracker({ write: async (_stage, percent) => (writes.push(percent), percent < 50), onStale: () => stale++, intervalMs: 0 });
    tracker.report(40);
    tracker.report(60);
    tracker.report(70);
    await tracker.settled();
    expect(writes).toEqual([40, 60]);
    expect(stale).toBe(1);
    expect(tracker.stale).toBe(true);
  });
});

import type { MediaAssetStage } from '@ott/contracts/admin-media';

export interface ProgressTrackerOptions {
  /** Stores the stage and overall percentage; false when the run is no longer current. */
  write: (stage: MediaAssetStage, percent: number) => Promise<boolean>;
  /** Called once when a write finds the run gone (cancelled, retried, deleted). */
  onStale: () => void;
  intervalMs?: number;
  now?: () => number;
}

/**
 * The stage and percentage of one run, stored at most once per interval (a stage change at once)
 * and never going backwards. Writes run one after the other; each tells whether the run is still
 * current, so a cancel is noticed within about an interval.
 */
export function createProgressTracker({ write, onStale, intervalMs = 1_000, now = Date.now }: ProgressTrackerOptions) {
  let stage: MediaAssetStage = 'probe';
  let percent = 0;
  let lastWrite = -Infinity;
  let stale = false;
  let chain: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    lastWrite = now();
    const snapshot = { stage, percent };
    chain = chain.then(async () => {
      if (stale) return;
      if (!(await write(snapshot.stage, snapshot.percent))) {
        stale = true;
        onStale();
      }
    });
    return chain;
  }

  return {
    /** Enters a stage (and at least `atLeast` percent); resolves once stored. */
    enter(next: MediaAssetStage, atLeast = percent): Promise<void> {
      stage = next;
      percent = Math.max(percent, Math.min(100, Math.round(atLeast)));
      return flush();
    },
    /** Reports a percentage; stored when the interval has passed since the last write. */
    report(value: number): void {
      const rounded = Math.min(100, Math.floor(value));
      if (rounded <= percent) return;
      percent = rounded;
      if (now() - lastWrite >= intervalMs) void flush().catch(() => {});
    },
    /** Waits for the writes under way (a failed write rejects here). */
    settled: (): Promise<void> => chain,
    get stale() {
      return stale;
    },
    get percent() {
      return percent;
    },
    get stage() {
      return stage;
    },
  };
}
export type ProgressTracker = ReturnType<typeof createProgressTracker>;

/** A named periodic task: stale rows to delete, a rollup to enqueue. */
export interface Chore {
  name: string;
  /** How often it runs across the cluster; hourly when not said. */
  everyMs?: number;
  /** Its first run is one interval after the start instead of at once. */
  waitFirst?: boolean;
  /** A number is how many rows went (logged when > 0). */
  run(): Promise<number | void>;
}

export const HOURLY_MS = 3_600_000;

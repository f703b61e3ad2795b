import { isRetryable } from './transport';

export type AnalyticsKind = 'session' | 'event' | 'video/event' | 'video/viewing';
/** Sessions first, so that the server has seen a session before its events. */
const KINDS: AnalyticsKind[] = ['session', 'event', 'video/event', 'video/viewing'];
export type AnalyticsItem = Record<string, unknown>;

/** Items per request: well under the server's 100 and its 64 kB body limit. */
export const BATCH_SIZE = 50;
/** Spec §9 leaves the cadence open: every few seconds. */
export const FLUSH_INTERVAL_MS = 5_000;
/** Items kept while they cannot leave (no consent answer yet, server away); the oldest go first. */
export const MAX_HELD_ITEMS = 500;

export interface BatchQueueOptions {
  /** Sends one batch (retrying as it sees fit); a rejection with a retryable error keeps the batch for the next flush. */
  send(kind: AnalyticsKind, items: AnalyticsItem[]): Promise<unknown>;
  /** Hands one batch to navigator.sendBeacon; false when the browser refused it. */
  beacon(kind: AnalyticsKind, items: AnalyticsItem[]): boolean;
  /** Whether items may leave now. */
  ready(): boolean;
  intervalMs?: number;
}

export interface BatchQueue {
  push(kind: AnalyticsKind, item: AnalyticsItem): void;
  flush(): Promise<void>;
  /** The page is going away: everything left goes by beacon. */
  flushByBeacon(): void;
  /** Drops everything held (the visitor refused the cookie notice). */
  clear(): void;
  start(): void;
  stop(): void;
  size(): number;
}

export function createBatchQueue({ send, beacon, ready, intervalMs = FLUSH_INTERVAL_MS }: BatchQueueOptions): BatchQueue {
  const pending = new Map<AnalyticsKind, AnalyticsItem[]>(KINDS.map((kind) => [kind, []]));
  const listOf = (kind: AnalyticsKind) => pending.get(kind) ?? [];
  const size = () => KINDS.reduce((total, kind) => total + listOf(kind).length, 0);
  let flushing: Promise<void> | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;

  const dropOldest = () => {
    for (const kind of [...KINDS].reverse()) {
      const list = listOf(kind);
      if (list.length > 0) return void list.shift();
    }
  };

  async function sendAll(): Promise<void> {
    for (const kind of KINDS) {
      const list = listOf(kind);
      while (list.length > 0 && ready()) {
        const batch = list.splice(0, BATCH_SIZE);
        try {
          await send(kind, batch);
        } catch (error) {
          // A 4xx will never be accepted: dropped. Anything else waits for the next flush.
          if (!isRetryable(error)) continue;
          list.unshift(...batch);
          return;
        }
      }
    }
  }

  return {
    push(kind, item) {
      listOf(kind).push(item);
      if (size() > MAX_HELD_ITEMS) dropOldest();
    },
    flush() {
      if (flushing || !ready() || size() === 0) return flushing ?? Promise.resolve();
      flushing = sendAll().finally(() => {
        flushing = null;
      });
      return flushing;
    },
    flushByBeacon() {
      if (!ready()) return;
      for (const kind of KINDS) {
        const list = listOf(kind);
        while (list.length > 0) {
          const batch = list.slice(0, BATCH_SIZE);
          if (!beacon(kind, batch)) break;
          list.splice(0, batch.length);
        }
      }
    },
    clear() {
      KINDS.forEach((kind) => listOf(kind).splice(0));
    },
    start() {
      timer ??= setInterval(() => void this.flush(), intervalMs);
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
    size,
  };
}

import type { FastifyBaseLogger } from 'fastify';

/** One kind of stale row to delete; `run` returns how many went. */
export interface Chore {
  name: string;
  run(): Promise<number>;
}

export const HOUSEKEEPING_INTERVAL_MS = 3_600_000;

/**
 * Runs every chore now and then every `intervalMs`, on a timer that does not keep the process alive.
 * A failing chore is logged and does not stop the others.
 */
export function startHousekeeping(chores: Chore[], log: Pick<FastifyBaseLogger, 'info' | 'error'>, intervalMs = HOUSEKEEPING_INTERVAL_MS) {
  const runAll = async () => {
    for (const chore of chores) {
      try {
        const deleted = await chore.run();
        if (deleted > 0) log.info({ chore: chore.name, deleted }, 'housekeeping deleted stale rows');
      } catch (error) {
        log.error({ chore: chore.name, err: error }, 'housekeeping chore failed');
      }
    }
  };
  const timer = setInterval(() => void runAll(), intervalMs);
  timer.unref();
  return { firstRun: runAll(), stop: () => clearInterval(timer) };
}

import type { Chore } from '../../../lib/housekeeping';

const MINUTE_MS = 60_000;

/**
 * Every minute: enqueue the rollup job (the queue's jobId per minute keeps instances from doubling it); every hour:
 * the retention chore. Errors (a database not migrated yet, a queue closing) are logged and the next tick tries again.
 * The timer does not keep the process alive.
 */
export function startRollupSchedule(
  tick: (minute: string) => Promise<void>,
  chores: Chore[],
  log: { error(details: object, message: string): void; info(details: object, message: string): void },
  intervalMs = MINUTE_MS,
) {
  let ticks = 0;
  const run = async () => {
    try {
      await tick(new Date().toISOString().slice(0, 16));
    } catch (error) {
      log.error({ err: error }, 'analytics rollup could not be enqueued');
    }
    if (ticks++ % 60 !== 0) return;
    for (const chore of chores) {
      try {
        const deleted = await chore.run();
        if (deleted > 0) log.info({ chore: chore.name, deleted }, 'housekeeping deleted stale rows');
      } catch (error) {
        log.error({ chore: chore.name, err: error }, 'housekeeping chore failed');
      }
    }
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), runNow: run };
}

import type { FastifyBaseLogger } from 'fastify';
import { type Chore, HOURLY_MS } from './chore';
import type { createChoreLeasesRepository } from './chore-leases.repository';

/** Resolves to the start of the period this instance claimed (it runs the chore), or null when it is not due. */
export type ClaimPeriod = (name: string, everyMs: number) => Promise<Date | null>;

/**
 * Periods claimed in the database the instances share (docs/decisions/0069-chores-once-per-cluster.md). A claimed
 * period is 90 % of the interval, so whichever instance's timer fires next finds the chore due: one run per interval
 * across the cluster, whatever the instances' phases.
 */
export function claimInDatabase(leases: ReturnType<typeof createChoreLeasesRepository>, holder: string, now: () => number = Date.now): ClaimPeriod {
  return async (name, everyMs) => {
    const at = new Date(now());
    const claimed = await leases.claim(name, at.toISOString(), new Date(at.getTime() + Math.floor(everyMs * 0.9)).toISOString(), holder);
    return claimed ? at : null;
  };
}

export interface ChoreOptions {
  claim: ClaimPeriod;
  log: Pick<FastifyBaseLogger, 'info' | 'error' | 'debug'>;
  /** Every chore's interval instead of its own (tests). */
  everyMs?: number;
}

/**
 * Runs each chore at once (or after one interval) and then every interval, when its period is claimed, on timers that
 * do not keep the process alive. A failing chore is logged and tried again next interval; a run still going skips its
 * next tick.
 */
export function startChores(chores: readonly Chore[], { claim, log, everyMs }: ChoreOptions) {
  const timers: NodeJS.Timeout[] = [];
  const first: Promise<void>[] = [];
  for (const chore of chores) {
    const interval = everyMs ?? chore.everyMs ?? HOURLY_MS;
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        const period = await claim(chore.name, interval);
        if (!period) return;
        log.debug({ chore: chore.name, period: period.toISOString() }, 'chore claimed');
        const deleted = await chore.run();
        if (typeof deleted === 'number' && deleted > 0) log.info({ chore: chore.name, deleted }, 'housekeeping deleted stale rows');
      } catch (error) {
        log.error({ chore: chore.name, err: error }, 'chore failed');
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => void tick(), interval);
    timer.unref();
    timers.push(timer);
    if (!chore.waitFirst) first.push(tick());
  }
  return { firstRun: Promise.all(first).then(() => undefined), stop: () => timers.forEach((timer) => clearInterval(timer)) };
}

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config';
import type { Database } from '../../../db/schema';
import type { Chore } from '../../../lib/chores/chore';
import type { JobQueue } from '../../../lib/queue';
import { enqueueJob, handleJob } from '../../../lib/queue/job-type';
import { analyticsAdminRoutes } from '../analytics.admin-routes';
import { createAnalyticsAdminService } from '../analytics.admin-service';
import { createAnalyticsRepository } from '../analytics.repository';
import { createRevenueRepository } from '../revenue.repository';
import { createRevenueService } from '../revenue.service';
import { createRawViewersRepository } from './raw-viewers.repository';
import { ANALYTICS_ROLLUP_JOB, runRollup } from './rollup-job';
import { createRollupsReadRepository } from './rollups-read.repository';
import { createRollupsRepository } from './rollups.repository';
import { createUniqueViewers } from './unique-viewers';

export interface AnalyticsRollupsDeps {
  config: Pick<Config, 'analyticsRawRetentionDays'>;
  db: Kysely<Database>;
  queue: JobQueue;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The minute's run: one per minute even if two instances asked (job ids take no ':'). */
export const enqueueMinute = (queue: JobQueue, minute: string) => enqueueJob(queue, ANALYTICS_ROLLUP_JOB, { reason: 'minute' }, { jobId: `rollup-${minute.replace(':', '.')}` });

/**
 * Analytics rollups (issue 16): the rollup job (every minute, and on the console's "refresh now"), raw-row retention
 * (hourly) and the console's analytics routes, which read the rollups only. Both periodic runs are chores: once per
 * cluster, where chores run.
 */
export function createAnalyticsRollups({ config, db, queue }: AnalyticsRollupsDeps) {
  const repository = createRollupsRepository(db);
  handleJob(queue, ANALYTICS_ROLLUP_JOB, async () => {
    await runRollup(repository);
  });
  const retention: Chore = {
    name: 'raw analytics past retention',
    run: () => repository.deleteRawBefore(new Date(Date.now() - config.analyticsRawRetentionDays * DAY_MS).toISOString()),
  };
  const refresh = () => enqueueJob(queue, ANALYTICS_ROLLUP_JOB, { reason: 'refresh' });
  // The first minute's run comes a minute after the start, as it always has.
  const minuteRun: Chore = { name: 'analytics rollup', everyMs: MINUTE_MS, waitFirst: true, run: () => enqueueMinute(queue, new Date().toISOString().slice(0, 16)) };

  async function registerRoutes(app: FastifyInstance): Promise<void> {
    const uniqueViewers = createUniqueViewers({ raw: createRawViewersRepository(db), retentionDays: config.analyticsRawRetentionDays });
    const analyticsAdmin = createAnalyticsAdminService(createRollupsReadRepository(db), createAnalyticsRepository(db), uniqueViewers);
    await app.register(analyticsAdminRoutes, { analyticsAdmin, revenue: createRevenueService(createRevenueRepository(db)), refresh });
  }

  return { repository, refresh, chores: [minuteRun, retention], registerRoutes };
}

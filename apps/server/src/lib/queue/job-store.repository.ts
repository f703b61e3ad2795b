import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../db/create-database';
import type { Database } from '../../db/schema';

export interface ClaimedJob {
  id: number;
  jobKey: string | null;
  payload: string;
  requestId: string | null;
  /** Runs started so far, this one included. */
  attempts: number;
  /** Proves the claim is still ours when the outcome is recorded. */
  leaseToken: string;
}

export type FinalStatus = 'done' | 'dead';

/** The SQL of the database queue: jobs are claimed with a lease, so a crashed worker's jobs come back. */
export function createJobStore(db: Kysely<Database>, dialect: DialectName) {
  const due = (now: string) =>
    db
      .selectFrom('jobs')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', now)]),
          eb.and([eb('status', '=', 'running'), eb('locked_until', '<=', now)]),
        ]),
      );

  return {
    /** Inserts a job; with a key, a job already stored under that name and key wins and nothing is added. */
    async insert(job: { name: string; jobKey: string | null; payload: string; requestId: string | null; runAt: Date; now: Date }): Promise<void> {
      const at = job.now.toISOString();
      await db
        .insertInto('jobs')
        .values({
          name: job.name,
          job_key: job.jobKey,
          payload: job.payload,
          status: 'pending',
          attempts: 0,
          run_at: job.runAt.toISOString(),
          locked_until: null,
          lease_token: null,
          last_error: null,
          request_id: job.requestId,
          created_at: at,
          updated_at: at,
        })
        .onConflict((conflict) => conflict.columns(['name', 'job_key']).doNothing())
        .execute();
    },

    /**
     * Takes up to `limit` due jobs of one name: pending ones whose time has come and running ones whose
     * lease ran out. PostgreSQL workers skip rows another worker is claiming; SQLite serialises writers.
     */
    async claim(name: string, limit: number, now: Date, leaseMs: number): Promise<ClaimedJob[]> {
      const at = now.toISOString();
      const leaseToken = randomUUID();
      const candidates = due(at)
        .where('name', '=', name)
        .orderBy('run_at')
        .orderBy('id')
        .limit(limit)
        .$if(dialect === 'postgres', (query) => query.forUpdate().skipLocked());
      const rows = await db
        .updateTable('jobs')
        .set((eb) => ({
          status: 'running',
          attempts: eb('attempts', '+', 1),
          locked_until: new Date(now.getTime() + leaseMs).toISOString(),
          lease_token: leaseToken,
          updated_at: at,
        }))
        .where('id', 'in', candidates)
        .returning(['id', 'job_key', 'payload', 'attempts', 'request_id'])
        .execute();
      return rows.map((row) => ({ id: row.id, jobKey: row.job_key, payload: row.payload, requestId: row.request_id, attempts: row.attempts, leaseToken }));
    },

    /** Records a final outcome unless the lease was lost to another worker meanwhile. */
    async finish(job: ClaimedJob, status: FinalStatus, now: Date, error: string | null = null): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ status, locked_until: null, lease_token: null, last_error: error, updated_at: now.toISOString() })
        .where('id', '=', job.id)
        .where('lease_token', '=', job.leaseToken)
        .execute();
    },

    /** Puts a failed job back to wait for its next attempt. */
    async retryAt(job: ClaimedJob, runAt: Date, now: Date, error: string): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ status: 'pending', run_at: runAt.toISOString(), locked_until: null, lease_token: null, last_error: error, updated_at: now.toISOString() })
        .where('id', '=', job.id)
        .where('lease_token', '=', job.leaseToken)
        .execute();
    },

    /** Jobs of these names that have not finished, due or not. */
    async countUnfinished(names: string[]): Promise<number> {
      if (names.length === 0) return 0;
      const row = await db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('name', 'in', names)
        .where('status', 'in', ['pending', 'running'])
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /**
     * Unfinished jobs per name and state: running, waiting (due) or delayed (scheduled later, or waiting for a retry),
     * with the oldest one's start (running) or due time (waiting).
     */
    async depth(names: string[], now: Date): Promise<Array<{ name: string; state: string; count: number | string; oldest: string | null }>> {
      if (names.length === 0) return [];
      const at = now.toISOString();
      const unfinished = db
        .selectFrom('jobs')
        .select([
          'name',
          sql<string>`case when status = 'running' then 'running' when run_at <= ${at} then 'waiting' else 'delayed' end`.as('state'),
          sql<string>`case when status = 'running' then updated_at else run_at end`.as('since'),
        ])
        .where('name', 'in', names)
        .where('status', 'in', ['pending', 'running']);
      return db
        .selectFrom(unfinished.as('j'))
        .select((eb) => ['j.name', 'j.state', eb.fn.countAll<number | string>().as('count'), eb.fn.min('j.since').as('oldest')])
        .groupBy(['j.name', 'j.state'])
        .execute();
    },

    /** Deletes finished jobs last touched before `before`; returns how many went. */
    async purgeFinished(before: Date): Promise<number> {
      const [result] = await db
        .deleteFrom('jobs')
        .where('status', 'in', ['done', 'dead'])
        .where('updated_at', '<', before.toISOString())
        .execute();
      return Number(result?.numDeletedRows ?? 0);
    },
  };
}
export type JobStore = ReturnType<typeof createJobStore>;

import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DialectName } from '../src/db/create-database';
import type { Database } from '../src/db/schema';
import { createQueue, type JobQueue } from '../src/lib/queue';
import { createJobStore } from '../src/lib/queue/job-store.repository';
import { FINISHED_JOB_RETENTION_MS } from '../src/lib/queue/types';
import { createTestApp, dialects, migrateWithRetry, type TestApp } from './helper';
import { quietLogger } from './queue-backends';

const MINUTE = 60_000;
const waitFor = async (check: () => boolean | Promise<boolean>, ms = 2_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe.each(dialects)('database queue specifics (%s)', (dialect: DialectName) => {
  let t: TestApp;
  let db: Kysely<Database>;
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const queues: JobQueue[] = [];
  const make = (pollIntervalMs = 20) => {
    const queue = createQueue({ db, dialect, redisUrl: null, logger: quietLogger(), now, pollIntervalMs });
    queues.push(queue);
    return queue;
  };
  const rowOf = (name: string) => db.selectFrom('jobs').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

  // One schema per suite: every PostgreSQL schema costs a migration.
  beforeAll(async () => {
    t = await createTestApp(dialect, { empty: true });
    db = t.db;
    await migrateWithRetry(t.app.database);
  });
  afterAll(async () => t?.close());
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop()));
    await db.deleteFrom('jobs').execute();
    offsetMs = 0;
  });

  it('is woken by an enqueue in the same process instead of waiting for the next poll', async () => {
    const queue = make(60 * MINUTE);
    let ran = false;
    queue.define('test.prompt', async () => void (ran = true));
    await queue.start();
    await queue.enqueue('test.prompt', {});
    await waitFor(() => ran, 1_000);
  });

  it('doubles the wait between attempts and keeps the last error of a dead job', async () => {
    const queue = make();
    let calls = 0;
    queue.define(
      'test.failing',
      async () => {
        calls += 1;
        throw new Error(`failure ${calls}`);
      },
      { attempts: 3, backoffMs: MINUTE },
    );
    await queue.start();
    const enqueuedAt = now().getTime();
    await queue.enqueue('test.failing', {});

    // Pending again after its first attempt (attempts counts claims): a row read before the claim is pending too, so
    // `calls` alone could pair a stale row with the call, and a row read next could still be the claimed one.
    const retryPending = (attempt: number) => async () => {
      const row = await rowOf('test.failing');
      return row.status === 'pending' && row.attempts === attempt;
    };
    await waitFor(retryPending(1));
    expect(calls).toBe(1);
    const first = await rowOf('test.failing');
    expect(Date.parse(first.run_at) - enqueuedAt).toBeGreaterThanOrEqual(MINUTE);
    expect(Date.parse(first.run_at) - enqueuedAt).toBeLessThan(MINUTE + 5_000);

    offsetMs += MINUTE;
    await waitFor(retryPending(2));
    expect(calls).toBe(2);
    const second = await rowOf('test.failing');
    // Failed right when it became due (first.run_at), then waits twice the backoff.
    expect(Date.parse(second.run_at) - Date.parse(first.run_at)).toBeGreaterThanOrEqual(2 * MINUTE);
    expect(Date.parse(second.run_at) - Date.parse(first.run_at)).toBeLessThan(2 * MINUTE + 5_000);

    offsetMs += 2 * MINUTE;
    await waitFor(async () => (await rowOf('test.failing')).status === 'dead');
    expect(await rowOf('test.failing')).toMatchObject({ attempts: 3, last_error: 'Error: failure 3', locked_until: null });
    expect(calls).toBe(3);
  });

  it('lets no worker record an outcome after its lease passed to another', async () => {
    const queue = make();
    queue.define('test.contested', async () => {});
    await queue.enqueue('test.contested', {});
    const store = createJobStore(db, dialect);
    const [stale] = await store.claim('test.contested', 1, now(), 1_000);
    expect(await store.claim('test.contested', 1, now(), 1_000)).toEqual([]);
    offsetMs += 1_001;
    const [fresh] = await store.claim('test.contested', 1, now(), 1_000);
    if (!stale || !fresh) throw new Error('claims expected');
    expect(fresh.attempts).toBe(2);

    await store.finish(stale, 'dead', now(), 'stale outcome');
    expect(await rowOf('test.contested')).toMatchObject({ status: 'running', last_error: null });
    await store.finish(fresh, 'done', now());
    expect(await rowOf('test.contested')).toMatchObject({ status: 'done' });
  });

  it('declares dead, without running it again, a job whose last attempt was abandoned', async () => {
    const queue = make();
    let calls = 0;
    queue.define('test.abandoned', async () => void (calls += 1), { attempts: 1, timeoutMs: 1_000 });
    await queue.enqueue('test.abandoned', {});
    await createJobStore(db, dialect).claim('test.abandoned', 1, now(), 1_000);
    offsetMs += 1_001;
    await queue.start();
    await queue.drain();
    expect(calls).toBe(0);
    expect(await rowOf('test.abandoned')).toMatchObject({ status: 'dead', last_error: 'lease expired on the last attempt' });
  });

  it('waits for runAt', async () => {
    // The queue reads its clock on every poll: counting the reads tells when it has looked at the table again.
    let clockReads = 0;
    const queue = createQueue({ db, dialect, redisUrl: null, logger: quietLogger(), now: () => ((clockReads += 1), now()), pollIntervalMs: 20 });
    queues.push(queue);
    let ran = false;
    queue.define('test.later', async () => void (ran = true));
    await queue.start();
    await queue.enqueue('test.later', {}, { runAt: new Date(now().getTime() + 10 * MINUTE) });
    const afterEnqueue = clockReads;
    await waitFor(() => clockReads >= afterEnqueue + 3);
    expect(ran).toBe(false);
    offsetMs += 10 * MINUTE;
    await waitFor(() => ran);
  });

  it('hands each job to exactly one of several workers polling the same table', async () => {
    const runs: number[] = [];
    const workers = [make(5), make(5), make(5)];
    for (const worker of workers) {
      worker.define<number>(
        'test.shared',
        async (n) => {
          runs.push(n);
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
        { concurrency: 3 },
      );
    }
    await Promise.all(Array.from({ length: 30 }, (_, n) => workers[0]?.enqueue('test.shared', n)));
    await Promise.all(workers.map((worker) => worker.start()));
    await Promise.all(workers.map((worker) => worker.drain()));
    expect(runs.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
  });

  it('purges finished jobs once they are older than the retention', async () => {
    const queue = make();
    queue.define('test.old', async () => {});
    await queue.start();
    await queue.enqueue('test.old', {}, { jobId: 'kept-id' });
    await queue.drain();
    expect(await queue.purgeFinished()).toBe(0);
    offsetMs += FINISHED_JOB_RETENTION_MS + 1;
    expect(await queue.purgeFinished()).toBe(1);
    expect(await db.selectFrom('jobs').selectAll().execute()).toEqual([]);
  });
});

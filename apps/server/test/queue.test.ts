import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JobContext, JobQueue } from '../src/lib/queue';
import { JobTimeoutError } from '../src/lib/queue/run-job';
import { currentRequestId } from '../src/lib/request-context';
import { type QueueHarness, queueBackends, testRedisUrl } from './queue-backends';

if (!testRedisUrl) console.warn('TEST_REDIS_URL is not set: the BullMQ queue is NOT tested, only the database queue.');

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(queueBackends)('$label', (backend) => {
  let harness: QueueHarness;
  let queue: JobQueue;
  beforeAll(async () => {
    harness = await backend.open();
  });
  afterAll(async () => harness?.close());
  beforeEach(() => {
    queue = harness.make();
  });
  afterEach(async () => harness.reset());

  it('runs an enqueued job with its payload', async () => {
    const seen: unknown[] = [];
    queue.define<{ n: number }>('test.echo', async (payload) => void seen.push(payload));
    await queue.start();
    await queue.enqueue('test.echo', { n: 1 });
    await queue.drain();
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('retries a failing job with backoff until it succeeds, telling the handler which attempt it is', async () => {
    const attempts: number[] = [];
    queue.define(
      'test.flaky',
      async (_payload, context: JobContext) => {
        attempts.push(context.attempt);
        if (context.attempt < 3) throw new Error(`failure ${context.attempt}`);
      },
      { attempts: 5, backoffMs: 20 },
    );
    await queue.start();
    await queue.enqueue('test.flaky', {});
    await queue.drain();
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('gives up after the allowed attempts', async () => {
    let calls = 0;
    queue.define(
      'test.broken',
      async () => {
        calls += 1;
        throw new Error('always');
      },
      { attempts: 2, backoffMs: 20 },
    );
    await queue.start();
    await queue.enqueue('test.broken', {});
    // Drained: the job is dead, so no third run can follow.
    await queue.drain();
    expect(calls).toBe(2);
  });

  it('aborts a run that exceeds its timeout and counts it as failed', async () => {
    const reasons: unknown[] = [];
    queue.define(
      'test.slow',
      (_payload, { signal }) =>
        new Promise<void>((resolve) => {
          signal.addEventListener('abort', () => {
            reasons.push(signal.reason);
            resolve();
          });
        }),
      { attempts: 1, timeoutMs: 50 },
    );
    await queue.start();
    await queue.enqueue('test.slow', {});
    await queue.drain();
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toBeInstanceOf(JobTimeoutError);
  });

  it('accepts a jobId once, even after the job ran, and scopes ids by job name', async () => {
    const seen: string[] = [];
    queue.define<string>('test.once', async (payload) => void seen.push(`once:${payload}`));
    queue.define<string>('test.other', async (payload) => void seen.push(`other:${payload}`));
    await queue.start();
    await queue.enqueue('test.once', 'first', { jobId: 'mail-42' });
    await queue.enqueue('test.once', 'second', { jobId: 'mail-42' });
    await queue.drain();
    await queue.enqueue('test.once', 'third', { jobId: 'mail-42' });
    await queue.enqueue('test.other', 'fourth', { jobId: 'mail-42' });
    await queue.drain();
    expect(seen.sort()).toEqual(['once:first', 'other:fourth']);
  });

  it('keeps jobs across a restart: a new instance runs what the stopped one left pending', async () => {
    queue.define('test.durable', async () => {});
    await queue.enqueue('test.durable', { n: 1 });
    await queue.stop();

    const seen: unknown[] = [];
    const restarted = harness.make();
    restarted.define('test.durable', async (payload) => void seen.push(payload));
    await restarted.start();
    await restarted.drain();
    expect(seen).toEqual([{ n: 1 }]);
  });

  it("runs a crashed worker's job again once its lease ran out", async () => {
    const leaseMs = 300;
    const seen: unknown[] = [];
    queue.define('test.orphan', async () => {});
    await queue.enqueue('test.orphan', { n: 7 });
    await harness.crashWhileRunning('test.orphan', leaseMs);
    await queue.stop();

    const survivor = harness.make({ leaseMarginMs: leaseMs });
    survivor.define('test.orphan', async (payload) => void seen.push(payload), { timeoutMs: leaseMs });
    // start() resolves after the survivor's first look at the storage, which runs at once what it claims.
    await survivor.start();
    if (!backend.realTime) expect(seen).toEqual([]);
    harness.advance(leaseMs + 1);
    await survivor.drain();
    expect(seen).toEqual([{ n: 7 }]);
  });

  it('runs no more jobs of a name at once than its concurrency', async () => {
    let active = 0;
    let peak = 0;
    queue.define(
      'test.parallel',
      async () => {
        active += 1;
        peak = Math.max(peak, active);
        await tick(30);
        active -= 1;
      },
      { concurrency: 2 },
    );
    await queue.start();
    await Promise.all([1, 2, 3, 4, 5].map((n) => queue.enqueue('test.parallel', { n })));
    await queue.drain();
    expect(peak).toBe(2);
  });

  it('waits for running jobs when stopped', async () => {
    let finished = false;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    queue.define('test.finishing', async () => {
      started();
      await tick(100);
      finished = true;
    });
    await queue.start();
    await queue.enqueue('test.finishing', {});
    await running;
    await queue.stop();
    expect(finished).toBe(true);
  });

  it('runs jobs of a name defined after the worker started', async () => {
    await queue.start();
    const seen: unknown[] = [];
    queue.define('test.late', async (payload) => void seen.push(payload));
    await queue.enqueue('test.late', 'late');
    await queue.drain();
    expect(seen).toEqual(['late']);
  });

  it('refuses jobs of an undefined name and ids the backends cannot share', async () => {
    queue.define('test.defined', async () => {});
    await expect(queue.enqueue('test.undefined', {})).rejects.toThrow(/No job named/);
    await expect(queue.enqueue('test.defined', {}, { jobId: 'a:b' })).rejects.toThrow(/Invalid job id/);
    expect(() => queue.define('test.defined', async () => {})).toThrow(/already defined/);
  });

  it("runs a job under the id of the request that enqueued it, and passes it on to the jobs it enqueues", async () => {
    const seen: Array<[string, string | null]> = [];
    queue.define<string>('test.parent', async (payload) => {
      seen.push([payload, currentRequestId()]);
      await queue.enqueue('test.child', 'child');
    });
    queue.define<string>('test.child', async (payload) => void seen.push([payload, currentRequestId()]));
    await queue.start();
    await queue.enqueue('test.parent', 'parent', { requestId: 'req-abc' });
    await queue.enqueue('test.child', 'alone');
    await queue.drain();
    expect(seen.sort()).toEqual([
      ['alone', null],
      ['child', 'req-abc'],
      ['parent', 'req-abc'],
    ]);
  });

  it('counts unfinished jobs per name and state, with the age of the oldest waiting one', async () => {
    queue.define('test.counted', async () => {});
    queue.define('test.idle', async () => {});
    await queue.enqueue('test.counted', { n: 1 });
    await queue.enqueue('test.counted', { n: 2 });
    await queue.enqueue('test.counted', { n: 3 }, { runAt: new Date(Date.now() + 3_600_000) });
    harness.advance(5_000);
    const depth = await queue.depth();
    const counted = depth.filter((row) => row.name === 'test.counted');
    expect(counted.find((row) => row.state === 'waiting')).toMatchObject({ count: 2 });
    expect(counted.find((row) => row.state === 'delayed')).toEqual({ name: 'test.counted', state: 'delayed', count: 1, oldestSeconds: 0 });
    expect(depth.filter((row) => row.name === 'test.idle' && row.count > 0)).toEqual([]);
    const age = counted.find((row) => row.state === 'waiting')!.oldestSeconds;
    if (backend.realTime) expect(age).toBeLessThan(5);
    else expect(age).toBeGreaterThanOrEqual(5);
  });
});

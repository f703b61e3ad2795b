import { describe, expect, it } from 'vitest';
import { JobTimeoutError, checkJobId, retryDelay, runJob, settingsWithDefaults } from './run-job';
import { DEFAULT_JOB_SETTINGS } from './types';

const context = { jobId: 'j', attempt: 1, attempts: 3 };

describe('retryDelay', () => {
  it('doubles the backoff after each failed attempt', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelay(attempt, 500))).toEqual([500, 1_000, 2_000, 4_000]);
  });
});

describe('runJob', () => {
  it('passes the payload and context to the handler', async () => {
    const seen: unknown[] = [];
    await runJob(async (payload, ctx) => void seen.push(payload, ctx.attempt, ctx.signal.aborted), { a: 1 }, context, 1_000);
    expect(seen).toEqual([{ a: 1 }, 1, false]);
  });

  it('fails at the timeout even when the handler ignores its aborted signal', async () => {
    let signal: AbortSignal | undefined;
    const started = Date.now();
    const run = runJob((_payload, ctx) => ((signal = ctx.signal), new Promise<void>(() => {})), null, context, 30);
    await expect(run).rejects.toBeInstanceOf(JobTimeoutError);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(signal?.aborted).toBe(true);
  });

  it('forwards a cancellation from the backend to the handler', async () => {
    const cancel = new AbortController();
    const run = runJob(
      (_payload, ctx) => new Promise<void>((_resolve, reject) => ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason as Error))),
      null,
      context,
      10_000,
      cancel.signal,
    );
    cancel.abort(new Error('cancelled'));
    await expect(run).rejects.toThrow('cancelled');
  });

  it('reports a handler that throws synchronously as a failed run', async () => {
    const run = runJob(() => {
      throw new Error('sync');
    }, null, context, 1_000);
    await expect(run).rejects.toThrow('sync');
  });
});

describe('job ids and settings', () => {
  it('accepts ids both backends can store and refuses the others', () => {
    expect(() => checkJobId('mail-42')).not.toThrow();
    expect(() => checkJobId('user@example.com')).not.toThrow();
    for (const bad of ['', 'a:b', 'with space', 'x'.repeat(201)]) expect(() => checkJobId(bad)).toThrow(`Invalid job id "${bad}": 1–200 letters, digits or . _ @ + -`);
  });

  it('fills defaults and refuses settings that cannot work', () => {
    expect(settingsWithDefaults({ attempts: 2 })).toEqual({ ...DEFAULT_JOB_SETTINGS, attempts: 2 });
    expect(settingsWithDefaults({ backoffMs: 0 }).backoffMs).toBe(0);
    expect(() => settingsWithDefaults({ attempts: 0 })).toThrow(/attempts/);
    expect(() => settingsWithDefaults({ timeoutMs: 1.5 })).toThrow(/timeoutMs/);
  });
});

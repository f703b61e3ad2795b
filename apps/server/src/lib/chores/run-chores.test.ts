import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimInDatabase, startChores } from './run-chores';

const log = () => ({ info: vi.fn(), error: vi.fn(), debug: vi.fn() });
const always = async () => new Date();

describe('chores', () => {
  afterEach(() => vi.useRealTimers());

  it('runs every chore at once, then every interval, until stopped; a waitFirst chore first after one interval', async () => {
    vi.useFakeTimers();
    const tokens = vi.fn(async () => 3);
    const jobs = vi.fn(async () => 0);
    const rollup = vi.fn(async () => undefined);
    const logger = log();
    const chores = startChores(
      [
        { name: 'tokens', run: tokens, everyMs: 1_000 },
        { name: 'jobs', run: jobs, everyMs: 1_000 },
        { name: 'rollup', run: rollup, everyMs: 500, waitFirst: true },
      ],
      { claim: always, log: logger },
    );
    await chores.firstRun;
    expect([tokens.mock.calls.length, jobs.mock.calls.length, rollup.mock.calls.length]).toEqual([1, 1, 0]);
    expect(logger.info).toHaveBeenCalledWith({ chore: 'tokens', deleted: 3 }, 'housekeeping deleted stale rows');
    expect(logger.info).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect([tokens.mock.calls.length, rollup.mock.calls.length]).toEqual([3, 4]);
    chores.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(tokens).toHaveBeenCalledTimes(3);
  });

  it('runs a chore only for the periods it claims, with its interval', async () => {
    const claims: Array<[string, number]> = [];
    const run = vi.fn(async () => 0);
    const chores = startChores([{ name: 'mine', run, everyMs: 7_000 }, { name: 'theirs', run }], {
      claim: async (name, everyMs) => {
        claims.push([name, everyMs]);
        return name === 'mine' ? new Date() : null;
      },
      log: log(),
    });
    await chores.firstRun;
    chores.stop();
    expect(claims).toEqual([
      ['mine', 7_000],
      ['theirs', 3_600_000],
    ]);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('logs a failing chore (or claim) and still runs the next one', async () => {
    const logger = log();
    const next = vi.fn(async () => 0);
    const chores = startChores([{ name: 'broken', run: async () => Promise.reject(new Error('db down')) }, { name: 'next', run: next }], { claim: always, log: logger });
    await expect(chores.firstRun).resolves.toBeUndefined();
    chores.stop();
    expect(next).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith({ chore: 'broken', err: new Error('db down') }, 'chore failed');
  });

  it('skips a tick while the previous run of the chore is still going', async () => {
    vi.useFakeTimers();
    let finish = () => {};
    const run = vi.fn(() => new Promise<number>((resolve) => (finish = () => resolve(0))));
    const chores = startChores([{ name: 'slow', run, everyMs: 1_000 }], { claim: always, log: log() });
    await vi.advanceTimersByTimeAsync(3_500);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    chores.stop();
  });

  it('does not keep the process alive', () => {
    const spy = vi.spyOn(globalThis, 'setInterval');
    const chores = startChores([{ name: 'idle', run: async () => 0, waitFirst: true }], { claim: always, log: log() });
    expect((spy.mock.results[0]?.value as NodeJS.Timeout).hasRef()).toBe(false);
    chores.stop();
    spy.mockRestore();
  });

  it('claims a period of 90 % of the interval, from now, and says when it began if it got it', async () => {
    const claim = vi.fn(async () => true);
    const at = Date.parse('2026-11-29T12:00:00.000Z');
    expect(await claimInDatabase({ claim }, 'host:1', () => at)('jobs', 60_000)).toEqual(new Date(at));
    expect(claim).toHaveBeenCalledWith('jobs', '2026-11-29T12:00:00.000Z', '2026-11-29T12:00:54.000Z', 'host:1');
    claim.mockResolvedValueOnce(false);
    expect(await claimInDatabase({ claim }, 'host:1', () => at)('jobs', 60_000)).toBeNull();
  });

  it('logs each claimed period at debug level', async () => {
    const logger = log();
    const chores = startChores([{ name: 'jobs', run: async () => 0 }], { claim: async () => new Date('2026-11-29T12:00:00.000Z'), log: logger });
    await chores.firstRun;
    chores.stop();
    expect(logger.debug).toHaveBeenCalledWith({ chore: 'jobs', period: '2026-11-29T12:00:00.000Z' }, 'chore claimed');
  });
});

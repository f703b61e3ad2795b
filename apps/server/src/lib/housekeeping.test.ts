import { afterEach, describe, expect, it, vi } from 'vitest';
import { startHousekeeping } from './housekeeping';

const log = () => ({ info: vi.fn(), error: vi.fn() });

describe('housekeeping', () => {
  afterEach(() => vi.useRealTimers());

  it('runs every chore at once, then every interval, until stopped', async () => {
    vi.useFakeTimers();
    const tokens = vi.fn(async () => 3);
    const jobs = vi.fn(async () => 0);
    const logger = log();
    const housekeeping = startHousekeeping([{ name: 'tokens', run: tokens }, { name: 'jobs', run: jobs }], logger, 1_000);
    await housekeeping.firstRun;
    expect([tokens.mock.calls.length, jobs.mock.calls.length]).toEqual([1, 1]);
    expect(logger.info).toHaveBeenCalledWith({ chore: 'tokens', deleted: 3 }, 'housekeeping deleted stale rows');
    expect(logger.info).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(tokens).toHaveBeenCalledTimes(3);
    housekeeping.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(tokens).toHaveBeenCalledTimes(3);
  });

  it('logs a failing chore and still runs the next one', async () => {
    const logger = log();
    const next = vi.fn(async () => 0);
    const housekeeping = startHousekeeping([{ name: 'broken', run: async () => Promise.reject(new Error('db down')) }, { name: 'next', run: next }], logger);
    await expect(housekeeping.firstRun).resolves.toBeUndefined();
    housekeeping.stop();
    expect(next).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ chore: 'broken' }), 'housekeeping chore failed');
  });

  it('does not keep the process alive', () => {
    const spy = vi.spyOn(globalThis, 'setInterval');
    const housekeeping = startHousekeeping([], log(), 1_000);
    expect((spy.mock.results[0]?.value as NodeJS.Timeout).hasRef()).toBe(false);
    housekeeping.stop();
    spy.mockRestore();
  });
});

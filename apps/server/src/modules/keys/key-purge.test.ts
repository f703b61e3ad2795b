import { afterEach, describe, expect, it, vi } from 'vitest';
import { startKeyPurge } from './key-purge';

const log = { info: vi.fn(), error: vi.fn() } as never;

describe('expired key purge', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at once, then every interval on a timer that does not hold the process open', async () => {
    vi.useFakeTimers();
    const keys = { purgeExpired: vi.fn(async () => 2) };
    const unref = vi.spyOn(globalThis, 'setInterval');
    const purge = startKeyPurge(keys, log, 1_000);
    await purge.firstRun;
    expect(keys.purgeExpired).toHaveBeenCalledTimes(1);
    expect((unref.mock.results[0]?.value as NodeJS.Timeout).hasRef()).toBe(false);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(keys.purgeExpired).toHaveBeenCalledTimes(4);
    purge.stop();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(keys.purgeExpired).toHaveBeenCalledTimes(4);
  });

  it('logs a failure instead of throwing', async () => {
    const keys = { purgeExpired: vi.fn(async () => Promise.reject(new Error('db down'))) };
    const purge = startKeyPurge(keys, log, 1_000);
    await expect(purge.firstRun).resolves.toBeUndefined();
    purge.stop();
  });
});

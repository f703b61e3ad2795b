/** tus's shared locker over Redis (issue 25): a second instance's request gets the lock once the holder lets go. */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedis, createRedisSubscriber } from '../src/lib/redis';
import { createRedisLocker } from '../src/lib/redis-locker';

const redisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;

describe.skipIf(!redisUrl)('the Redis tus locker', () => {
  const prefix = `test-tus-${randomUUID()}`;
  const make = () => createRedisLocker({ redis: createRedis(redisUrl!), subscriber: createRedisSubscriber(redisUrl!), prefix, ttlMs: 1_500, retryMs: 20 });
  const one = make();
  const two = make();
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  it('asks the holder on another instance to release, and the waiter gets the lock once it has', async () => {
    const held = one.newLock('upload-a');
    let asked = 0;
    await held.lock(new AbortController().signal, () => {
      asked += 1;
      void held.unlock();
    });
    const waiting = two.newLock('upload-a');
    await waiting.lock(AbortSignal.timeout(5_000), () => undefined);
    expect(asked).toBeGreaterThanOrEqual(1);
    await waiting.unlock();
  });

  it('makes a waiter give up when the holder keeps the lock past the timeout, and lets it in once the holder unlocks', async () => {
    const held = one.newLock('upload-b');
    await held.lock(new AbortController().signal, () => undefined);
    await expect(two.newLock('upload-b').lock(AbortSignal.timeout(300), () => undefined)).rejects.toThrow('the lock was not acquired in time');
    // Renewed while held: still locked after the TTL.
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    await expect(two.newLock('upload-b').lock(AbortSignal.timeout(200), () => undefined)).rejects.toThrow('the lock was not acquired in time');
    await held.unlock();
    const next = two.newLock('upload-b');
    await next.lock(AbortSignal.timeout(1_000), () => undefined);
    await next.unlock();
  });

  it('frees the lock of a holder that died without unlocking once its TTL has passed', async () => {
    const dead = make();
    await dead.newLock('upload-c').lock(new AbortController().signal, () => undefined);
    await dead.close();
    const next = two.newLock('upload-c');
    const started = Date.now();
    await next.lock(AbortSignal.timeout(5_000), () => undefined);
    expect(Date.now() - started).toBeLessThan(3_000);
    await next.unlock();
  });
});

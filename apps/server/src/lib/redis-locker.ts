import { randomUUID } from 'node:crypto';
import type { Lock, Locker, RequestRelease } from '@tus/server';
import type { Redis } from 'ioredis';

export interface RedisLockerOptions {
  redis: Redis;
  /** A connection of its own for the release requests (a subscribed connection runs no other command). */
  subscriber: Redis;
  /** Names the keys and channel, so deployments sharing a Redis do not meet. */
  prefix: string;
  /** A holder that dies keeps the lock this long at most; a live holder renews it every third of it. */
  ttlMs?: number;
  /** How often a waiter tries again. */
  retryMs?: number;
}

/** Deletes or extends the lock only when this holder still has it. */
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";
const RENEW = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";

const notAcquired = () => Object.assign(new Error('the lock was not acquired in time'), { status_code: 500, body: 'Lock could not be acquired\n' });

/**
 * tus's Locker over Redis, shared by every instance (docs/decisions/0068-media-on-s3.md): a key per upload set with
 * NX and a TTL that the holder renews. A request that finds the upload locked asks the holder to let go (tus's
 * cancelReq, published on a channel every instance listens to) and tries again until tus's lock timeout.
 */
export function createRedisLocker({ redis, subscriber, prefix, ttlMs = 30_000, retryMs = 50 }: RedisLockerOptions): Locker & { close(): Promise<void> } {
  const channel = `${prefix}:release`;
  const held = new Map<string, RequestRelease>();
  const renewals = new Set<NodeJS.Timeout>();
  const subscribed = subscriber.subscribe(channel);
  subscriber.on('message', (from: string, id: string) => {
    if (from === channel) void held.get(id)?.();
  });
  const keyOf = (id: string) => `${prefix}:lock:${id}`;

  function newLock(id: string): Lock {
    const token = randomUUID();
    let renewal: NodeJS.Timeout | null = null;
    return {
      async lock(signal, cancelReq) {
        await subscribed;
        for (;;) {
          if (signal.aborted) throw notAcquired();
          if ((await redis.set(keyOf(id), token, 'PX', ttlMs, 'NX')) === 'OK') break;
          await redis.publish(channel, id);
          await new Promise((resolve) => setTimeout(resolve, retryMs));
        }
        held.set(id, cancelReq);
        renewal = setInterval(() => {
          redis.eval(RENEW, 1, keyOf(id), token, String(ttlMs)).catch(() => undefined);
        }, ttlMs / 3);
        renewal.unref();
        renewals.add(renewal);
      },
      async unlock() {
        if (renewal) {
          clearInterval(renewal);
          renewals.delete(renewal);
        }
        renewal = null;
        held.delete(id);
        await redis.eval(RELEASE, 1, keyOf(id), token);
      },
    };
  }

  return {
    newLock,
    async close() {
      held.clear();
      // Locks still held expire by their TTL.
      for (const timer of renewals) clearInterval(timer);
      renewals.clear();
      subscriber.disconnect();
      redis.disconnect();
    },
  };
}

import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { TooManyRequests } from './errors';

/**
 * Per-route limits (`config.rateLimit` on a route), counted per client IP. Counts live in memory,
 * or in Redis when one is configured so every instance shares them. If Redis fails, requests pass:
 * an unavailable limiter must not take the API down with it.
 */
export async function registerRateLimits(app: FastifyInstance, redis: Redis | null): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'ott:rate-limit:' } : {}),
    skipOnError: true,
    errorResponseBuilder: () => new TooManyRequests(),
  });
}

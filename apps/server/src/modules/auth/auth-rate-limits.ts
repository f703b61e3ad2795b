import { hash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import { LOGIN_NUMBER_PLUS_EMAIL } from '@ott/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { TooManyRequests } from '../../lib/errors';

export interface AuthRateLimitConfig {
  /** Requests one client IP may make to one auth endpoint per minute. */
  perIpPerMinute: number;
  /** Requests naming one identifier (email, or user) one auth endpoint accepts per 15 minutes, from anywhere. */
  perIdentifierPerQuarterHour: number;
}

const MINUTE_MS = 60_000;
export const QUARTER_HOUR_MS = 15 * MINUTE_MS;

/** Counters are keyed by a digest, so Redis holds no email addresses. */
export const digest = (identifier: string) => hash('sha256', identifier.trim().toLowerCase(), 'hex').slice(0, 32);

/**
 * Limits for the auth endpoints (docs/decisions/0016-auth-rate-limits.md): one counter per client
 * IP and one per identifier, per endpoint, in the store the rate-limit plugin uses (memory, or Redis
 * when configured, shared by every instance). Either past its limit answers 429 with Retry-After.
 * Runs as a preHandler, after validation, so the identifier is the validated one.
 */
export function createAuthRateLimits(app: FastifyInstance, { perIpPerMinute, perIdentifierPerQuarterHour }: AuthRateLimitConfig) {
  return function limit(endpoint: string, identifierOf: (request: FastifyRequest) => string | null): preHandlerAsyncHookHandler {
    const byIp = app.createRateLimit({ max: perIpPerMinute, timeWindow: MINUTE_MS, keyGenerator: (request) => `auth:${endpoint}:ip:${normalizeIP(request.ip)}` });
    const byIdentifier = app.createRateLimit({
      max: perIdentifierPerQuarterHour,
      timeWindow: QUARTER_HOUR_MS,
      keyGenerator: (request) => `auth:${endpoint}:id:${digest(identifierOf(request) ?? '')}`,
    });
    return async (request, reply) => {
      let result = await byIp(request);
      if (!isExceeded(result) && identifierOf(request) !== null) result = await byIdentifier(request);
      if (isExceeded(result)) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new TooManyRequests();
      }
    };
  };
}
export type AuthRateLimit = ReturnType<typeof createAuthRateLimits>;

type LimitResult = Awaited<ReturnType<ReturnType<FastifyInstance['createRateLimit']>>>;
export const isExceeded = (result: LimitResult): result is Extract<LimitResult, { isAllowed: false }> => !result.isAllowed && result.isExceeded;

/** The identifier a login counts against: the email part of `<number>+<email>` too, so numbers cannot multiply the budget. */
export function loginIdentifier(identifier: string): string {
  return LOGIN_NUMBER_PLUS_EMAIL.exec(identifier.trim())?.[2] ?? identifier;
}

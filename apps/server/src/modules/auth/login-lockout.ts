import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { TooManyRequests } from '../../lib/errors';
import { QUARTER_HOUR_MS, digest, isExceeded } from './auth-rate-limits';
import type { LoginFailures } from './login-failures';

/**
 * The per-account limit of logins (docs/decisions/0034-login-lockout.md). Every attempt naming an
 * identifier counts, so a burst of parallel guesses is capped before any of them has failed. Past
 * the limit the account is not locked for everyone: an address that has failed a login for it in
 * the window gets 429 at once, while another address may still try, and gets in only with the
 * right password (a wrong one is answered 429 and marks that address too). A stranger failing ten
 * times from ten addresses no longer keeps the owner out.
 */
export function createLoginLockout(app: FastifyInstance, { perIdentifierPerQuarterHour, failures }: { perIdentifierPerQuarterHour: number; failures: LoginFailures }) {
  const pastLimit = new WeakSet<FastifyRequest>();
  const identified = new WeakMap<FastifyRequest, string>();
  const byIdentifier = app.createRateLimit({
    max: perIdentifierPerQuarterHour,
    timeWindow: QUARTER_HOUR_MS,
    keyGenerator: (request) => `auth:login:id:${identified.get(request) ?? ''}`,
  });

  return {
    /** Runs after the per-IP limit: counts the attempt against the identifier and refuses addresses that failed past the limit. */
    admit(identifierOf: (request: FastifyRequest) => string | null): preHandlerAsyncHookHandler {
      return async (request, reply) => {
        const identifier = identifierOf(request);
        if (identifier === null) return;
        const id = digest(identifier);
        identified.set(request, id);
        const result = await byIdentifier(request);
        if (!isExceeded(result)) return;
        if (await failures.hasFailed(id, normalizeIP(request.ip))) refuse(reply, result.ttlInSeconds);
        pastLimit.add(request);
      };
    },

    /** A wrong password: remembered for this address; past the limit it is answered as the limit. */
    async wrongPassword(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const id = identified.get(request);
      if (id === undefined) return;
      await failures.record(id, normalizeIP(request.ip));
      if (pastLimit.has(request)) refuse(reply, Math.ceil(QUARTER_HOUR_MS / 1000));
    },
  };
}
export type LoginLockout = ReturnType<typeof createLoginLockout>;

function refuse(reply: FastifyReply, retryAfterSeconds: number): never {
  reply.header('retry-after', retryAfterSeconds);
  throw new TooManyRequests();
}

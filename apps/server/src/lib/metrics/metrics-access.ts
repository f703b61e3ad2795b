import { createHash } from 'node:crypto';
import { ErrorCode } from '@ott/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { constantTimeEqual } from '../constant-time';
import { AppError, NotFound } from '../errors';
import { isLoopback } from '../loopback';

export const METRICS_TOKEN_REQUIRED = 'A valid metrics token is required';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read /metrics: with METRICS_TOKEN, whoever sends it as a bearer token (from anywhere, loopback included);
 * without it, only a client on this machine that no proxy forwarded (a local Prometheus or an operator's curl), and
 * anyone else is told there is nothing here, as if the route did not exist.
 */
export function metricsAccess(token: string | null) {
  const expected = token ? digest(token) : null;
  return async function checkMetricsAccess(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (expected) {
      const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (given && constantTimeEqual(digest(given), expected)) return;
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError(401, ErrorCode.UNAUTHENTICATED, METRICS_TOKEN_REQUIRED);
    }
    const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    if (!isLoopback(request.ip) || forwarded) throw new NotFound();
  };
}

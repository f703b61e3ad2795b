import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { KeyGuards } from '../keys/keys.guards';
import { Unauthenticated } from './auth.errors';

/** Keyed routes that need a logged-in user: a valid key, bound to a user. */
export function createAuthGuards(keyGuards: KeyGuards) {
  const ensureUser: preHandlerAsyncHookHandler = async (request) => {
    if (request.apiKey?.userId == null) throw new Unauthenticated();
  };
  return { requireUser: [keyGuards.requireApiKey, ensureUser] };
}
export type AuthGuards = ReturnType<typeof createAuthGuards>;

/** For handlers behind requireUser. */
export function userIdOf(request: FastifyRequest): number {
  const userId = request.apiKey?.userId;
  if (userId == null) throw new Error('Route is missing its requireUser guard');
  return userId;
}

import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpClientError } from '../../lib/errors';
import { checkMediaToken } from '../../lib/media-token';
import { CACHE, mediaHeaders } from './media-files';
import { ASSET_NAME } from './media-refs';

/**
 * The params of a signed media path, `/media/s/<token>/<expires>/<scope>/<kind>/<asset>/…`
 * (docs/decisions/0022-signed-media-urls.md): each route names the scopes it opens and the rest of
 * its path. The token and expiry are left to the HMAC check, which refuses any other spelling.
 */
export function signedPathParams<Rest extends z.ZodRawShape>(scope: RegExp, rest: Rest) {
  return z.object({ token: z.string(), expires: z.string(), scope: z.string().regex(scope), asset: z.string().regex(ASSET_NAME), ...rest });
}

export interface SignedPath {
  token: string;
  expires: string;
  scope: string;
  asset: string;
}

/**
 * A signed route's options: its params are checked by `openSignedPath`, so that a path no token opens
 * gets the same 403 as a wrong token rather than a validation error.
 */
export const signedRoute = <Params extends z.ZodType>(params: Params) => ({ schema: { hide: true, params }, attachValidation: true });

export function refuseMedia(reply: FastifyReply): never {
  mediaHeaders(reply, CACHE.refused);
  throw new HttpClientError(403);
}

interface SignedRequest<Params> {
  params: Params;
  validationError?: FastifyRequest['validationError'];
  log: FastifyBaseLogger;
}

/**
 * The params of a signed path whose token opens `resourceOf(params)`. Anything else is refused with 403
 * and no-store, never cached: a path no token could open at once, a token that does not open it logged
 * without itself (the request log redacts it).
 */
export function openSignedPath<Params extends SignedPath>(
  request: SignedRequest<Params>,
  reply: FastifyReply,
  { secret, now }: { secret: string; now: () => number },
  resourceOf: (params: Params) => string,
): Params {
  if (request.validationError) refuseMedia(reply);
  const { params } = request;
  const check = checkMediaToken(secret, params.token, params.expires, resourceOf(params), now());
  if (check !== 'ok') {
    request.log.info({ check }, 'media token refused');
    refuseMedia(reply);
  }
  return params;
}

import type { FastifyRequest } from 'fastify';
import type { ViewerResolver } from '../geo/viewer';
import { channelOf } from '../keys/keys.guards';
import type { AuthRequest } from './auth.service';
import { linkOrigin } from './link-origin';

/** Reads what the account services need from a keyed request (channel, key, client IP, link origin, geo flag). */
export function authRequestReader(viewerOf: ViewerResolver, publicOrigin: string | null) {
  return async (request: FastifyRequest): Promise<AuthRequest> => {
    const channel = channelOf(request);
    if (!request.apiKey) throw new Error('Route is missing its key guard');
    const viewer = await viewerOf(request);
    const userAgent = request.headers['user-agent'];
    return {
      channel,
      key: request.apiKey,
      ip: request.ip,
      origin: linkOrigin(request, channel, publicOrigin),
      isGeoBlocked: viewer.channelBlocked,
      countryCode: viewer.countryCode,
      userAgent: typeof userAgent === 'string' ? userAgent : null,
    };
  };
}
export type AuthRequestReader = ReturnType<typeof authRequestReader>;

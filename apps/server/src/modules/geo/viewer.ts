import type { FastifyRequest } from 'fastify';
import { channelOf } from '../keys/keys.guards';
import type { GeoService, Viewer } from './geo.service';

/** Builds the viewer of a guarded request; `geoHeader` is the trusted country header's name, if configured. */
export function viewerResolver(geo: GeoService, geoHeader: string | null) {
  return (request: FastifyRequest): Promise<Viewer> =>
    geo.viewer(channelOf(request), { ip: request.ip, countryHeader: geoHeader ? request.headers[geoHeader] : undefined });
}
export type ViewerResolver = ReturnType<typeof viewerResolver>;

import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NotFound } from '../../lib/errors';

export const CACHE = {
  /** Segment names change whenever their content does. */
  segment: 'public, max-age=31536000, immutable',
  vodPlaylist: 'public, max-age=60',
  livePlaylist: 'no-store',
  publicFile: 'public, max-age=86400',
  refused: 'no-store',
} as const;

const TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  mp4: 'video/mp4',
  jpg: 'image/jpeg',
  vtt: 'text/vtt; charset=utf-8',
};

export function contentTypeOf(path: string): string {
  return TYPES[path.slice(path.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/**
 * Media responses may be read by the app on another origin (MEDIA_ORIGIN): segments are fetched
 * by script, and no credentials are involved, so any origin may read them.
 */
export function mediaHeaders(reply: FastifyReply, cacheControl: string, contentType?: string): FastifyReply {
  reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin').header('cache-control', cacheControl);
  return contentType ? reply.type(contentType) : reply;
}

/**
 * Streams a file under `root` (`relativePath` already checked by the caller) with ranges,
 * ETag and conditional requests; 404 when it is missing.
 */
export async function sendMediaFile(request: FastifyRequest, reply: FastifyReply, root: string, relativePath: string, cacheControl: string): Promise<FastifyReply> {
  const { statusCode, headers, stream, type } = await send(request.raw, `/${relativePath}`, { root, cacheControl: false, contentType: false, dotfiles: 'deny', index: false });
  if (type === 'error' && statusCode === 404) throw new NotFound();
  mediaHeaders(reply, cacheControl, contentTypeOf(relativePath));
  return reply.code(statusCode).headers(headers).send(stream);
}

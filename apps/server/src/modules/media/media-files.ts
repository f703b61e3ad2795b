import type { FastifyReply, FastifyRequest } from 'fastify';
import { NotFound } from '../../lib/errors';
import type { MediaStore, ServeOptions } from '../../lib/media-store/media-store';
import { takesWebp, webpKeyOf } from './picture-webp';

export const CACHE = {
  /** Segment names change whenever their content does. */
  segment: 'public, max-age=31536000, immutable',
  vodPlaylist: 'public, max-age=60',
  livePlaylist: 'no-store',
  publicFile: 'public, max-age=86400',
  /** A library asset's poster can be chosen again under the same name. */
  libraryFile: 'public, max-age=300',
  refused: 'no-store',
} as const;

const TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  mp4: 'video/mp4',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
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
 * Streams one object of the media store (`key` already checked by the caller) with ranges, ETag
 * and conditional requests; 404 when it is missing.
 */
export async function sendMediaFile(request: FastifyRequest, reply: FastifyReply, store: MediaStore, key: string, cacheControl: string, options?: ServeOptions): Promise<FastifyReply> {
  const served = await store.serve(request.raw, key, options);
  if (!served) throw new NotFound();
  // A signed URL outlives no cache: every request asks again (docs/decisions/0068-media-on-s3.md).
  if ('location' in served) return mediaHeaders(reply, 'private, no-store').redirect(served.location, served.statusCode);
  mediaHeaders(reply, cacheControl, contentTypeOf(key));
  return reply.code(served.statusCode).headers(served.headers).send(served.body);
}

/**
 * An event's poster (a public `poster.jpg`): the WebP kept beside it (picture-webp.ts) to a browser whose Accept names
 * image/webp, under the JPEG's own URL, so that no API answer or page changes; the JPEG to any other, and when there is
 * no WebP. Either way the answer varies by Accept, for caches (the edge's too).
 */
export async function sendPoster(request: FastifyRequest, reply: FastifyReply, store: MediaStore, key: string, cacheControl: string): Promise<FastifyReply> {
  const webp = webpKeyOf(key);
  if (webp === null) return sendMediaFile(request, reply, store, key, cacheControl);
  reply.header('vary', 'Accept');
  return sendMediaFile(request, reply, store, takesWebp(request.headers.accept) && (await store.exists(webp)) ? webp : key, cacheControl);
}

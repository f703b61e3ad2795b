import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this a response fits in a packet or two anyway. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Compresses responses over ~1 KB (JSON, text, XML) for clients that accept br or gzip. Routes
 * registered after this call are covered, except the media host's: video and segments are compressed
 * already and byte ranges must stay exact. Routes that send bytes they compressed themselves (the
 * cached event lists) opt out with `compress: false`. Request bodies are never decompressed.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && route.url.startsWith('/media/')) route.compress = false;
  });
  await app.register(compress, { threshold: COMPRESS_MIN_BYTES, encodings: ['br', 'gzip'], globalDecompression: false });
}

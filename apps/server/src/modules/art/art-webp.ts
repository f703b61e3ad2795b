import { LRUCache } from 'lru-cache';
import { webpOf } from '../media/picture-webp';

// Each picture is a few kB: the most recent few hundred are kept.
const made = new LRUCache<string, Buffer>({
  max: 500,
  fetchMethod: (svg) => webpOf(Buffer.from(svg)),
});

/**
 * Generated art as WebP, made once per picture and kept. In a page, an SVG image is a document of its own that the
 * browser parses, styles, lays out and paints on the page's main thread: fifteen demo posters in a page cost a phone's
 * main thread 1.33 s at 4× CPU against 0.46 s as WebP (docs/decisions/0099, amendment). A failed picture is made again.
 */
export const artWebp = async (svg: string): Promise<Buffer> => (await made.fetch(svg))!;

import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { accepts } from './json-cache';

/** A page the server wrote, with each compressed form made on first demand and then reused. */
export interface WrittenPage {
  bytes: Buffer;
  /** Names the text, not its encoding (hence weak), as the API's cached lists do (lib/json-cache.ts). */
  etag: string;
  br(): Buffer;
  gzip(): Buffer;
}

/** As the compression plugin's own brotli (lib/compression.ts) at a notch more, since each page is compressed once. */
const BROTLI_QUALITY = 5;

function writtenPage(text: string): WrittenPage {
  const bytes = Buffer.from(text, 'utf8');
  let br: Buffer | null = null;
  let gzip: Buffer | null = null;
  return {
    bytes,
    etag: `W/"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
    br: () =>
      (br ??= brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      })),
    gzip: () => (gzip ??= gzipSync(bytes, { level: 6 })),
  };
}

/**
 * Every page the server sends as the app's (the built pages, the landing page with its first screen, a player page with
 * its picture, any page in its channel's language) is held in memory, most of them in caches of their own, so one text
 * is sent request after request. Compressed once rather than per response, a landing page costs the server a seventh
 * of the CPU it did (0.9 against 6–7 ms), a player page or a built one a third. Kept by their text, the least recently
 * sent dropped past `maxBytes` (a landing page counts about 200 kB, a player page 40).
 */
export function createWrittenPages(maxBytes = 16 * 1024 * 1024): (text: string) => WrittenPage {
  // The text (the key; two bytes a character, as a page holds characters beyond Latin-1, '…'), its bytes, and room for
  // its two compressed forms (together up to as much again on a small page).
  const pages = new LRUCache<string, WrittenPage>({ maxSize: maxBytes, sizeCalculation: (page, text) => 2 * text.length + 2 * page.bytes.length });
  return (text) => {
    const known = pages.get(text);
    if (known) return known;
    const page = writtenPage(text);
    pages.set(text, page);
    return page;
  };
}

/** The form a page is sent in: brotli where it is accepted (as the compression plugin prefers it), else gzip, else as is. */
export function pageEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  if (accepts(acceptEncoding, 'br')) return 'br';
  return accepts(acceptEncoding, 'gzip') ? 'gzip' : null;
}

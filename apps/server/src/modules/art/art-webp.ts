import { LRUCache } from 'lru-cache';
import { webpOf } from '../media/picture-webp';

/**
 * How many new pictures a process makes: a burst of `burst` (a page's rails at once), then `perSecond`. Each costs
 * 25–35 ms of CPU, and anyone may ask for new ones (their teams and colours are in the address, no key needed): at
 * this rate they take at most about a third of one core.
 */
export const ART_WEBP_RATE = { burst: 30, perSecond: 10 };

export interface ArtWebpOptions {
  make?: (svg: string) => Promise<Buffer>;
  rate?: { burst: number; perSecond: number };
  now?: () => number;
}

/**
 * Generated art as WebP, made once per picture and kept (the most recent few hundred, a few kB each). In a page, an
 * SVG image is a document of its own that the browser parses, styles, lays out and paints on the page's main thread:
 * fifteen demo posters in a page cost a phone's main thread 1.33 s at 4× CPU against 0.46 s as WebP
 * (docs/decisions/0099, amendment). Null when the process has made its share of new pictures for now (ART_WEBP_RATE).
 * A picture is made once however many ask for it meanwhile; a failed one is made again.
 */
export function createArtWebp({ make = (svg) => webpOf(Buffer.from(svg)), rate = ART_WEBP_RATE, now = Date.now }: ArtWebpOptions = {}) {
  const made = new LRUCache<string, Buffer>({ max: 500 });
  const making = new Map<string, Promise<Buffer>>();
  let tokens = rate.burst;
  let filledAt = now();
  const mayMakeOne = () => {
    const at = now();
    tokens = Math.min(rate.burst, tokens + ((at - filledAt) / 1000) * rate.perSecond);
    filledAt = at;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
  return async (svg: string): Promise<Buffer | null> => {
    const kept = made.get(svg) ?? making.get(svg);
    if (kept) return kept;
    if (!mayMakeOne()) return null;
    const picture = make(svg)
      .then((webp) => {
        made.set(svg, webp);
        return webp;
      })
      .finally(() => making.delete(svg));
    making.set(svg, picture);
    return picture;
  };
}

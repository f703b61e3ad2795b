import { createTtlCache } from '../../lib/ttl-cache';
import type { SeoRepository } from './seo.repository';

/** A sitemap file holds at most 50,000 URLs; the fixed screens and pages take a few. */
const MAX_EVENTS = 49_000;
/** Public screens of spec §2 worth indexing; accounts, checkout and the player's plain layout are not. */
const PUBLIC_SCREENS = ['/', '/upcoming', '/vod_library', '/packages', '/faq', '/contacts'];
const DISALLOWED = ['/api/', '/profile', '/buy'];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

function urlEntry(origin: string, path: string, lastmod?: string): string {
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  return `<url><loc>${escapeXml(origin + path)}</loc>${modified}</url>`;
}

export function createSeoService({ repository, ttlMs = 60_000 }: { repository: SeoRepository; ttlMs?: number }) {
  // Crawlers ask rarely but may ask in bursts; a channel's sitemap is built once a minute at most.
  const sitemaps = createTtlCache<string, Promise<string>>(ttlMs, Date.now, 100);

  async function build(channelId: number, origin: string): Promise<string> {
    const [pages, events] = await Promise.all([repository.pagePaths(channelId), repository.events(channelId, MAX_EVENTS)]);
    const paths = [...new Set([...PUBLIC_SCREENS, ...pages.filter((path) => path.startsWith('/'))])];
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...paths.map((path) => urlEntry(origin, path)),
      ...events.map((event) => urlEntry(origin, `/watch/${event.id}`, event.updated_at)),
      '</urlset>',
      '',
    ].join('\n');
  }

  return {
    /** The channel's public screens, pages and event pages, as absolute URLs on `origin`. */
    sitemap(channelId: number, origin: string): Promise<string> {
      const key = `${channelId}|${origin}`;
      let pending = sitemaps.get(key);
      if (!pending) {
        pending = build(channelId, origin);
        pending.catch(() => sitemaps.delete(key));
        sitemaps.set(key, pending);
      }
      return pending;
    },
    invalidate: () => sitemaps.clear(),
  };
}
export type SeoService = ReturnType<typeof createSeoService>;

import type { MediaUsage } from '@ott/contracts/admin-media';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createLibraryUsageRepository } from './library-usage.repository';

/**
 * A stored media URL naming a library video: `/media/hls/<vod|live>/lib-<id>/master.m3u8` (playback) or
 * `/media/library/lib-<id>/<file>` (posters, previews, preroll clips).
 */
const LIBRARY_URL = /^\/media\/(?:hls\/(?:vod|live)|library)\/lib-([1-9]\d{0,9})\//;

export const assetOfUrl = (url: string | null): number | null => {
  const match = url ? LIBRARY_URL.exec(url) : null;
  return match ? Number(match[1]) : null;
};

export const emptyUsage = (): MediaUsage => ({ events: [], vod_items: [], prerolls: [] });
export const isUsed = (usage: MediaUsage): boolean => usage.events.length + usage.vod_items.length + usage.prerolls.length > 0;

/**
 * What uses a channel's library videos: its events' media and slates, VOD items and prerolls. Three queries over the
 * rows naming any library video, whatever the number of assets asked about.
 */
export function createLibraryUsage(db: Kysely<Database>) {
  const repository = createLibraryUsageRepository(db);
  return {
    async ofChannel(channelId: number): Promise<Map<number, MediaUsage>> {
      const [events, items, prerolls] = await repository.rowsNamingLibraryVideos(channelId);
      const usage = new Map<number, MediaUsage>();
      const of = (assetId: number) => usage.get(assetId) ?? usage.set(assetId, emptyUsage()).get(assetId)!;
      for (const row of events) {
        const assetId = assetOfUrl(row.url);
        if (assetId !== null && !of(assetId).events.some((event) => event.id === row.id)) of(assetId).events.push({ id: row.id, name: row.name });
      }
      for (const row of items) {
        for (const assetId of new Set([row.video_url, row.image, row.preview].map(assetOfUrl))) if (assetId !== null) of(assetId).vod_items.push({ id: row.id, title: row.title });
      }
      for (const row of prerolls) {
        const assetId = assetOfUrl(row.url);
        if (assetId !== null) of(assetId).prerolls.push({ id: row.id });
      }
      return usage;
    },
  };
}
export type LibraryUsage = ReturnType<typeof createLibraryUsage>;

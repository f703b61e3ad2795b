import type { MediaUsage } from '@ott/contracts/admin-media';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * A stored media URL naming a library video: `/media/hls/<vod|live>/lib-<id>/master.m3u8` (playback) or
 * `/media/library/lib-<id>/<file>` (posters, previews, preroll clips).
 */
const LIBRARY_URL = /^\/media\/(?:hls\/(?:vod|live)|library)\/lib-([1-9]\d{0,9})\//;
const LIKE = '/media/%/lib-%';

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
  return {
    async ofChannel(channelId: number): Promise<Map<number, MediaUsage>> {
      const [events, items, prerolls] = await Promise.all([
        db
          .selectFrom('event_media as m')
          .innerJoin('events as e', 'e.id', 'm.event_id')
          .select(['e.id', 'e.name', 'm.url'])
          .where('e.channel_id', '=', channelId)
          .where('m.url', 'like', LIKE)
          // An event's live fallback slate uses its video too.
          .unionAll(db.selectFrom('events as e').select(['e.id', 'e.name', 'e.live_slate as url']).where('e.channel_id', '=', channelId).where('e.live_slate', 'like', LIKE).$narrowType<{ url: string }>())
          .orderBy('id')
          .execute(),
        db
          .selectFrom('vod_media_items')
          .select(['id', 'title', 'video_url', 'image', 'preview'])
          .where('channel_id', '=', channelId)
          .where((eb) => eb.or([eb('video_url', 'like', LIKE), eb('image', 'like', LIKE), eb('preview', 'like', LIKE)]))
          .orderBy('id')
          .execute(),
        db.selectFrom('prerolls').select(['id', 'url']).where('channel_id', '=', channelId).where('url', 'like', LIKE).orderBy('id').execute(),
      ]);
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

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Matches every stored URL naming a library video (library-usage.ts reads which one). */
const LIBRARY_URL_LIKE = '/media/%/lib-%';

/** The rows of a channel naming any library video: its events' media and slates, VOD items and prerolls. */
export function createLibraryUsageRepository(db: Kysely<Database>) {
  return {
    rowsNamingLibraryVideos: (channelId: number) =>
      Promise.all([
        db
          .selectFrom('event_media as m')
          .innerJoin('events as e', 'e.id', 'm.event_id')
          .select(['e.id', 'e.name', 'm.url'])
          .where('e.channel_id', '=', channelId)
          .where('m.url', 'like', LIBRARY_URL_LIKE)
          // An event's live fallback slate uses its video too.
          .unionAll(
            db.selectFrom('events as e').select(['e.id', 'e.name', 'e.live_slate as url']).where('e.channel_id', '=', channelId).where('e.live_slate', 'like', LIBRARY_URL_LIKE).$narrowType<{ url: string }>(),
          )
          .orderBy('id')
          .execute(),
        db
          .selectFrom('vod_media_items')
          .select(['id', 'title', 'video_url', 'image', 'preview'])
          .where('channel_id', '=', channelId)
          .where((eb) => eb.or([eb('video_url', 'like', LIBRARY_URL_LIKE), eb('image', 'like', LIBRARY_URL_LIKE), eb('preview', 'like', LIBRARY_URL_LIKE)]))
          .orderBy('id')
          .execute(),
        db.selectFrom('prerolls').select(['id', 'url']).where('channel_id', '=', channelId).where('url', 'like', LIBRARY_URL_LIKE).orderBy('id').execute(),
      ]),
  };
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A library asset as attach calls see it, read from the table (the catalog may lag by a refresh). */
export interface LibraryVideoRow {
  id: number;
  channel_id: number;
  title: string;
  state: string;
  progress: number;
  duration: number | null;
  poster: string | null;
  has_preview: boolean;
  playable: boolean;
}

/** Failed and cancelled assets have nothing to play: they are not offered for attaching. */
const UNUSABLE = ['failed', 'cancelled'];

function toRow(row: { id: number; channel_id: number; title: string; state: string; progress: number; duration: number | null; poster: string | null; has_preview: number; playable: number }): LibraryVideoRow {
  return { ...row, progress: Number(row.progress), duration: row.duration === null ? null : Number(row.duration), has_preview: Number(row.has_preview) === 1, playable: Number(row.playable) === 1 };
}

export function createLibraryVideosRepository(db: Kysely<Database>) {
  const usable = () =>
    db.selectFrom('media_assets').select(['id', 'channel_id', 'title', 'state', 'progress', 'duration', 'poster', 'has_preview', 'playable']).where('state', 'not in', UNUSABLE);
  return {
    /** The channel's assets that can be attached, newest first. */
    list: async (channelId: number): Promise<LibraryVideoRow[]> => (await usable().where('channel_id', '=', channelId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute()).map(toRow),
    /** One of the channel's attachable assets; undefined for another channel's, a failed or an unknown one. */
    find: async (channelId: number, assetId: number): Promise<LibraryVideoRow | undefined> => {
      const row = await usable().where('channel_id', '=', channelId).where('id', '=', assetId).executeTakeFirst();
      return row ? toRow(row) : undefined;
    },
  };
}
export type LibraryVideosRepository = ReturnType<typeof createLibraryVideosRepository>;

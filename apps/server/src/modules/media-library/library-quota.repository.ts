import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

export function createLibraryQuotaRepository(db: Kysely<Database>) {
  return {
    /** Bytes the channel's assets keep in the store; an asset not processed yet keeps its source there: at least size_bytes. */
    assetBytes: async (channelId: number) =>
      (
        await db
          .selectFrom('media_assets')
          .select(sql<number | string | null>`sum(case when storage_bytes > size_bytes then storage_bytes else size_bytes end)`.as('bytes'))
          .where('channel_id', '=', channelId)
          .executeTakeFirstOrThrow()
      ).bytes,

    /** The full size of the channel's uploads still in progress (not completed, not expired at `nowIso`). */
    openUploadBytes: async (channelId: number, nowIso: string) =>
      (
        await db
          .selectFrom('media_uploads')
          .select(sql<number | string | null>`sum(size_bytes)`.as('bytes'))
          .where('channel_id', '=', channelId)
          .where('completed_at', 'is', null)
          .where('expires_at', '>', nowIso)
          .executeTakeFirstOrThrow()
      ).bytes,

    /** The channel's own quota in GB; null or no channel: the server's default. */
    quotaGb: async (channelId: number) => (await db.selectFrom('channels').select('media_quota_gb').where('id', '=', channelId).executeTakeFirst())?.media_quota_gb ?? null,

    setQuotaGb: (channelId: number, quotaGb: number | null) => db.updateTable('channels').set({ media_quota_gb: quotaGb }).where('id', '=', channelId).execute(),
  };
}

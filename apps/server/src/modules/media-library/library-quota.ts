import { MEDIA_ERRORS, type MediaStorage } from '@ott/contracts/admin-media';
import { type Kysely, sql } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/errors';

const GB = 1024 ** 3;

export class MediaQuotaExceeded extends AppError {
  constructor() {
    super(413, MEDIA_ERRORS.quota.code, MEDIA_ERRORS.quota.message);
  }
}

/**
 * A channel's media storage against its quota: what its assets keep in the store (storage_bytes, at least the
 * source's size_bytes) plus the
 * full size of its uploads still in progress, so several uploads at once cannot together pass the quota.
 */
export function libraryQuota(db: Kysely<Database>, config: Pick<Config, 'media'>, now: () => Date = () => new Date()) {
  async function storage(channelId: number): Promise<MediaStorage> {
    const [assets, uploads, channel] = await Promise.all([
      // An asset not processed yet keeps its source in the store: at least size_bytes.
      db
        .selectFrom('media_assets')
        .select(sql<number | string | null>`sum(case when storage_bytes > size_bytes then storage_bytes else size_bytes end)`.as('bytes'))
        .where('channel_id', '=', channelId)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('media_uploads')
        .select(sql<number | string | null>`sum(size_bytes)`.as('bytes'))
        .where('channel_id', '=', channelId)
        .where('completed_at', 'is', null)
        .where('expires_at', '>', now().toISOString())
        .executeTakeFirstOrThrow(),
      db.selectFrom('channels').select('media_quota_gb').where('id', '=', channelId).executeTakeFirst(),
    ]);
    const quotaGb = channel?.media_quota_gb ?? null;
    return {
      used_bytes: Number(assets.bytes ?? 0) + Number(uploads.bytes ?? 0),
      quota_bytes: quotaGb === null ? config.media.defaultQuotaBytes : quotaGb * GB,
      quota_source: quotaGb === null ? 'default' : 'channel',
      upload_max_bytes: config.media.uploadMaxBytes,
      transcode_concurrency: config.media.transcodeConcurrency,
    };
  }

  return {
    storage,
    /** Throws MediaQuotaExceeded (413) when `extraBytes` more would pass the channel's quota. */
    async check(channelId: number, extraBytes: number): Promise<void> {
      const { used_bytes, quota_bytes } = await storage(channelId);
      if (used_bytes + extraBytes > quota_bytes) throw new MediaQuotaExceeded();
    },
    /** null: back to the server's MEDIA_QUOTA_GB. */
    setQuota: (channelId: number, quotaGb: number | null) => db.updateTable('channels').set({ media_quota_gb: quotaGb }).where('id', '=', channelId).execute(),
  };
}
export type LibraryQuota = ReturnType<typeof libraryQuota>;

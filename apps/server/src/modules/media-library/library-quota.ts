import { MEDIA_ERRORS, type MediaStorage } from '@ott/contracts/admin-media';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { createLibraryQuotaRepository } from './library-quota.repository';

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
  const repository = createLibraryQuotaRepository(db);

  async function storage(channelId: number): Promise<MediaStorage> {
    const [assetBytes, uploadBytes, quotaGb] = await Promise.all([
      repository.assetBytes(channelId),
      repository.openUploadBytes(channelId, now().toISOString()),
      repository.quotaGb(channelId),
    ]);
    return {
      used_bytes: Number(assetBytes ?? 0) + Number(uploadBytes ?? 0),
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
    setQuota: (channelId: number, quotaGb: number | null) => repository.setQuotaGb(channelId, quotaGb),
  };
}
export type LibraryQuota = ReturnType<typeof libraryQuota>;

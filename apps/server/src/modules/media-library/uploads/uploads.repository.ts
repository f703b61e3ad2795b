import type { OperatorRole } from '@ott/contracts/admin-auth';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export interface NewUpload {
  id: string;
  channelId: number;
  operatorId: number;
  filename: string;
  title: string;
  normalizeAudio: boolean;
  sizeBytes: number;
  createdAt: string;
  expiresAt: string;
}

export interface UploadRow {
  id: string;
  channel_id: number;
  operator_id: number;
  filename: string;
  title: string;
  normalize_audio: number;
  size_bytes: number;
  asset_id: number | null;
  created_at: string;
  expires_at: string;
  completed_at: string | null;
}

const UPLOAD_COLUMNS = ['id', 'channel_id', 'operator_id', 'filename', 'title', 'normalize_audio', 'size_bytes', 'asset_id', 'created_at', 'expires_at', 'completed_at'] as const;

/** pg answers bigint columns and sums as strings. */
const toRow = <T extends { size_bytes: number | string }>(row: T) => ({ ...row, size_bytes: Number(row.size_bytes) });

/** media_uploads, and what an upload needs to know of channels and roles. */
export function createUploadsRepository(db: Kysely<Database>) {
  return {
    channelByKey: (key: string) => db.selectFrom('channels').select(['id', 'key']).where('key', '=', key).executeTakeFirst(),

    roleOn: async (operatorId: number, channelId: number): Promise<OperatorRole | null> =>
      ((await db.selectFrom('operator_channel_roles').select('role').where('operator_id', '=', operatorId).where('channel_id', '=', channelId).executeTakeFirst())?.role as
        | OperatorRole
        | undefined) ?? null,

    insert: (upload: NewUpload) =>
      db
        .insertInto('media_uploads')
        .values({
          id: upload.id,
          channel_id: upload.channelId,
          operator_id: upload.operatorId,
          filename: upload.filename,
          title: upload.title,
          normalize_audio: upload.normalizeAudio ? 1 : 0,
          size_bytes: upload.sizeBytes,
          offset_bytes: 0,
          created_at: upload.createdAt,
          expires_at: upload.expiresAt,
        })
        .execute(),

    find: async (id: string): Promise<UploadRow | undefined> => {
      const row = await db.selectFrom('media_uploads').select(UPLOAD_COLUMNS).where('id', '=', id).executeTakeFirst();
      return row && toRow(row);
    },

    /**
     * The operator's unfinished uploads that have not expired, oldest first, with their channel's key; for anyone
     * but an owner, only on channels where they hold one of `roles` now (those they may still resume).
     */
    listPending: async (operator: { id: number; isOwner: boolean }, roles: readonly OperatorRole[], now: string) =>
      (
        await db
          .selectFrom('media_uploads')
          .innerJoin('channels', 'channels.id', 'media_uploads.channel_id')
          .select(['media_uploads.id', 'channels.key as channel_key', 'media_uploads.filename', 'media_uploads.size_bytes', 'media_uploads.created_at', 'media_uploads.expires_at'])
          .where('media_uploads.operator_id', '=', operator.id)
          .where('media_uploads.completed_at', 'is', null)
          .where('media_uploads.expires_at', '>', now)
          .$if(!operator.isOwner, (query) =>
            query.where(({ exists, selectFrom }) =>
              exists(
                selectFrom('operator_channel_roles')
                  .select('operator_channel_roles.role')
                  .whereRef('operator_channel_roles.channel_id', '=', 'media_uploads.channel_id')
                  .where('operator_channel_roles.operator_id', '=', operator.id)
                  .where('operator_channel_roles.role', 'in', roles),
              ),
            ),
          )
          .orderBy('media_uploads.created_at')
          .orderBy('media_uploads.id')
          .execute()
      ).map(toRow),

    /**
     * Turns a complete upload into a queued asset (processing run 1): the asset row, the upload marked complete,
     * and `placeSource(assetId)` (moving the file into the media store) in one transaction, so a failed move
     * leaves neither an asset without its source nor an upload marked complete.
     */
    complete: (upload: UploadRow, now: string, placeSource: (assetId: number) => Promise<void>): Promise<number> =>
      db.transaction().execute(async (trx) => {
        const { id: assetId } = await trx
          .insertInto('media_assets')
          .values({
            channel_id: upload.channel_id,
            title: upload.title,
            original_filename: upload.filename,
            state: 'queued',
            size_bytes: upload.size_bytes,
            // The store holds the source from now on; processing adds the rest.
            storage_bytes: upload.size_bytes,
            normalize_audio: upload.normalize_audio,
            run: 1,
            created_by: upload.operator_id,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.updateTable('media_uploads').set({ completed_at: now, asset_id: assetId, offset_bytes: upload.size_bytes }).where('id', '=', upload.id).execute();
        await placeSource(assetId);
        return assetId;
      }),

    /** Unfinished uploads past their expiry. */
    expiredIds: async (now: string) =>
      (await db.selectFrom('media_uploads').select('id').where('completed_at', 'is', null).where('expires_at', '<=', now).execute()).map((row) => row.id),

    remove: (id: string) => db.deleteFrom('media_uploads').where('id', '=', id).execute(),
  };
}
export type UploadsRepository = ReturnType<typeof createUploadsRepository>;

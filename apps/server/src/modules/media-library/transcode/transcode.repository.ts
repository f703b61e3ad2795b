import type { Kysely } from 'kysely';
import type { MediaAssetStage } from '@ott/contracts/admin-media';
import type { Database } from '../../../db/schema';
import type { MasterCaption, MasterRendition } from '../library-master';

export interface ProbeColumns {
  duration: number | null;
  width: number;
  height: number;
  frame_rate: number | null;
  has_audio: boolean;
  container: string;
}

/**
 * The transcode job's reads and writes of media_assets. Every write of a running job names the
 * asset's run and the processing state, so it changes nothing once the asset was cancelled,
 * retried or deleted; the caller learns so from the false it returns and stops.
 */
export function createTranscodeRepository(db: Kysely<Database>, now: () => Date = () => new Date()) {
  const stamp = () => now().toISOString();
  const current = (id: number, run: number) => db.updateTable('media_assets').where('id', '=', id).where('run', '=', run).where('state', '=', 'processing');
  const changed = (result: { numUpdatedRows: bigint }) => result.numUpdatedRows > 0n;

  return {
    find: (id: number) => db.selectFrom('media_assets').select(['id', 'run', 'state', 'stage', 'poster', 'normalize_audio', 'progress']).where('id', '=', id).executeTakeFirst(),

    /** Takes a queued asset (or one a dead worker left processing) into this run; false when it is not this run's to process. */
    async start(id: number, run: number): Promise<boolean> {
      const result = await db
        .updateTable('media_assets')
        .set({ state: 'processing', stage: 'probe', progress: 0, failure_reason: null, playable: 0, updated_at: stamp() })
        .where('id', '=', id)
        .where('run', '=', run)
        .where('state', 'in', ['queued', 'processing'])
        .executeTakeFirst();
      return changed(result);
    },

    async progress(id: number, run: number, stage: MediaAssetStage, progress: number): Promise<boolean> {
      return changed(await current(id, run).set({ stage, progress, updated_at: stamp() }).executeTakeFirst());
    },

    async probed(id: number, run: number, columns: ProbeColumns): Promise<boolean> {
      return changed(await current(id, run).set({ ...columns, has_audio: columns.has_audio ? 1 : 0, updated_at: stamp() }).executeTakeFirst());
    },

    async renditions(id: number, run: number, renditions: readonly MasterRendition[]): Promise<boolean> {
      return changed(await current(id, run).set({ renditions: JSON.stringify(renditions), playable: 1, updated_at: stamp() }).executeTakeFirst());
    },

    async pictures(id: number, run: number, columns: { poster: string; poster_candidates: number } | { has_preview: 1 }): Promise<boolean> {
      return changed(await current(id, run).set({ ...columns, updated_at: stamp() }).executeTakeFirst());
    },

    async ready(id: number, run: number, storageBytes: number): Promise<boolean> {
      const at = stamp();
      return changed(await current(id, run).set({ state: 'ready', stage: null, progress: 100, storage_bytes: storageBytes, processed_at: at, updated_at: at }).executeTakeFirst());
    },

    /** The stage is kept, so the console says where it failed. */
    async failed(id: number, run: number, reason: string): Promise<boolean> {
      return changed(await current(id, run).set({ state: 'failed', failure_reason: reason.slice(0, 1000), playable: 0, renditions: '[]', updated_at: stamp() }).executeTakeFirst());
    },

    /** After a cancel (which counts the run up) stopped this run: nothing stays playable, unless a retry has queued a newer run since. */
    async unpublished(id: number, run: number): Promise<boolean> {
      const result = await db
        .updateTable('media_assets')
        .set({ playable: 0, renditions: '[]', updated_at: stamp() })
        .where('id', '=', id)
        .where('run', '>', run)
        .where('state', '=', 'cancelled')
        .executeTakeFirst();
      return changed(result);
    },

    /** Assets queued before `before` (their job may never have been stored, e.g. a crash right after the upload's commit). */
    queuedBefore: (before: Date) => db.selectFrom('media_assets').select(['id', 'run']).where('state', '=', 'queued').where('updated_at', '<', before.toISOString()).orderBy('id').execute(),

    captions: (id: number): Promise<MasterCaption[]> => db.selectFrom('media_captions').select(['language', 'label']).where('asset_id', '=', id).orderBy('language').execute(),
  };
}
export type TranscodeRepository = ReturnType<typeof createTranscodeRepository>;

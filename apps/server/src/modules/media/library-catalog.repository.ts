import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The reads of the library catalog (library-catalog.ts): assets, their captions and markers, and what changed since. */
export function createLibraryCatalogRepository(db: Kysely<Database>) {
  return {
    /** The assets with these ids; null: every asset. */
    assets: (ids: number[] | null) => {
      const query = db.selectFrom('media_assets').select(['id', 'channel_id', 'state', 'renditions', 'playable', 'run', 'processed_at', 'updated_at', 'duration']);
      return (ids === null ? query : query.where('id', 'in', ids)).execute();
    },

    captions: (assetIds: number[]) => db.selectFrom('media_captions').select(['asset_id', 'language', 'label']).where('asset_id', 'in', assetIds).orderBy('language').execute(),

    markers: (assetIds: number[]) =>
      db.selectFrom('media_markers').select(['asset_id', 'name', 'seconds']).where('asset_id', 'in', assetIds).orderBy('seconds').orderBy('id').execute(),

    /** Ids of the assets, captions or markers written since `since` (ISO), possibly repeated. */
    changedSince: (since: string) =>
      Promise.all([
        db
          .selectFrom('media_assets')
          .select('id')
          .where((eb) => eb.or([eb('updated_at', '>=', since), eb('processed_at', '>=', since)]))
          .execute(),
        db.selectFrom('media_captions').select('asset_id as id').where('updated_at', '>=', since).execute(),
        db.selectFrom('media_markers').select('asset_id as id').where('created_at', '>=', since).execute(),
      ]),

    /** The ids of every asset still there. */
    assetIds: () => db.selectFrom('media_assets').select('id').execute(),
  };
}

import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/unique-violation';

/** The SQL of an asset's captions: one row per language. */
export function createCaptionsRepository(db: Kysely<Database>) {
  return {
    list: (assetId: number) => db.selectFrom('media_captions').selectAll().where('asset_id', '=', assetId).orderBy('language').execute(),
    find: (assetId: number, id: number) => db.selectFrom('media_captions').selectAll().where('asset_id', '=', assetId).where('id', '=', id).executeTakeFirst(),
    findLanguage: (assetId: number, language: string) => db.selectFrom('media_captions').selectAll().where('asset_id', '=', assetId).where('language', '=', language).executeTakeFirst(),

    /** 'language-taken' when the asset already has captions in that language (a race the unique key settles). */
    async insert(values: { asset_id: number; language: string; label: string; at: string }): Promise<number | 'language-taken'> {
      try {
        const row = await db
          .insertInto('media_captions')
          .values({ asset_id: values.asset_id, language: values.language, label: values.label, created_at: values.at, updated_at: values.at })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      } catch (error) {
        if (isUniqueViolation(error)) return 'language-taken';
        throw error;
      }
    },

    async update(id: number, values: { language?: string; label?: string; updated_at: string }): Promise<'ok' | 'language-taken'> {
      try {
        await db.updateTable('media_captions').set(values).where('id', '=', id).execute();
        return 'ok';
      } catch (error) {
        if (isUniqueViolation(error)) return 'language-taken';
        throw error;
      }
    },

    delete: (id: number) => db.deleteFrom('media_captions').where('id', '=', id).execute(),
  };
}
export type CaptionsRepository = ReturnType<typeof createCaptionsRepository>;

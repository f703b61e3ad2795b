import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function createCustomFormsRepository(db: Kysely<Database>) {
  return {
    findByAlias: (channelId: number, alias: string) =>
      db
        .selectFrom('custom_forms')
        .select(['id', 'alias', 'title', 'description', 'submit_label', 'success_message', 'fields'])
        .where('channel_id', '=', channelId)
        .where('alias', '=', alias)
        .executeTakeFirst(),

    /** Creates the channel's form of `alias`, or replaces its texts and fields. */
    async saveForm(channelId: number, alias: string, values: { title: string; description: string | null; submit_label: string; success_message: string; fields: string }): Promise<void> {
      const existing = await db.selectFrom('custom_forms').select('id').where('channel_id', '=', channelId).where('alias', '=', alias).executeTakeFirst();
      if (existing) await db.updateTable('custom_forms').set(values).where('id', '=', existing.id).execute();
      else await db.insertInto('custom_forms').values({ ...values, channel_id: channelId, alias }).execute();
    },

    async insertSubmission(row: { channel_id: number; custom_form_id: number; user_id: number | null; answers: string; created_at: string }): Promise<number> {
      const { id } = await db.insertInto('custom_form_submissions').values(row).returning('id').executeTakeFirstOrThrow();
      return id;
    },
  };
}
export type CustomFormsRepository = ReturnType<typeof createCustomFormsRepository>;

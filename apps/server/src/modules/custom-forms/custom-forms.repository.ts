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

    async insertSubmission(row: { channel_id: number; custom_form_id: number; user_id: number | null; answers: string; created_at: string }): Promise<number> {
      const { id } = await db.insertInto('custom_form_submissions').values(row).returning('id').executeTakeFirstOrThrow();
      return id;
    },
  };
}
export type CustomFormsRepository = ReturnType<typeof createCustomFormsRepository>;

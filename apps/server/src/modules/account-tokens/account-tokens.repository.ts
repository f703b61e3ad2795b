import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function createAccountTokensRepository(db: Kysely<Database>) {
  return {
    insert: (row: { user_id: number; purpose: string; hash: string; expires_at: string; created_at: string }) =>
      db.insertInto('account_tokens').values({ ...row, used_at: null }).execute(),

    /** Tokens of a user and purpose that were not used yet, expired or not. */
    findUnused: (userId: number, purpose: string) =>
      db
        .selectFrom('account_tokens')
        .select(['id', 'hash', 'expires_at'])
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute(),

    /** Marks a token used; false when another request used it first. */
    async markUsed(id: number, usedAt: string): Promise<boolean> {
      const [result] = await db.updateTable('account_tokens').set({ used_at: usedAt }).where('id', '=', id).where('used_at', 'is', null).execute();
      return Number(result?.numUpdatedRows ?? 0) === 1;
    },

    deleteUnused: (userId: number, purpose: string) =>
      db.deleteFrom('account_tokens').where('user_id', '=', userId).where('purpose', '=', purpose).where('used_at', 'is', null).execute(),

    deleteAll: (userId: number, purpose?: string) => {
      const ofUser = db.deleteFrom('account_tokens').where('user_id', '=', userId);
      return (purpose === undefined ? ofUser : ofUser.where('purpose', '=', purpose)).execute();
    },

    async deleteExpiredBefore(cutoff: string): Promise<number> {
      const [result] = await db.deleteFrom('account_tokens').where('expires_at', '<', cutoff).execute();
      return Number(result?.numDeletedRows ?? 0);
    },
  };
}
export type AccountTokensRepository = ReturnType<typeof createAccountTokensRepository>;

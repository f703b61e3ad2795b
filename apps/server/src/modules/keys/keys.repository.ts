import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type NewKey = { hash: string; channel_id: number; user_id: number | null; created_at: string; last_used_at: string; expires_at: string };

export function createKeysRepository(db: Kysely<Database>) {
  return {
    insert: (row: NewKey) => db.insertInto('api_keys').values(row).execute(),

    /** Deletes the replaced key (if any) and inserts the new one together; returns the hashes deleted. */
    replace: (replacedId: number | null, row: NewKey) =>
      db.transaction().execute(async (tx) => {
        const deleted = replacedId === null ? [] : await tx.deleteFrom('api_keys').where('id', '=', replacedId).returning('hash').execute();
        await tx.insertInto('api_keys').values(row).execute();
        return deleted.map((key) => key.hash);
      }),

    deleteByHash: (hash: string) => db.deleteFrom('api_keys').where('hash', '=', hash).execute(),

    /** Deletes a user's keys, but the one with `exceptId`; returns the hashes deleted. */
    async deleteForUser(userId: number, exceptId: number | null): Promise<string[]> {
      let query = db.deleteFrom('api_keys').where('user_id', '=', userId);
      if (exceptId !== null) query = query.where('id', '!=', exceptId);
      return (await query.returning('hash').execute()).map((key) => key.hash);
    },

    /** Deletes one of a user's keys by id (a device signed out from the Devices list); returns its hash, none for another user's. */
    async deleteOneForUser(userId: number, id: number): Promise<string[]> {
      return (await db.deleteFrom('api_keys').where('user_id', '=', userId).where('id', '=', id).returning('hash').execute()).map((key) => key.hash);
    },

    findByHash: (hash: string) =>
      db.selectFrom('api_keys').select(['id', 'channel_id', 'user_id', 'last_used_at', 'expires_at']).where('hash', '=', hash).executeTakeFirst(),

    touch: (id: number, lastUsedAt: string, expiresAt: string) =>
      db.updateTable('api_keys').set({ last_used_at: lastUsedAt, expires_at: expiresAt }).where('id', '=', id).execute(),

    deleteExpired: (now: string) => db.deleteFrom('api_keys').where('expires_at', '<=', now).execute(),
  };
}
export type KeysRepository = ReturnType<typeof createKeysRepository>;

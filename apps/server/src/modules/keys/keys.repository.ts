import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function createKeysRepository(db: Kysely<Database>) {
  return {
    insert: (row: { hash: string; channel_id: number; user_id: number | null; created_at: string; last_used_at: string; expires_at: string }) =>
      db.insertInto('api_keys').values(row).execute(),

    findByHash: (hash: string) =>
      db.selectFrom('api_keys').select(['id', 'channel_id', 'user_id', 'last_used_at', 'expires_at']).where('hash', '=', hash).executeTakeFirst(),

    touch: (id: number, lastUsedAt: string, expiresAt: string) =>
      db.updateTable('api_keys').set({ last_used_at: lastUsedAt, expires_at: expiresAt }).where('id', '=', id).execute(),

    deleteExpired: (now: string) => db.deleteFrom('api_keys').where('expires_at', '<=', now).execute(),
  };
}
export type KeysRepository = ReturnType<typeof createKeysRepository>;

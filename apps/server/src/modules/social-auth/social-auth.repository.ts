import type { Insertable, Kysely } from 'kysely';
import type { Database, SocialIdentitiesTable, SocialLoginsTable } from '../../db/schema';
import { unlessExists } from '../../db/unique-violation';

export function createSocialAuthRepository(db: Kysely<Database>) {
  return {
    insertLogin: (row: Omit<Insertable<SocialLoginsTable>, 'id'>) => db.insertInto('social_logins').values(row).execute(),

    /**
     * Takes the pending login away in one statement, so a state works once. Only the key and provider
     * that started it match: someone else presenting the state neither finishes nor spends it.
     */
    consumeLogin: (stateHash: string, apiKeyId: number, provider: string) =>
      db
        .deleteFrom('social_logins')
        .where('state_hash', '=', stateHash)
        .where('api_key_id', '=', apiKeyId)
        .where('provider', '=', provider)
        .returning(['code_verifier', 'nonce', 'redirect_uri', 'expires_at'])
        .executeTakeFirst(),

    async deleteExpiredLogins(now: string): Promise<number> {
      const result = await db.deleteFrom('social_logins').where('expires_at', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    findIdentityUser: async (channelId: number, provider: string, subject: string): Promise<number | null> => {
      const row = await db
        .selectFrom('social_identities')
        .select('user_id')
        .where('channel_id', '=', channelId)
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .executeTakeFirst();
      return row?.user_id ?? null;
    },

    /** 'exists' when the provider identity is already linked (the same first sign-in finished twice at once). */
    insertIdentity: (row: Omit<Insertable<SocialIdentitiesTable>, 'id'>) =>
      unlessExists(async () => {
        await db.insertInto('social_identities').values(row).execute();
      }),
  };
}
export type SocialAuthRepository = ReturnType<typeof createSocialAuthRepository>;

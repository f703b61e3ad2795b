import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface SignInRecord {
  channelId: number;
  userId: number;
  /** password, register, social or device. */
  method: string;
  ip: string | null;
  countryCode: string | null;
  userAgent: string | null;
  at: string;
}

/** How many sign-ins are kept per user: the newest ones, enough for support's history. */
export const SIGN_INS_KEPT = 50;

/** Each sign-in of a user, kept for support's sign-in history and the user's last known country (docs/decisions/0056). */
export function createSignInsRepository(db: Kysely<Database>) {
  return {
    /** Records a sign-in and drops the user's oldest beyond the newest SIGN_INS_KEPT, so the table never grows without bound. */
    async record(entry: SignInRecord): Promise<void> {
      await db
        .insertInto('sign_ins')
        .values({
          channel_id: entry.channelId,
          user_id: entry.userId,
          method: entry.method.slice(0, 16),
          ip: entry.ip?.slice(0, 64) ?? null,
          country_code: entry.countryCode,
          user_agent: entry.userAgent?.slice(0, 255) ?? null,
          created_at: entry.at,
        })
        .execute();
      const kept = db.selectFrom('sign_ins').select('id').where('user_id', '=', entry.userId).orderBy('id', 'desc').limit(SIGN_INS_KEPT);
      await db
        .deleteFrom('sign_ins')
        .where('user_id', '=', entry.userId)
        .where('id', 'not in', db.selectFrom(kept.as('newest')).select('newest.id'))
        .execute();
    },
  };
}
export type SignInsRepository = ReturnType<typeof createSignInsRepository>;

import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, UsersTable } from '../../db/schema';
import { unlessExists } from '../../db/unique-violation';

export type NewUser = Omit<Insertable<UsersTable>, 'id' | 'email_normalized'>;
export type UserPatch = Omit<Updateable<UsersTable>, 'id' | 'channel_id' | 'email_normalized' | 'created_at'>;

/** Emails are compared lower-cased: `Jane@Example.com` and `jane@example.com` are one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function createUsersRepository(db: Kysely<Database>) {
  return {
    findById: (channelId: number, id: number) =>
      db.selectFrom('users').selectAll().where('channel_id', '=', channelId).where('id', '=', id).executeTakeFirst(),

    findByEmail: (channelId: number, email: string) =>
      db.selectFrom('users').selectAll().where('channel_id', '=', channelId).where('email_normalized', '=', normalizeEmail(email)).executeTakeFirst(),

    /**
     * Throws a unique violation (see isUniqueViolation) when the channel already has the address: for
     * callers in the data layer only; services use insertUnlessTaken.
     */
    async insert(row: NewUser): Promise<number> {
      const { id } = await db
        .insertInto('users')
        .values({ ...row, email_normalized: normalizeEmail(row.email) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** The new user's id, or 'exists' when the channel already has the address (two registrations at once). */
    insertUnlessTaken(row: NewUser): Promise<number | 'exists'> {
      return unlessExists(() => this.insert(row));
    },

    /** 'exists' when a new address is already another account's in the channel. */
    update: (id: number, patch: UserPatch): Promise<void | 'exists'> =>
      unlessExists(async () => {
        await db
          .updateTable('users')
          .set(patch.email === undefined ? patch : { ...patch, email_normalized: normalizeEmail(patch.email) })
          .where('id', '=', id)
          .execute();
      }),

    delete: (id: number) => db.deleteFrom('users').where('id', '=', id).execute(),
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;

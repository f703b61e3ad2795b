import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const NEVER = '1970-01-01T00:00:00.000Z';

export function createChoreLeasesRepository(db: Kysely<Database>) {
  return {
    /**
     * Moves the chore's `due_at` to `nextDue` when it is not after `now`; true when this call did it. One statement
     * on one row: PostgreSQL re-checks the condition after a concurrent update, SQLite has one writer.
     */
    async claim(name: string, now: string, nextDue: string, holder: string): Promise<boolean> {
      await db.insertInto('chore_leases').values({ name, due_at: NEVER, claimed_by: holder }).onConflict((oc) => oc.column('name').doNothing()).execute();
      const result = await db.updateTable('chore_leases').set({ due_at: nextDue, claimed_by: holder }).where('name', '=', name).where('due_at', '<=', now).executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
  };
}

import type { Kysely } from 'kysely';
import { hashPassword } from '../../modules/auth/password';
import type { Database } from '../schema';

/** The console's demo owner, printed at start with the demo accounts (never seeded without DEMO). */
export const demoOwner = { email: 'owner@example.test', password: 'run-the-channel', name: 'Demo owner' } as const;

/** Seeds the demo owner while the database has no operator at all; running it again changes nothing. */
export async function seedDemoOwner(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  if (await db.selectFrom('operators').select('id').limit(1).executeTakeFirst()) return false;
  const at = now.toISOString();
  await db
    .insertInto('operators')
    .values({ email: demoOwner.email, name: demoOwner.name, password_hash: await hashPassword(demoOwner.password), is_owner: 1, must_change_password: 0, totp_secret: null, totp_enabled: 0, created_at: at, updated_at: at })
    .execute();
  return true;
}

/** The start-up banner's line for the demo owner, while that operator exists. */
export async function demoOperatorLines(db: Kysely<Database>): Promise<string[]> {
  const row = await db.selectFrom('operators').select('id').where('email', '=', demoOwner.email).executeTakeFirst();
  return row ? [`    ${'console'.padEnd(14)} ${demoOwner.email} / ${demoOwner.password}  (operator console owner, at /admin)`] : [];
}

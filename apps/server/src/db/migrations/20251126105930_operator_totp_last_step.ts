import type { Kysely } from 'kysely';

/** The 30-second step of the last TOTP code an operator used: a code is accepted once, so one seen over a shoulder cannot sign in again. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('operators').addColumn('totp_last_step', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('operators').dropColumn('totp_last_step').execute();
}

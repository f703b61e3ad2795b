import { type Kysely, sql } from 'kysely';

/**
 * A paid or pay-per-view event is no longer sold alone for nothing (docs/decisions/0060): a single-event package
 * priced 0 is hidden, which leaves its event sold only through the passes and subscriptions that cover it. Its
 * orders keep working, as a hidden pass's do.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update passes set visibility = 'hidden' where type = 'event' and price = 0`.execute(db);
}

/** Which packages were hidden here is not recorded: going down leaves them hidden. */
export async function down(): Promise<void> {}

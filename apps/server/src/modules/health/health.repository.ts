import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** The cheapest round trip to the database: rejects when it is down. */
export const pingDatabase = (db: Kysely<Database>) => sql`select 1`.execute(db);

import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './create-database';
import { migrateToLatest } from './migrate';
import { type SeedOptions, seedIfEmpty } from './seed';

/** Brings the schema up to date and seeds the demo channels into an empty database. */
export async function prepareDatabase(handle: DatabaseHandle, log: FastifyBaseLogger, options: SeedOptions = { demoAccounts: true }): Promise<void> {
  const applied = await migrateToLatest(handle);
  if (applied.length > 0) log.info({ migrations: applied }, 'database migrated');
  const seeded = await seedIfEmpty(handle.db, options);
  if (seeded.length > 0) log.info({ channels: seeded }, 'demo channels seeded');
}

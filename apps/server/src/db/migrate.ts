import { Migrator } from 'kysely';
import type { DatabaseHandle } from './create-database';
import { migrations } from './migrations';

export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  // Not bounded by DATABASE_TIMEOUT_MS: a migration waiting on a lock or rewriting a large table is not a stuck request.
  const db = handle.openUnbounded?.() ?? handle.db;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest().finally(async () => {
    if (db !== handle.db) await db.destroy();
  });
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An integer primary key filled by the database, spelled the way each dialect wants it. */
export function serialId(db: Kysely<unknown>) {
  const postgres = isPostgres(db);
  return (column: ColumnDefinitionBuilder) =>
    postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
}

/** A `channel_id` column that disappears with its channel. */
export function channelRef(column: ColumnDefinitionBuilder) {
  return column.notNull().references('channels.id').onDelete('cascade');
}

/** Creates `<table>_channel_id_idx`; every per-channel table is read by channel. */
export async function indexChannelId(db: Kysely<unknown>, table: string): Promise<void> {
  await db.schema.createIndex(`${table}_channel_id_idx`).on(table).column('channel_id').execute();
}

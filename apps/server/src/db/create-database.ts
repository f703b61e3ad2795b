import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL schema holding the tables when not the default (tests use one per file). */
  schema: string | null;
}

export interface DatabaseOptions {
  /** PostgreSQL only: put every table in this schema (created by migrations if missing). */
  schema?: string;
}

export function createDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl'>, options: DatabaseOptions = {}): DatabaseHandle {
  if (config.databaseUrl) return createPostgres(config.databaseUrl, options.schema ?? null);
  return createSqlite(config.dataDir);
}

function createSqlite(dataDir: string): DatabaseHandle {
  mkdirSync(dataDir, { recursive: true });
  const connection = new SQLite(join(dataDir, 'app.db'));
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = NORMAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) }), dialect: 'sqlite', schema: null };
}

function createPostgres(connectionString: string, schema: string | null): DatabaseHandle {
  if (schema !== null && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres', schema };
}

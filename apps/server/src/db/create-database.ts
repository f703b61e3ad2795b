import type SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { openSqliteFile } from './open-sqlite';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL schema holding the tables when not the default (tests use one per file). */
  schema: string | null;
  /** PostgreSQL's connection pool (its sizes are metrics); null on SQLite. */
  pool: pg.Pool | null;
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
  const connection = openSqliteFile(dataDir);
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(connection) }) }), dialect: 'sqlite', schema: null, pool: null };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing costs as much as running a small query. Statements
 * are reused by SQL text (Kysely runs one query at a time per connection, so none is shared mid-use).
 */
export function withStatementCache(connection: SQLite.Database): SQLite.Database {
  const statements = new Map<string, SQLite.Statement>();
  const prepare = (source: string) => {
    let statement = statements.get(source);
    if (!statement) {
      statement = connection.prepare(source);
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      statements.set(source, statement);
    }
    return statement;
  };
  return new Proxy(connection, {
    get(target, property, receiver) {
      if (property === 'prepare') return prepare;
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
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
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres', schema, pool };
}

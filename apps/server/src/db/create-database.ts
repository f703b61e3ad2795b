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
  /**
   * PostgreSQL only: a pool of its own without the per-query timeout, for work that may rightly take long (migrations
   * on a busy server); the caller destroys it.
   */
  openUnbounded?: () => Kysely<Database>;
  /** PostgreSQL's connection pool (its sizes are metrics); null on SQLite. */
  pool: pg.Pool | null;
}

export interface DatabaseOptions {
  /** PostgreSQL only: put every table in this schema (created by migrations if missing). */
  schema?: string;
  /** PostgreSQL only: told when an idle connection breaks (the database went away); the pool replaces it on next use. */
  onConnectionLost?: (error: Error) => void;
}

/** DATABASE_TIMEOUT_MS's default, for callers (commands, tests) that build a database without a full config. */
const DEFAULT_TIMEOUT_MS = 5_000;

type DatabaseConfig = Pick<Config, 'dataDir' | 'databaseUrl'> & Partial<Pick<Config, 'databaseTimeoutMs'>>;

export function createDatabase(config: DatabaseConfig, options: DatabaseOptions = {}): DatabaseHandle {
  if (config.databaseUrl) return createPostgres(config.databaseUrl, config.databaseTimeoutMs ?? DEFAULT_TIMEOUT_MS, options);
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

function createPostgres(connectionString: string, timeoutMs: number, options: DatabaseOptions): DatabaseHandle {
  const schema = options.schema ?? null;
  if (schema !== null && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const settings = {
    connectionString,
    connectionTimeoutMillis: timeoutMs,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  };
  // A request that meets an unreachable or stuck database fails within timeoutMs (answered 503) instead of hanging.
  const pool = new pg.Pool({ ...settings, max: 10, query_timeout: timeoutMs, idleTimeoutMillis: 30_000 });
  // Without listeners, a connection dropped by the database (a restart, a crash) is an uncaught 'error' that ends the
  // process: the pool reports idle connections; a checked-out one (mid-transaction) fails its next query instead, and
  // the pool discards it on release.
  pool.on('error', (error) => options.onConnectionLost?.(error));
  pool.on('connect', (client) => client.on('error', () => {}));
  const openUnbounded = () => new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ ...settings, max: 1 }) }) });
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres', schema, pool, openUnbounded };
}

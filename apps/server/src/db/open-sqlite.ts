import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { ConfigError } from '../config';
import { registerLocalDay } from './local-day';

/** Why a SQLite error code stops the start, in words an operator can act on. */
const SQLITE_REASONS: Array<[RegExp, string]> = [
  [/^SQLITE_NOTADB/, 'the file is not a SQLite database (corrupt, or another kind of file)'],
  [/^SQLITE_CORRUPT/, 'the database file is corrupt'],
  [/^SQLITE_READONLY/, 'the database or its directory is read-only for this process'],
  [/^SQLITE_CANTOPEN/, 'the file cannot be opened (it must be a readable, writable file in a writable directory)'],
  [/^SQLITE_(PERM|AUTH)/, 'permission denied'],
];

const FILE_REASONS: Record<string, string> = {
  EEXIST: 'it is a file, not a directory',
  ENOTDIR: 'part of the path is a file, not a directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
};

function reasonOf(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  const known = FILE_REASONS[code] ?? SQLITE_REASONS.find(([pattern]) => pattern.test(code))?.[1];
  return known ?? (error instanceof Error ? error.message : String(error));
}

/**
 * The SQLite file `DATA_DIR/app.db`, opened and set up (WAL). A data directory or database that cannot be used stops
 * the start with one line naming the path (a ConfigError), not a driver stack trace.
 */
export function openSqliteFile(dataDir: string): SQLite.Database {
  try {
    mkdirSync(dataDir, { recursive: true });
    if (!statSync(dataDir).isDirectory()) throw Object.assign(new Error('not a directory'), { code: 'EEXIST' });
  } catch (error) {
    throw new ConfigError(`DATA_DIR: cannot use ${dataDir} as the data directory: ${reasonOf(error)}`);
  }
  const file = join(dataDir, 'app.db');
  let connection: SQLite.Database | undefined;
  try {
    connection = new SQLite(file);
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = NORMAL');
    connection.pragma('foreign_keys = ON');
    connection.pragma('busy_timeout = 5000');
    registerLocalDay(connection);
    // The header alone can look fine: reading the schema proves the file is a database this process can read.
    connection.prepare('SELECT count(*) FROM sqlite_master').get();
    return connection;
  } catch (error) {
    connection?.close();
    throw new ConfigError(`DATA_DIR: cannot open the database ${file}: ${reasonOf(error)}`);
  }
}

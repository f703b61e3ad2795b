import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { Config } from '../../config';
import { openSqliteFile } from '../../db/open-sqlite';

export type BackupSource = Pick<Config, 'dataDir' | 'databaseUrl'>;

export class BackupError extends Error {}

/** `2026-11-29T12:51:11.123Z` → `20261129-125111`: sorts by time, safe in every file system. */
function stamp(at: Date): string {
  return at.toISOString().replace(/\.\d+Z$/, '').replace(/[-:]/g, '').replace('T', '-');
}

/**
 * The URL without its password, which goes to the child in PGPASSWORD instead: a password in the arguments would be
 * visible to every user of the machine (ps).
 */
function pgConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(new BackupError(error.code === 'ENOENT' ? `${command} not found: install the PostgreSQL client tools (Debian: apt-get install postgresql-client)` : error.message)),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/**
 * Writes a consistent copy of the database into `directory` and returns its path: SQLite's online backup (the
 * server may keep running and writing) into `ott-sqlite-<time>.db`, or `pg_dump`'s custom format into
 * `ott-postgres-<time>.dump`.
 */
export async function backupDatabase(source: BackupSource, directory: string, at = new Date()): Promise<string> {
  mkdirSync(directory, { recursive: true });
  if (source.databaseUrl) {
    const file = join(directory, `ott-postgres-${stamp(at)}.dump`);
    const { url, env } = pgConnection(source.databaseUrl);
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', '--file', file, '--dbname', url], env);
    return file;
  }
  const file = join(directory, `ott-sqlite-${stamp(at)}.db`);
  const connection = openSqliteFile(source.dataDir);
  try {
    await connection.backup(file);
  } finally {
    connection.close();
  }
  // One self-contained file: the copy leaves WAL mode (the restored server turns it on again) and is checked.
  const copy = new SQLite(file);
  try {
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`the backup ${file} failed its check: ${String(check)}`);
  } finally {
    copy.close();
  }
  return file;
}

/**
 * Restores a backup made by backupDatabase: a `.db` file becomes DATA_DIR/app.db (which must not exist yet), a
 * `.dump` is loaded with pg_restore into DATABASE_URL (an empty database: create it first).
 */
export async function restoreDatabase(target: BackupSource, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`no backup at ${file}`);
  if (file.endsWith('.dump')) {
    if (!target.databaseUrl) throw new BackupError(`${basename(file)} is a PostgreSQL dump: set DATABASE_URL to the (empty) database to restore it into`);
    const { url, env } = pgConnection(target.databaseUrl);
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', '--dbname', url, file], env);
    return;
  }
  if (!file.endsWith('.db')) throw new BackupError(`${basename(file)} is not a backup of this app (.db for SQLite, .dump for PostgreSQL)`);
  if (target.databaseUrl) throw new BackupError(`${basename(file)} is a SQLite backup: unset DATABASE_URL to restore it into DATA_DIR`);
  mkdirSync(target.dataDir, { recursive: true });
  const database = join(target.dataDir, 'app.db');
  if (existsSync(database)) throw new BackupError(`${database} already exists: restore into an empty DATA_DIR, or move that file away first`);
  copyFileSync(file, database);
}

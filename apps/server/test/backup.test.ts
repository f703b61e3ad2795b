import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/create-database';
import { migrateToLatest } from '../src/db/migrate';
import { backupDatabase, restoreDatabase } from '../src/lib/backup/database-backup';

const postgresUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;
const AT = new Date('2026-11-29T13:04:05.678Z');

/** A row only this test writes, read back from the restored copy. */
async function writeMarker(handle: DatabaseHandle, marker: string): Promise<void> {
  const at = new Date().toISOString();
  await handle.db
    .insertInto('jobs')
    .values({ name: 'backup.marker', job_key: marker, payload: '{"n":42}', status: 'done', attempts: 1, run_at: at, locked_until: null, lease_token: null, last_error: null, request_id: null, created_at: at, updated_at: at })
    .execute();
}
const readMarker = (handle: DatabaseHandle) => handle.db.selectFrom('jobs').select(['job_key', 'payload']).where('name', '=', 'backup.marker').execute();

describe('backup and restore of SQLite', () => {
  const dirs: string[] = [];
  const temp = () => {
    const dir = mkdtempSync(join(tmpdir(), 'ott-backup-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('copies the live database into a timestamped file that restores into a new DATA_DIR', async () => {
    const source = { dataDir: temp(), databaseUrl: null };
    const handle = createDatabase(source);
    await migrateToLatest(handle);
    await writeMarker(handle, 'sqlite-marker');
    // The online backup works while the app holds the database open.
    const file = await backupDatabase(source, join(temp(), 'backups'), AT);
    await handle.db.destroy();
    expect(basename(file)).toBe('ott-sqlite-20261129-130405.db');

    const target = { dataDir: join(temp(), 'restored'), databaseUrl: null };
    await restoreDatabase(target, file);
    const restored = createDatabase(target);
    try {
      expect(await readMarker(restored)).toEqual([{ job_key: 'sqlite-marker', payload: '{"n":42}' }]);
    } finally {
      await restored.db.destroy();
    }
    await expect(restoreDatabase(target, file)).rejects.toThrow(`${join(target.dataDir, 'app.db')} already exists: restore into an empty DATA_DIR, or move that file away first`);
  });
});

describe.skipIf(!postgresUrl)('backup and restore of PostgreSQL (pg_dump, pg_restore)', () => {
  // Two databases of this test's own on the machine's PostgreSQL, dropped afterwards; no other database is touched.
  const suffix = randomUUID().replaceAll('-', '').slice(0, 12);
  const names = { source: `ott_backup_src_${suffix}`, target: `ott_backup_dst_${suffix}` };
  const urlOf = (database: string) => {
    const url = new URL(postgresUrl!);
    url.pathname = `/${database}`;
    return url.toString();
  };
  const admin = () => new pg.Client({ connectionString: urlOf('postgres') });
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ott-backup-pg-'));
    const client = admin();
    await client.connect();
    try {
      for (const name of Object.values(names)) await client.query(`create database "${name}"`);
    } finally {
      await client.end();
    }
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    const client = admin();
    await client.connect();
    try {
      for (const name of Object.values(names)) await client.query(`drop database if exists "${name}" with (force)`);
    } finally {
      await client.end();
    }
  });

  it('dumps the database into a timestamped file that pg_restore loads into a fresh database', async () => {
    const source = { dataDir: dir, databaseUrl: urlOf(names.source) };
    const handle = createDatabase(source);
    try {
      await migrateToLatest(handle);
      await writeMarker(handle, 'postgres-marker');
    } finally {
      await handle.db.destroy();
    }
    const file = await backupDatabase(source, join(dir, 'backups'), AT);
    expect(basename(file)).toBe('ott-postgres-20261129-130405.dump');
    expect(existsSync(file)).toBe(true);

    const target = { dataDir: dir, databaseUrl: urlOf(names.target) };
    await restoreDatabase(target, file);
    const restored = createDatabase(target);
    try {
      expect(await readMarker(restored)).toEqual([{ job_key: 'postgres-marker', payload: '{"n":42}' }]);
    } finally {
      await restored.db.destroy();
    }
  });
});

import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ChannelDocument } from '@ott/contracts/admin-channel-transfer';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPaths } from '../src/config';
import { ensureBuilt } from './built-processes';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run channel -- …` as built: `node apps/server/dist/channel.js …` on a SQLite database of its own. */
function channel(dataDir: string, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(defaultPaths.packageRoot, 'dist/channel.js'), ...args],
      { cwd: defaultPaths.repoRoot, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'silent' }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

// A copy beside its original gets no analytics key (one key names one channel's figures).
const comparable = (document: ChannelDocument) => ({ ...document, exported_at: '-', channel: { ...document.channel, key: '-', hostnames: [], settings: { ...document.channel.settings, yare_analytics: null } } });

describe('npm run channel -- export|import (built command)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ott-channel-command-'));
  const dataDir = join(dir, 'data');
  const file = join(dir, 'varsity.json');

  beforeAll(() => ensureBuilt(['channel']), 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('exports a demo channel to a file, imports it under a new key and hostname, and exports the copy equal to the original', async () => {
    const exported = await channel(dataDir, 'export', 'varsity', file);
    expect(exported.stderr).toMatch(/^Exported channel varsity: \d+ events, \d+ pages, \d+ media references to /);
    expect(exported.code).toBe(0);
    const original = ChannelDocument.parse(JSON.parse(readFileSync(file, 'utf8')));

    const imported = await channel(dataDir, 'import', file, '--key', 'riverside', '--hostname', 'Riverside.test');
    expect(imported.stderr).toContain(`Imported channel riverside (${original.channel.name}) from ${file}: `);
    expect(imported.stderr).toContain(`${original.catalogue.events.length} events`);
    expect(imported.stderr).toContain('it answers on riverside.test.');
    expect(imported.code).toBe(0);

    const db = new SQLite(join(dataDir, 'app.db'), { readonly: true });
    try {
      const audit = db.prepare("select a.operator_id, a.operator_email, a.action, c.key from audit_log a join channels c on c.id = a.channel_id where a.action = 'channel.import'").all();
      expect(audit).toEqual([{ operator_id: null, operator_email: 'npm run channel', action: 'channel.import', key: 'riverside' }]);
    } finally {
      db.close();
    }

    const copy = await channel(dataDir, 'export', 'riverside');
    expect(copy.code).toBe(0);
    const document = ChannelDocument.parse(JSON.parse(copy.stdout));
    expect(document.channel).toMatchObject({ key: 'riverside', hostnames: ['riverside.test'] });
    expect(comparable(document)).toEqual(comparable(original));
  }, 120_000);

  it('refuses a key that is taken, and a document with a broken reference, writing nothing', async () => {
    const again = await channel(dataDir, 'import', file, '--key', 'varsity');
    expect(again.stderr.trim()).toBe('This channel key is taken');
    expect(again.code).toBe(1);

    const broken = JSON.parse(readFileSync(file, 'utf8')) as ChannelDocument;
    broken.catalogue.events[2]!.category = 'c999';
    const brokenFile = join(dir, 'broken.json');
    writeFileSync(brokenFile, JSON.stringify(broken));
    const refused = await channel(dataDir, 'import', brokenFile, '--key', 'broken-copy');
    expect(refused.stderr).toContain(`${brokenFile} is not a channel document; nothing was imported:\n  catalogue.events.2.category: Refers to no category "c999"`);
    expect(refused.code).toBe(1);
    const missing = await channel(dataDir, 'export', 'broken-copy');
    expect(missing.stderr.trim()).toBe('No channel has the key "broken-copy"');
    expect(missing.code).toBe(1);
  }, 120_000);

  it('prints its usage for a wrong verb', async () => {
    const wrong = await channel(dataDir, 'copy', 'varsity');
    expect(wrong.stderr).toContain('Usage:\n  npm run channel -- export <channel key> [file]');
    expect(wrong.code).toBe(1);
  });
});

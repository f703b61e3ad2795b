/**
 * A data directory or SQLite database the server cannot use stops `npm start` with one line naming the path and exit
 * code 1, not a driver's stack trace.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, startProcess } from './built-processes';

/** Root may write anywhere, so a read-only directory is tried as `nobody` there. */
const NOBODY = { uid: 65534, gid: 65534 };
const asRoot = process.getuid?.() === 0;

describe('start-up with a DATA_DIR that cannot be used', () => {
  let root: string;
  beforeAll(() => {
    ensureBuilt();
    root = mkdtempSync(join(tmpdir(), 'ott-data-dir-'));
    chmodSync(root, 0o755);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const start = async (dataDir: string, user: typeof NOBODY | null = null) => {
    const server = startProcess('server', { NODE_ENV: 'production', DATA_DIR: dataDir, WEB_DIST_DIR: join(root, 'no-web'), CONSOLE_DIST_DIR: join(root, 'no-console') }, user);
    const code = await server.exited;
    return { code, output: server.output() };
  };

  it('names a DATA_DIR that is a file', async () => {
    const file = join(root, 'a-file');
    writeFileSync(file, 'not a directory');
    expect(await start(file)).toEqual({ code: 1, output: `DATA_DIR: cannot use ${file} as the data directory: it is a file, not a directory\n` });
  });

  it('names a database file that is not a database', async () => {
    const dir = join(root, 'corrupt');
    mkdirSync(dir);
    writeFileSync(join(dir, 'app.db'), Buffer.alloc(8192, 0x5a));
    expect(await start(dir)).toEqual({ code: 1, output: `DATA_DIR: cannot open the database ${dir}/app.db: the file is not a SQLite database (corrupt, or another kind of file)\n` });
  });

  it('names a database path that cannot be opened as a file', async () => {
    const dir = join(root, 'db-is-a-directory');
    mkdirSync(join(dir, 'app.db'), { recursive: true });
    expect(await start(dir)).toEqual({
      code: 1,
      output: `DATA_DIR: cannot open the database ${dir}/app.db: the file cannot be opened (it must be a readable, writable file in a writable directory)\n`,
    });
  });

  it('names a read-only data directory', async () => {
    const dir = join(root, 'read-only');
    mkdirSync(dir);
    chmodSync(dir, 0o555);
    expect(await start(dir, asRoot ? NOBODY : null)).toEqual({
      code: 1,
      output: `DATA_DIR: cannot open the database ${dir}/app.db: the file cannot be opened (it must be a readable, writable file in a writable directory)\n`,
    });
  });
});

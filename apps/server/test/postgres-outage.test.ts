import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../src/modules/keys/api-key';
import { ensureBuilt, type Started, startProcess, waitFor } from './built-processes';
import { createPrivatePostgres, postgresBinariesPresent, type PrivatePostgres } from './private-postgres';

const TIMEOUT_MS = 1_000;
/** What a request may take beyond DATABASE_TIMEOUT_MS: the answer itself, on a busy CI machine. */
const SLACK_MS = 1_500;
const UNAVAILABLE = { message: 'Something went wrong', code: 'SERVICE_UNAVAILABLE', message_code: 'SOMETHING_WENT_WRONG' };

interface Answer {
  status: number;
  body: { data?: { api_key?: string } } & Record<string, unknown>;
  ms: number;
}

if (!postgresBinariesPresent) console.warn('SKIPPED: postgres-outage.test.ts needs /usr/lib/postgresql/15/bin (apt-get install postgresql-15)');

/** The built server over a PostgreSQL of the test's own, which the test kills and starts again while requests flow. */
describe.skipIf(!postgresBinariesPresent)('a PostgreSQL outage', () => {
  let database: PrivatePostgres;
  let server: Started;
  let dataDir: string;
  let base: string;

  beforeAll(async () => {
    ensureBuilt();
    dataDir = mkdtempSync(join(tmpdir(), 'ott-pg-outage-'));
    database = await createPrivatePostgres();
    await database.start();
    server = startProcess('server', { NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST_DIR: join(dataDir, 'no-web'), DATABASE_URL: database.url, DATABASE_TIMEOUT_MS: String(TIMEOUT_MS), API_KEY_ISSUE_LIMIT: '100000' });
    const port = Number(await waitFor(() => /listening on http:\/\/localhost:(\d+)/.exec(server.output())?.[1], 'the listening line', 60_000));
    base = `http://127.0.0.1:${port}`;
  }, 90_000);

  afterAll(async () => {
    // A server that ended by itself (a crash the test is about) says why.
    if (server && server.child.exitCode !== null) console.info(server.output().slice(-4000));
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await database?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A visitor key: a row written to the database, acknowledged by its 200. */
  const newKey = async (): Promise<Answer> => {
    const started = Date.now();
    const response = await fetch(`${base}/api/get_api_key`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ channel_key: 'varsity' }) });
    return { status: response.status, body: (await response.json()) as Answer['body'], ms: Date.now() - started };
  };
  const health = async () => {
    const response = await fetch(`${base}/api/health`);
    return { status: response.status, body: (await response.json()) as { data: { status: string; database: string } } };
  };

  it('answers 503 in the envelope within DATABASE_TIMEOUT_MS, reports the database down, recovers when it returns and loses no acknowledged write', async () => {
    const answers: Answer[] = [];
    let flowing = true;
    // Four clients writing without pause, from before the kill until after the recovery.
    const clients = Array.from({ length: 4 }, async () => {
      while (flowing) answers.push(await newKey());
    });
    const acknowledged = () => answers.filter((answer) => answer.status === 200).length;
    try {
    await waitFor(() => (acknowledged() >= 20 ? true : null), '20 acknowledged writes');
    // A database that hangs (stopped, not gone): requests wait at most DATABASE_TIMEOUT_MS, then 503.
    database.signal('SIGSTOP');
    let mark = answers.length;
    await waitFor(() => (answers.slice(mark).filter((answer) => answer.status === 503).length >= 4 ? true : null), 'answers while the database hangs');
    database.signal('SIGCONT');
    // Then one that is gone: killed with its backends, as a crash of its host.
    await database.kill();
    mark = answers.length;
    await waitFor(() => (answers.slice(mark).filter((answer) => answer.status === 503).length >= 8 ? true : null), 'answers while the database is down');
    expect(await health()).toEqual({ status: 503, body: { data: { status: 'degraded', database: 'down', version: expect.any(String) } } });

    await database.start();
    mark = answers.length;
    await waitFor(() => (answers.slice(mark).filter((answer) => answer.status === 200).length >= 8 ? true : null), 'writes acknowledged again, without a restart');
    } finally {
      flowing = false;
      await Promise.all(clients);
    }
    expect(await health()).toEqual({ status: 200, body: { data: { status: 'ok', database: 'up', version: expect.any(String) } } });
    expect(server.child.exitCode).toBeNull();

    // Every failure was the envelope's 503, in time; nothing else (no 500, no hang).
    const failures = answers.filter((answer) => answer.status !== 200);
    expect(failures.length).toBeGreaterThanOrEqual(12);
    expect(new Set(failures.map((answer) => answer.status))).toEqual(new Set([503]));
    expect(failures.map((answer) => answer.body)).toEqual(failures.map(() => UNAVAILABLE));
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(TIMEOUT_MS + SLACK_MS);

    // Every key answered 200 is in the database.
    const keys = answers.filter((answer) => answer.status === 200).map((answer) => hashApiKey(answer.body.data!.api_key!));
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const stored = new Set((await client.query<{ hash: string }>('select hash from api_keys where hash = any($1)', [keys])).rows.map((row) => row.hash));
      expect(keys.filter((key) => !stored.has(key))).toEqual([]);
    } finally {
      await client.end();
    }
  }, 120_000);
});

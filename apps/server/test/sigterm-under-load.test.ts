import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, type Started, startProcess, waitFor } from './built-processes';
import { createPrivatePostgres, postgresBinariesPresent, type PrivatePostgres } from './private-postgres';

const CONNECTIONS = 50;

interface Outcome {
  /** Whether the request was sent before the SIGTERM. */
  before: boolean;
  status: number | null;
  error: string | null;
}

if (!postgresBinariesPresent) console.warn('SKIPPED: sigterm-under-load.test.ts needs /usr/lib/postgresql/15/bin (apt-get install postgresql-15)');

/** The built server over PostgreSQL, stopped with SIGTERM while 50 keep-alive connections keep it busy. */
describe.skipIf(!postgresBinariesPresent)('SIGTERM under load', () => {
  let database: PrivatePostgres;
  let server: Started;
  let dataDir: string;
  let port: number;

  beforeAll(async () => {
    ensureBuilt();
    dataDir = mkdtempSync(join(tmpdir(), 'ott-sigterm-'));
    database = await createPrivatePostgres();
    await database.start();
    server = startProcess('server', { NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, WEB_DIST_DIR: join(dataDir, 'no-web'), DATABASE_URL: database.url, API_KEY_ISSUE_LIMIT: '100000' });
    await waitFor(() => (server.output().includes('Jobs: ') ? true : null), 'the server to start', 60_000);
    port = Number(/listening on http:\/\/localhost:(\d+)/.exec(server.output())![1]);
  }, 90_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await database?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every request sent before it, closes idle keep-alive connections cleanly, and exits 0', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    let signalled = false;
    let stopped = false;
    const outcomes: Outcome[] = [];
    // One write (a visitor key) and one read (health) per round, on 50 connections kept alive.
    const send = (method: 'GET' | 'POST', path: string, body?: string) =>
      new Promise<Outcome>((resolve) => {
        const before = !signalled;
        const req = request({ host: '127.0.0.1', port, method, path, agent, headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {} }, (res) => {
          res.resume();
          res.once('end', () => resolve({ before, status: res.statusCode ?? 0, error: null }));
        });
        req.once('error', (error: NodeJS.ErrnoException) => resolve({ before, status: null, error: error.code ?? error.message }));
        req.end(body);
      });
    const loops = Array.from({ length: CONNECTIONS }, async () => {
      while (!stopped) {
        const outcome = await send('POST', '/api/get_api_key', JSON.stringify({ channel_key: 'varsity' }));
        outcomes.push(outcome, await send('GET', '/api/health'));
        // Refused: the server has stopped listening; this client would go to another instance.
        if (outcome.error === 'ECONNREFUSED') return;
      }
    });
    // Idle keep-alive clients: one request answered, then silence until the server ends the connection.
    const idle = await Promise.all(Array.from({ length: 5 }, () => idleClient(port)));

    await waitFor(() => (outcomes.filter((outcome) => outcome.status === 200).length >= 500 ? true : null), '500 answered requests');
    signalled = true;
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    stopped = true;
    await Promise.all(loops);
    agent.destroy();

    const sentBefore = outcomes.filter((outcome) => outcome.before);
    expect(sentBefore.filter((outcome) => outcome.status !== 200)).toEqual([]);
    // After the signal: answered (200, or 503 while closing), or refused once the port is closed; never cut off mid-way.
    const after = outcomes.filter((outcome) => !outcome.before);
    expect(after.filter((outcome) => !(outcome.status === 200 || outcome.status === 503 || outcome.error === 'ECONNREFUSED'))).toEqual([]);
    expect(await Promise.all(idle.map((client) => client.ended))).toEqual(idle.map(() => 'end'));
  }, 60_000);
});

/** A raw keep-alive connection that sends one request, reads the answer, then waits: how did the server end it? */
async function idleClient(port: number): Promise<{ ended: Promise<string> }> {
  const socket: Socket = connect(port, '127.0.0.1');
  let answered: () => void;
  const gotAnswer = new Promise<void>((resolve) => (answered = resolve));
  const ended = new Promise<string>((resolve) => {
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    socket.once('end', () => resolve('end'));
  });
  socket.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('\r\n\r\n')) answered();
  });
  socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`);
  await gotAnswer;
  return { ended };
}

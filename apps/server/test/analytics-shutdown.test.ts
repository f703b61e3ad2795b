import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VARSITY_ANALYTICS_KEY } from './analytics-helpers';
import { ensureBuilt, startProcess, waitFor } from './built-processes';

const testRedisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;
const CLIENTS = 10;
const BATCH = 20;

/**
 * The real server (dist/server.js) killed while 10 clients post batches: every event it acknowledged is stored.
 * SIGTERM drains the buffer; SIGKILL too loses nothing acknowledged, since a request is answered only after its
 * rows are committed (or in the Redis Stream).
 */
describe('analytics ingestion across a kill of the server process', () => {
  let root: string;
  const running: ChildProcess[] = [];
  beforeAll(() => {
    ensureBuilt();
    root = mkdtempSync(join(tmpdir(), 'ott-analytics-kill-'));
  });
  afterAll(() => {
    for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(root, { recursive: true, force: true });
  });

  const start = async (env: Record<string, string>) => {
    const server = startProcess('server', { NODE_ENV: 'test', MEDIA_DEMO_SECONDS: '0', ANALYTICS_RATE_LIMIT_PER_IP: '10000000', ANALYTICS_RATE_LIMIT_PER_SESSION: '1000000', ...env });
    running.push(server.child);
    const port = Number(await waitFor(() => /listening on http:\/\/localhost:(\d+)[\s\S]*Jobs:/.exec(server.output())?.[1], 'the whole start-up banner'));
    // The signal handlers are installed in the same turn as the banner is written: once the server has answered
    // a request after it, they are in place.
    await waitFor(() => fetch(`http://127.0.0.1:${port}/api/health`).then((response) => response.ok || null, () => null), 'an answer after the banner');
    return { server, port };
  };

  const stored = (dataDir: string) => {
    const db = new Database(join(dataDir, 'app.db'), { readonly: true });
    try {
      return (db.prepare('select count(*) as n from analytics_video_events').get() as { n: number }).n;
    } finally {
      db.close();
    }
  };

  async function postUntilKilled(signal: NodeJS.Signals, env: Record<string, string>) {
    const dataDir = mkdtempSync(join(root, 'data-'));
    const fullEnv = { DATA_DIR: dataDir, WEB_DIST_DIR: join(dataDir, 'no-web'), ...env };
    const { server, port } = await start(fullEnv);
    let acknowledged = 0;
    let view = 0;
    let serving = true;
    const client = async () => {
      while (serving) {
        const body = Array.from({ length: BATCH }, () => ({ session: 'kill0000session', video_view_uuid: `kill-view-${(view += 1)}`, stream_id: 1, stream_type: 'live', event: 'playing' }));
        try {
          const response = await fetch(`http://127.0.0.1:${port}/datalake/video/event/?key=${VARSITY_ANALYTICS_KEY}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
          if (response.status === 200) acknowledged += ((await response.json()) as { data: { stored: number } }).data.stored;
          else await response.arrayBuffer();
        } catch {
          return;
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, client);
    await waitFor(() => (acknowledged >= 2_000 ? true : null), 'a few acknowledged batches', 20_000);
    server.child.kill(signal);
    const exit = await server.exited;
    serving = false;
    await Promise.all(clients);

    // Started again on the same data: whatever it replays or leaves is counted after.
    const again = await start(fullEnv);
    const count = await waitFor(() => {
      const n = stored(dataDir);
      return n >= acknowledged ? n : null;
    }, 'the acknowledged events to be stored', 10_000).catch(() => stored(dataDir));
    again.server.child.kill('SIGTERM');
    expect(await again.server.exited, again.server.output()).toBe(0);
    return { exit, acknowledged, count, output: server.output() };
  }

  it('SIGTERM: the server drains and exits 0; stored events equal acknowledged ones', async () => {
    const { exit, acknowledged, count, output } = await postUntilKilled('SIGTERM', {});
    expect(exit, output).toBe(0);
    expect(acknowledged).toBeGreaterThan(0);
    expect(count).toBe(acknowledged);
  });

  it('SIGKILL: no acknowledged event is lost (a commit whose answer was not sent yet may add some)', async () => {
    const { exit, acknowledged, count } = await postUntilKilled('SIGKILL', {});
    expect(exit).toBe('signal:SIGKILL');
    expect(count).toBeGreaterThanOrEqual(acknowledged);
    expect(count - acknowledged).toBeLessThanOrEqual(CLIENTS * BATCH);
  });

  it.skipIf(!testRedisUrl)('SIGTERM with REDIS_URL: entries in the stream are written before exit or by the next start', async () => {
    const { exit, acknowledged, count, output } = await postUntilKilled('SIGTERM', { REDIS_URL: testRedisUrl! });
    expect(exit, output).toBe(0);
    expect(count).toBe(acknowledged);
  });
});

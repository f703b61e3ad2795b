// Budget: POST /datalake/video/event/ with batches of 20 events over 10 connections stores ≥ 5,000 events/s on one
// instance (SQLite), printed beside a bare Fastify hello-world measured in the same run (its requests/s × 20).
// Then a kill -TERM while 10 clients post: every acknowledged event must be stored (0 lost).
// Needs a built server (`npm run build -w @ott/server`; `npm run bench` builds first).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { freePort, median, root, startProcess, stop } from './lib/server.mjs';

const CONNECTIONS = 10;
const BATCH = 20;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BUDGET_EVENTS_PER_S = 5_000;
const KEY = 'vsn-web-2025';

const serverScript = join(root, 'apps/server/dist/server.js');
const workDir = mkdtempSync(join(tmpdir(), 'ott-bench-analytics-'));
const helloScript = join(workDir, 'hello.mjs');
writeFileSync(
  helloScript,
  `import Fastify from ${JSON.stringify(join(root, 'node_modules/fastify/fastify.js'))};
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
app.get('/api/health', async () => ({ ok: true }));
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));`,
);

// Limits far above the load: the bench measures ingestion, not the limiter.
const serverEnv = (dataDir) => ({ DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', NODE_ENV: 'production', DEMO: 'off', MEDIA_DEMO_SECONDS: '0', ANALYTICS_RATE_LIMIT_PER_IP: '10000000', ANALYTICS_RATE_LIMIT_PER_SESSION: '1000000', WEB_DIST_DIR: join(dataDir, 'no-web') });

let view = 0;
const batchBody = () =>
  JSON.stringify(
    Array.from({ length: BATCH }, (_, index) => ({
      session: 'bench0000session',
      video_view_uuid: `bench-view-${(view += 1)}`,
      stream_id: 1,
      stream_type: 'replay',
      event: index % 2 ? 'playing' : 'rendition_change',
      device_type: 'desktop',
      platform: 'web',
      extras: { bitrate: 2_400_000, position: index },
    })),
  );

const run = (options) => new Promise((resolve, reject) => autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options }, (error, result) => (error ? reject(error) : resolve(result))));

const storedEvents = (dataDir) => {
  const db = new Database(join(dataDir, 'app.db'), { readonly: true });
  const { n } = db.prepare('select count(*) as n from analytics_video_events').get();
  db.close();
  return n;
};

async function throughput() {
  const dataDir = join(workDir, 'throughput');
  const helloPort = await freePort();
  const appPort = await freePort();
  const hello = await startProcess(helloScript, { port: helloPort });
  const app = await startProcess(serverScript, { port: appPort, env: serverEnv(dataDir) });
  const body = batchBody();
  const helloRps = [];
  const appEvents = [];
  let non2xx = 0;
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      helloRps.push((await run({ url: `http://127.0.0.1:${helloPort}/hello` })).requests.average);
      const result = await run({ url: `http://127.0.0.1:${appPort}/datalake/video/event/?key=${KEY}`, method: 'POST', headers: { 'content-type': 'application/json' }, body });
      non2xx += result.non2xx + result.errors;
      appEvents.push(result.requests.average * BATCH);
    }
  } finally {
    await stop(hello.child);
    await stop(app.child);
  }
  return { hello: median(helloRps), events: median(appEvents), non2xx, stored: storedEvents(dataDir) };
}

/** 10 clients post batches until the server goes away; SIGTERM lands mid-run. Counts what was acknowledged. */
async function killDuringRun(signal) {
  const dataDir = join(workDir, `kill-${signal}`);
  const port = await freePort();
  const app = await startProcess(serverScript, { port, env: serverEnv(dataDir) });
  let acknowledged = 0;
  let running = true;
  const client = async () => {
    while (running) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/datalake/video/event/?key=${KEY}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: batchBody() });
        if (response.status === 200) acknowledged += (await response.json()).data.stored;
        else await response.arrayBuffer();
      } catch {
        // The server is gone: stop this client.
        return;
      }
    }
  };
  const clients = Array.from({ length: CONNECTIONS }, client);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const exited = new Promise((resolve) => app.child.once('exit', (code, sig) => resolve(code ?? sig)));
  app.child.kill(signal);
  const exit = await exited;
  running = false;
  await Promise.all(clients);
  const stored = storedEvents(dataDir);
  return { signal, exit, acknowledged, stored, lost: Math.max(0, acknowledged - stored) };
}

try {
  const result = await throughput();
  const ratio = result.events / (result.hello * BATCH);
  console.log(`analytics ingest: ${Math.round(result.events)} events/s (batches of ${BATCH}, ${CONNECTIONS} connections, SQLite; budget ≥ ${BUDGET_EVENTS_PER_S}); ` +
    `hello-world ${Math.round(result.hello)} req/s × ${BATCH} = ${Math.round(result.hello * BATCH)} → ratio ${ratio.toFixed(3)}; non-2xx ${result.non2xx}; rows stored ${result.stored}`);
  const kills = [await killDuringRun('SIGTERM'), await killDuringRun('SIGKILL')];
  for (const kill of kills) console.log(`kill -${kill.signal.replace('SIG', '')} mid-run: acknowledged ${kill.acknowledged} events, stored ${kill.stored}, lost ${kill.lost} (exit ${kill.exit})`);
  const failed = result.events < BUDGET_EVENTS_PER_S || result.non2xx > 0 || kills.some((kill) => kill.lost > 0);
  console.log(failed ? 'analytics ingest: BUDGET MISSED' : 'analytics ingest: within budget');
  process.exitCode = failed ? 1 : 0;
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

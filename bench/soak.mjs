// The realistic mix (bench/lib/mix.mjs) for 10 minutes on one instance over PostgreSQL. Budget: 0 errors; after
// warm-up, RSS grows < 10 %, and neither the open file descriptors (sockets, files: /proc/<pid>/fd) nor the
// database connections (pg_stat_activity for its database) grow.
//   node bench/soak.mjs [--duration=600] [--connections=20] [--postgres-url=postgres://postgres@127.0.0.1:5432/postgres]
// The soak creates a database of its own on that PostgreSQL server (never touching the others) and drops it after.
// Needs a build (`npm run build`).
import { readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createStats, drive, serverEnv, summary, waitForPlayableMedia } from './lib/mix.mjs';
import { freePort, median, root, startProcess, stop } from './lib/server.mjs';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '600' },
    connections: { type: 'string', default: '20' },
    'postgres-url': { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const DURATION_S = Number(options.duration);
const CONNECTIONS = Number(options.connections);
// JIT, the connection pool, V8's heap sizing and the bounded caches (rate-limit counters, the list
// micro-cache) settle in the first two minutes; growth is measured after them. A shorter run is a smoke test: its
// RSS figure is printed but does not judge the budget.
const WARM_UP_S = Math.min(120, DURATION_S / 4);
const JUDGES_RSS = DURATION_S >= 360;
// Dense enough that each window's median is not decided by where in V8's GC sawtooth the samples fall.
const SAMPLE_EVERY_MS = Math.max(1_000, Math.min(5_000, (DURATION_S * 1000) / 60));
const BUDGET = { rssGrowth: 0.1, fdGrowth: 0, connectionGrowth: 0 };

const rssMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const openFds = (pid) => readdirSync(`/proc/${pid}/fd`).length;
/** Heap used and libuv's active handles, from the server's own /metrics (open to loopback clients). */
async function processGauges(base) {
  const text = await (await fetch(`${base}/metrics`)).text();
  const gauge = (name) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
  return { heapMb: gauge('nodejs_heap_size_used_bytes') / 1024 / 1024, handles: gauge('nodejs_active_handles_total') };
}

const database = `ott_soak_${process.pid}`;
const admin = new pg.Client({ connectionString: options['postgres-url'] });
const dataDir = mkdtempSync(join(tmpdir(), 'ott-bench-soak-'));
let server;
let failed = false;
try {
  await admin.connect();
  await admin.query(`create database ${database}`);
  const databaseUrl = new URL(options['postgres-url']);
  databaseUrl.pathname = `/${database}`;
  const connections = async () => Number((await admin.query('select count(*) as n from pg_stat_activity where datname = $1', [database])).rows[0].n);

  const port = await freePort();
  server = (await startProcess(join(root, 'apps/server/dist/server.js'), { port, env: { ...serverEnv, DATA_DIR: dataDir, DATABASE_URL: databaseUrl.href, REDIS_URL: '' } })).child;
  const base = `http://127.0.0.1:${port}`;
  const context = await waitForPlayableMedia(base);

  const stats = createStats();
  const samples = [];
  const started = Date.now();
  const sampler = setInterval(async () => {
    const at = (Date.now() - started) / 1000;
    const rss = rssMb(server.pid);
    const fds = openFds(server.pid);
    samples.push({ at, rss, fds, connections: await connections(), ...(await processGauges(base)), requests: stats.requests, errors: stats.errors });
  }, SAMPLE_EVERY_MS);
  await drive({ base, connections: CONNECTIONS, context, stats, until: () => Date.now() - started > DURATION_S * 1000 });
  clearInterval(sampler);
  const result = summary(stats, (Date.now() - started) / 1000);

  // Early: the first third of the samples after warm-up; late: the last third. RSS and heap follow V8's GC sawtooth,
  // so each window is judged by its median (the budget) and its floor (what is never given back: a leak lifts it),
  // never by one peak. Both must stay under the budget.
  const settled = samples.filter((sample) => sample.at >= WARM_UP_S);
  const third = Math.max(1, Math.floor(settled.length / 3));
  const early = settled.slice(0, third);
  const late = settled.slice(-third);
  const level = (window, field) => ({ median: median(window.map((s) => s[field])), floor: Math.min(...window.map((s) => s[field])) });
  const growth = (field, measure) => level(late, field)[measure] / level(early, field)[measure] - 1;
  const rssGrowth = Math.max(growth('rss', 'median'), growth('rss', 'floor'));
  // Sockets come and go with the visitors' keep-alive connections: growth is the late level above the early range.
  const fdGrowth = median(late.map((s) => s.fds)) - Math.max(...early.map((s) => s.fds));
  const connectionGrowth = median(late.map((s) => s.connections)) - Math.max(...early.map((s) => s.connections));

  console.info(`${CONNECTIONS} concurrent visitors for ${DURATION_S} s (growth measured after ${WARM_UP_S} s), sampled every ${SAMPLE_EVERY_MS / 1000} s; load average ${loadavg().map((n) => n.toFixed(1)).join(' ')} on ${availableParallelism()} cores`);
  for (const sample of samples) console.info(`  ${sample.at.toFixed(0).padStart(5)} s  RSS ${sample.rss.toFixed(0).padStart(4)} MB  heap ${sample.heapMb.toFixed(0).padStart(4)} MB  ${String(sample.fds).padStart(4)} fds  ${String(sample.handles).padStart(4)} handles  ${sample.connections} db connections  ${sample.requests} requests  ${sample.errors} errors`);
  const mb = (field, measure) => `${level(early, field)[measure].toFixed(0)} → ${level(late, field)[measure].toFixed(0)} MB (${(growth(field, measure) * 100).toFixed(1)} %)`;
  console.info(`RSS median ${mb('rss', 'median')}, floor ${mb('rss', 'floor')}; heap used median ${mb('heapMb', 'median')}, floor ${mb('heapMb', 'floor')}`);
  // Shown, not judged: the handles are mostly the visitors' keep-alive sockets, already judged as file descriptors.
  console.info(`active handles: early ${Math.min(...early.map((s) => s.handles))}-${Math.max(...early.map((s) => s.handles))}, late median ${median(late.map((s) => s.handles))}`);
  console.info(`${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.requests} requests, ${result.purchases} purchases, ${result.errors} errors`);
  for (const [failure, count] of [...stats.failures.entries()].slice(0, 5)) console.info(`  ${count} × ${failure}`);
  console.info(`RSS ${(rssGrowth * 100).toFixed(1)} % (budget < ${BUDGET.rssGrowth * 100} %${JUDGES_RSS ? '' : `; not judged: a run under 360 s is too short`}), file descriptors ${fdGrowth > 0 ? '+' : ''}${fdGrowth} and database connections ${connectionGrowth > 0 ? '+' : ''}${connectionGrowth} above their early range (budget ≤ 0)`);
  failed = result.errors > 0 || (JUDGES_RSS && rssGrowth >= BUDGET.rssGrowth) || fdGrowth > BUDGET.fdGrowth || connectionGrowth > BUDGET.connectionGrowth || settled.length < 2;
  console.info(failed ? 'FAIL: soak budget missed' : 'ok: soak budget met');
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  if (server) await stop(server);
  await admin.query(`drop database if exists ${database} with (force)`).catch(() => {});
  await admin.end().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

// The realistic mix (bench/lib/mix.mjs) against one instance and, in the same run, against the cluster:
// throughput, p50/p99 per request, and 0 errors (the budget). Per-core figures divide by the cores this machine has,
// since the load generator, the database and the server(s) all share them.
//   node bench/load.mjs [--duration=20] [--connections=50] [--cluster-url=http://127.0.0.1:8080] [--no-cluster]
//     [--cluster-postgres=postgres://postgres@127.0.0.1:5432/postgres] [--cluster-redis=redis://127.0.0.1:6379/3]
// One instance is started here, as `npm start` runs it (SQLite in a temporary DATA_DIR), or on PostgreSQL with
// --database-url=postgres://…/some_empty_database. The cluster is the one at --cluster-url, or else the one
// `node scripts/cluster.mjs` starts with the same settings, on a database it creates on --cluster-postgres's server and
// drops after, and Redis database --cluster-redis. Needs a build (`npm run build`; `npm run bench` builds).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createStats, drive, serverEnv, summary, waitForPlayableMedia } from './lib/mix.mjs';
import { freePort, root, startProcess, stop, waitForHttp } from './lib/server.mjs';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '20' },
    connections: { type: 'string', default: '50' },
    'cluster-url': { type: 'string' },
    'no-cluster': { type: 'boolean', default: false },
    'database-url': { type: 'string' },
    'cluster-postgres': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    'cluster-redis': { type: 'string', default: 'redis://127.0.0.1:6379/3' },
  },
});
const DURATION_S = Number(options.duration);
const CONNECTIONS = Number(options.connections);
const WARM_UP_S = Math.min(5, DURATION_S / 4);
const cores = availableParallelism();

/** Warms up, then drives the mix for DURATION_S and returns its summary. */
async function measure(base) {
  const context = await waitForPlayableMedia(base);
  const warmUp = createStats();
  const warmUntil = Date.now() + WARM_UP_S * 1000;
  await drive({ base, connections: CONNECTIONS, context, stats: warmUp, until: () => Date.now() > warmUntil });
  const stats = createStats();
  const started = performance.now();
  const until = Date.now() + DURATION_S * 1000;
  await drive({ base, connections: CONNECTIONS, context, stats, until: () => Date.now() > until });
  return { ...summary(stats, (performance.now() - started) / 1000), failures: [...stats.failures.entries()].slice(0, 5), warmUpErrors: warmUp.errors };
}

/** The cluster with the instance's settings, on a database, Redis index and run directory of its own (removed after). */
async function startCluster() {
  const script = join(root, 'scripts/cluster.mjs');
  if (!existsSync(script)) return null;
  const port = await freePort();
  const runDir = mkdtempSync(join(tmpdir(), 'ott-bench-cluster-'));
  const databaseUrl = `${options['cluster-postgres'].replace(/\/[^/]*$/, '')}/ott_bench_cluster_${process.pid}`;
  const env = { ...serverEnv, PORT: String(port), CLUSTER_DIR: runDir, DATABASE_URL: databaseUrl, REDIS_URL: options['cluster-redis'] };
  const { child } = await startProcess(script, { port, env, readyPath: '/api/health/ready' });
  return { child, base: `http://127.0.0.1:${port}`, runDir, databaseUrl };
}

async function removeCluster({ runDir, databaseUrl }) {
  rmSync(runDir, { recursive: true, force: true });
  const client = new pg.Client({ connectionString: databaseUrl.replace(/\/[^/]*$/, '/postgres') });
  await client.connect();
  await client.query(`drop database if exists "${new URL(databaseUrl).pathname.slice(1)}" with (force)`);
  await client.end();
}

const line = (name, r) =>
  `${name.padEnd(16)} ${r.rps.toFixed(0).padStart(6)} req/s  ${(r.rps / cores).toFixed(0).padStart(5)} req/s per core  ${r.visitsPerS.toFixed(1).padStart(6)} visits/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(5)} ms  ${r.requests} requests, ${r.purchases} purchases, ${r.errors} errors`;

const dataDir = mkdtempSync(join(tmpdir(), 'ott-bench-load-'));
let server;
let cluster;
let failed = false;
try {
  const port = await freePort();
  server = (await startProcess(join(root, 'apps/server/dist/server.js'), { port, env: { ...serverEnv, DATA_DIR: dataDir, DATABASE_URL: options['database-url'] ?? '', REDIS_URL: '' } })).child;
  const results = [['one instance', await measure(`http://127.0.0.1:${port}`)]];
  await stop(server);

  if (!options['no-cluster']) {
    const clusterUrl = options['cluster-url'];
    if (clusterUrl) await waitForHttp(`${clusterUrl}/api/health`);
    else cluster = await startCluster();
    const base = clusterUrl ?? cluster?.base;
    if (base) results.push(['cluster', await measure(base)]);
    else console.info('cluster: skipped (no --cluster-url, and scripts/cluster.mjs does not exist yet)');
  }

  console.info(`${CONNECTIONS} concurrent visitors, ${DURATION_S} s each after ${WARM_UP_S} s of warm-up; ${cores} cores shared by load generator, database and server(s)`);
  for (const [name, result] of results) {
    console.info(line(name, result));
    console.info(`  mix: ${Object.entries(result.byKind).map(([kind, count]) => `${kind} ${count}`).join(', ')}`);
    for (const [failure, count] of result.failures) console.info(`  ${count} × ${failure}`);
    if (result.errors > 0) failed = true;
  }
  if (results.length === 2) console.info(`cluster / one instance: ${(results[1][1].rps / results[0][1].rps).toFixed(2)}× the throughput`);
  console.info(failed ? 'FAIL: errors under load (budget: 0)' : 'ok: 0 errors');
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  if (server) await stop(server);
  if (cluster) {
    await stop(cluster.child);
    await removeCluster(cluster);
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

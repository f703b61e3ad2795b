#!/usr/bin/env node
// `npm run cluster`: the product as several processes behind nginx, on this machine (docs/decisions/0072-nginx-edge.md).
// PORT (8080) is the edge; DATABASE_URL and REDIS_URL name the shared PostgreSQL and Redis; media go to an s3rver
// of the cluster's own unless S3_BUCKET/S3_ENDPOINT name another store or MEDIA_STORE=local; CLUSTER_DIR is the run
// directory (secrets, generated nginx.conf, logs, media cache, DATA_DIR, s3rver's objects). Ctrl-C stops every process.
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './ensure-built.mjs';
import { DEFAULT_DATABASE_URL, DEFAULT_REDIS_URL } from './cluster/database.mjs';
import { startCluster } from './cluster/run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
ensureBuilt();

const runDir = resolve(root, process.env.CLUSTER_DIR || '.cluster');
let cluster = null;
let exiting = false;

async function shutDown(code) {
  if (exiting) return;
  exiting = true;
  await cluster?.stop();
  process.exit(code);
}

try {
  cluster = await startCluster({
    root,
    runDir,
    host: process.env.HOST || '0.0.0.0',
    port: Number(process.env.PORT || 8080),
    databaseUrl: process.env.DATABASE_URL || DEFAULT_DATABASE_URL,
    redisUrl: process.env.REDIS_URL || DEFAULT_REDIS_URL,
    echo: (name, line) => process.stdout.write(`${`[${name}]`.padEnd(9)} ${line}\n`),
    onDeath(name, pid, how) {
      console.error(`\n${name} (pid ${pid}) exited unexpectedly (${how}); stopping the cluster. Its log: ${join(runDir, 'logs', `${name}.log`)}`);
      void shutDown(1);
    },
  });
} catch (error) {
  console.error(`The cluster did not start: ${error instanceof Error ? error.message : String(error)}\nLogs: ${join(runDir, 'logs')}`);
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void shutDown(0));
const store = cluster.mediaStore;
const media =
  store.kind === 'local'
    ? `DATA_DIR ${store.dir} (MEDIA_STORE=local: this machine only)`
    : `bucket ${store.bucket} on ${store.endpoint ?? 'AWS S3'}${store.dir ? ` (the cluster's s3rver, objects in ${store.dir})` : ''}`;
const lines = [
  '',
  `  Cluster ready on ${cluster.url} (nginx) — Ctrl-C stops it`,
  ...Object.entries(cluster.instances).map(([name, url]) => `    ${name.padEnd(7)} ${url}  (pid ${cluster.pids[name]})`),
  `    worker  pid ${cluster.pids.worker}`,
  ...(cluster.pids.s3rver ? [`    s3rver  pid ${cluster.pids.s3rver}`] : []),
  `  Live ingest: encoders publish to ${cluster.rtmpUrl}`,
  `  Media: ${media}`,
  `  Run directory (secrets, nginx.conf, logs, data): ${runDir}`,
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);

import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { startSmtpSink } from '../../apps/server/test/smtp-sink';
import { freePort } from '../../scripts/cluster/processes.mjs';
import { type Cluster, startCluster } from '../../scripts/cluster/run.mjs';
import { CLUSTER_ENV } from './cluster-env';

const root = resolve(import.meta.dirname, '../..');

/** A Redis of the suite's own on a free port, so its queues never meet anything else's; killed by PID. */
async function startRedis(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}/0`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { Redis } = await import('ioredis');
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    const up = await client.connect().then(() => client.ping().then(() => true), () => false);
    client.disconnect();
    if (up) return { url, child };
    if (Date.now() > deadline) throw new Error(`redis-server did not start on port ${port}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

async function onServer(databaseUrl: string, sql: string): Promise<void> {
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Starts the cluster exactly as `npm run cluster` does (scripts/cluster/run.mjs) on free ports: a database of its own
 * on the machine's PostgreSQL (TEST_DATABASE_URL's server, or 127.0.0.1:5432), a private Redis, an SMTP sink that
 * writes what it receives to <runDir>/mail.jsonl. Everything is stopped by PID and removed in the teardown, and
 * killed when the runner exits in any other way.
 */
export default async function globalSetup() {
  const runDir = mkdtempSync(join(tmpdir(), 'ott-cluster-e2e-'));
  const server = new URL(process.env.TEST_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres');
  server.pathname = `/ott_cluster_e2e_${process.pid}`;
  const databaseUrl = server.toString();
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(runDir, { recursive: true, force: true })];
  let cluster: Cluster | null = null;
  const killAll = () => {
    for (const pid of Object.values(cluster?.pids ?? {})) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', killAll);
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    process.off('exit', killAll);
  };
  try {
    const redis = await startRedis();
    cleanups.push(() => void redis.child.kill('SIGKILL'));
    process.once('exit', () => redis.child.kill('SIGKILL'));
    const mail = await startSmtpSink();
    cleanups.push(() => mail.close());
    const mailLog = join(runDir, 'mail.jsonl');
    const record = mail.received.push.bind(mail.received);
    mail.received.push = (...mails) => {
      for (const one of mails) appendFileSync(mailLog, `${JSON.stringify({ to: one.to, decoded: one.decoded })}\n`);
      return record(...mails);
    };
    cleanups.push(() => onServer(databaseUrl, `drop database if exists "${server.pathname.slice(1)}" with (force)`));
    cluster = await startCluster({
      root,
      runDir,
      port: await freePort(),
      databaseUrl,
      redisUrl: redis.url,
      workers: 1,
      env: { ...CLUSTER_ENV, SMTP_URL: mail.url },
      onDeath: (name, pid, how) => console.warn(`cluster: ${name} (pid ${pid}) exited (${how})`),
    });
    cleanups.push(() => cluster?.stop());
    process.env.CLUSTER_STATE = join(runDir, 'cluster.json');
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

// The cluster `npm run cluster` starts, and the cluster tests start on free ports (docs/decisions/0072-nginx-edge.md):
// nginx on PORT in front of two API instances, one job worker and the live ingest in a process of its own, all on
// one PostgreSQL database, one Redis and one S3-compatible store (by default an s3rver of its own), sharing secrets.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureNginx } from '../ensure-nginx.mjs';
import { S3RVER_CREDENTIALS } from '../s3rver.mjs';
import { ensureDatabase } from './database.mjs';
import { writeNginxConfig } from './nginx-config.mjs';
import { freePort, startChild, stopChild, waitForOk } from './processes.mjs';
import { sharedSecrets } from './secrets.mjs';

/** The bucket of the cluster's own S3-compatible server. */
const OWN_BUCKET = 'media';

/**
 * Where media live (docs/decisions/0072-nginx-edge.md). `MEDIA_STORE=local`: DATA_DIR/media, shared by every
 * process, so on one machine only. S3_BUCKET or S3_ENDPOINT given: that bucket (MinIO, R2, AWS S3), the S3_*
 * variables passed to every process as given. Otherwise (the default): an s3rver of the cluster's own
 * (scripts/s3rver.mjs), started by `startCluster` with its objects in <runDir>/s3; `null` asks for it.
 */
function mediaStoreEnv(env) {
  if (env.MEDIA_STORE === 'local') return { MEDIA_STORE: 'local' };
  if (!env.S3_BUCKET && !env.S3_ENDPOINT) return null;
  const names = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'];
  return { MEDIA_STORE: 's3', ...Object.fromEntries(names.filter((name) => env[name]).map((name) => [name, env[name]])) };
}

/** The environment that points every process at the s3rver on `port`. */
function ownS3Env(port) {
  return {
    MEDIA_STORE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: OWN_BUCKET,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'on',
  };
}

/**
 * Starts everything and resolves once the edge answers. `onDeath(name, pid, how)` is called when a process exits
 * that was not stopped; `echo(name, line)` sees the processes' output (their logs are in <runDir>/logs either way).
 */
export async function startCluster({ root, runDir, host = '127.0.0.1', port, databaseUrl, redisUrl, env = {}, workers = 'auto', echo, onDeath }) {
  const nginx = ensureNginx();
  if (!nginx.ok) throw new Error(nginx.message);
  const dataDir = join(runDir, 'data');
  const logDir = join(runDir, 'logs');
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(logDir, { recursive: true });
  await ensureDatabase(databaseUrl);

  const [apiA, apiB, ingestHttp, rtmp, s3] = await Promise.all([freePort(), freePort(), freePort(), env.RTMP_PORT ? Number(env.RTMP_PORT) : freePort(), freePort()]);
  const secrets = sharedSecrets(runDir, { ...process.env, ...env });
  const givenStore = mediaStoreEnv({ ...process.env, ...env });
  const base = {
    ...process.env,
    LOG_LEVEL: 'warn',
    ...env,
    ...secrets,
    ...(givenStore ?? ownS3Env(s3)),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    DATA_DIR: dataDir,
    CLUSTER: 'on',
    HOST: '127.0.0.1',
    // The instances take the client's address from the edge's X-Forwarded-For (rate limits, geo).
    TRUST_PROXY: 'loopback',
    RTMP_PUBLIC_URL: env.RTMP_PUBLIC_URL ?? `rtmp://${host === '0.0.0.0' ? '127.0.0.1' : host}:${rtmp}/live`,
  };
  const children = new Map();
  let stopping = false;
  const start = (name, command, args, options) =>
    children
      .set(name, startChild(name, command, args, { logDir, echo, onDeath: (child, how) => !stopping && onDeath?.(child.name, child.pid, how), ...options }))
      .get(name);
  const server = join(root, 'apps/server/dist/server.js');
  const worker = join(root, 'apps/server/dist/worker.js');
  const spawnNode = (name, entry, extra) => start(name, process.execPath, [entry], { cwd: root, env: { ...base, INSTANCE_NAME: name, ...extra } });
  const api = (name, listen) => spawnNode(name, server, { PORT: String(listen), ROLE: 'api', JOB_WORKER: 'external', RTMP_PORT: '0' });

  async function stop() {
    stopping = true;
    // The edge first, so no request reaches an instance that is going away; then the rest together. SIGTERM is
    // nginx's fast shutdown: a graceful one would wait for open event streams, and a master killed after it would
    // leave its workers behind. The store last: the instances may be writing to it until they are gone.
    const edge = children.get('nginx');
    if (edge) await stopChild(edge, { signal: 'SIGTERM', graceMs: 5_000 });
    await Promise.all([...children.values()].filter((child) => child.name !== 's3rver').map((child) => stopChild(child)));
    const store = children.get('s3rver');
    if (store) await stopChild(store);
  }

  try {
    if (!givenStore) {
      const s3Dir = join(runDir, 's3');
      mkdirSync(s3Dir, { recursive: true });
      const store = start('s3rver', process.execPath, [join(root, 'scripts/s3rver.mjs'), s3Dir, String(s3), OWN_BUCKET], { cwd: root, env: { PATH: process.env.PATH } });
      await waitForOk(`${base.S3_ENDPOINT}/${OWN_BUCKET}`, store, 15_000);
    }
    // The first instance migrates and seeds alone; the others start on a ready database.
    const a = api('api-a', apiA);
    await waitForOk(`http://127.0.0.1:${apiA}/api/health/ready`, a);
    const b = api('api-b', apiB);
    // The ingest is a server of its own outside the edge's upstream: an encoder's RTMP connection lives as long as
    // the game, and losing an API instance must not end the live.
    const ingest = spawnNode('ingest', server, { PORT: String(ingestHttp), ROLE: 'api', JOB_WORKER: 'external', RTMP_PORT: String(rtmp) });
    spawnNode('worker', worker, { ROLE: 'worker' });
    await Promise.all([waitForOk(`http://127.0.0.1:${apiB}/api/health/ready`, b), waitForOk(`http://127.0.0.1:${ingestHttp}/api/health/ready`, ingest)]);

    const conf = writeNginxConfig(root, runDir, {
      host,
      port,
      workers,
      njsModule: nginx.njsModule,
      apiServers: [`127.0.0.1:${apiA}`, `127.0.0.1:${apiB}`],
      webDist: join(root, 'apps/web/dist'),
      consoleDist: join(root, 'apps/console/dist'),
    });
    const edge = start('nginx', nginx.nginx, ['-p', runDir, '-c', conf, '-e', join(logDir, 'nginx-error.log')], {
      cwd: runDir,
      env: { PATH: process.env.PATH, MEDIA_TOKEN_SECRET: secrets.MEDIA_TOKEN_SECRET },
    });
    const edgeHost = host === '0.0.0.0' ? '127.0.0.1' : host;
    await waitForOk(`http://${edgeHost}:${port}/api/health/live`, edge, 15_000);

    const state = {
      url: `http://${edgeHost}:${port}`,
      instances: { 'api-a': `http://127.0.0.1:${apiA}`, 'api-b': `http://127.0.0.1:${apiB}`, ingest: `http://127.0.0.1:${ingestHttp}` },
      rtmpUrl: base.RTMP_PUBLIC_URL,
      mediaStore:
        base.MEDIA_STORE === 's3'
          ? { kind: 's3', endpoint: base.S3_ENDPOINT ?? null, bucket: base.S3_BUCKET, dir: givenStore ? null : join(runDir, 's3') }
          : { kind: 'local', dir: join(dataDir, 'media') },
      pids: Object.fromEntries([...children].map(([name, child]) => [name, child.pid])),
      runDir,
    };
    writeFileSync(join(runDir, 'cluster.json'), `${JSON.stringify(state, null, 2)}\n`);
    return {
      ...state,
      stop,
      /** Stops one process the way a crash would (SIGKILL), without it being reported as a death. */
      async kill(name) {
        await stopChild(children.get(name), { signal: 'SIGKILL' });
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

// Budget: serving an HLS segment through a signed URL (token checked on every request) keeps
// ≥ 80 % of the throughput of the same file served by a bare Fastify + @fastify/static with no
// check, measured in the same run on the same machine (10 connections, alternating rounds, medians).
// Needs a built server (`npm run build -w @ott/server`; `npm run bench` builds first).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, json, root, startProcess, stop } from './lib/server.mjs';

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BUDGET = { ratio: 0.8 };
// Short demo videos: the bench needs one segment, not the full demo.
const DEMO_SECONDS = '8';

const serverScript = join(root, 'apps/server/dist/server.js');
const dataDir = mkdtempSync(join(tmpdir(), 'ott-bench-media-'));
const staticScript = join(dataDir, 'static.mjs');
writeFileSync(
  staticScript,
  `import Fastify from ${JSON.stringify(join(root, 'node_modules/fastify/fastify.js'))};
import fastifyStatic from ${JSON.stringify(join(root, 'node_modules/@fastify/static/index.js'))};
// Same logger and level as the app (startProcess sets LOG_LEVEL for both), so only the work differs.
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
app.get('/api/health', async () => ({ ok: true }));
await app.register(fastifyStatic, { root: process.env.MEDIA_ROOT, prefix: '/plain/' });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));`,
);

/** Polls the API until a free replay has a playback URL: the demo videos are made in the background. */
async function signedMaster(base, timeoutMs = 180_000) {
  const { data: grant } = await json(`${base}/api/get_api_key`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"channel_key":"varsity"}' });
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const { data: events } = await json(`${base}/api/events?api_key=${grant.api_key}&stream_status=vod&pricing_type=free&limit=50`);
    const url = events.flatMap((event) => event.media).find((media) => media.kind === 3 && media.url)?.url;
    if (url) return { url: new URL(url, base).href, readyMs: performance.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('no playable replay: demo media was not generated in time');
}

async function firstSegment(masterUrl) {
  // The smaller rendition: per-request work (the token check) weighs more against the bytes.
  const rendition = new URL('360p/index.m3u8', masterUrl).href;
  const playlist = await (await fetch(rendition)).text();
  const uri = playlist.split('\n').find((line) => line && !line.startsWith('#'));
  return new URL(uri, rendition).href;
}

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function measure(url) {
  const result = await run(url);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url.replace(/\/media\/s\/[^/]+/, '/media/s/…')}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, bytes: result.throughput.average };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

let server;
let plain;
try {
  const appPort = await freePort();
  server = (await startProcess(serverScript, { port: appPort, env: { DATA_DIR: dataDir, NODE_ENV: 'production', MEDIA_DEMO_SECONDS: DEMO_SECONDS } })).child;
  const master = await signedMaster(`http://127.0.0.1:${appPort}`);
  const signedUrl = await firstSegment(master.url);
  const relative = new URL(signedUrl).pathname.split('/').slice(8).join('/');
  const asset = new URL(signedUrl).pathname.split('/')[7];

  const plainPort = await freePort();
  plain = (await startProcess(staticScript, { port: plainPort, env: { MEDIA_ROOT: join(dataDir, 'media/demo') } })).child;
  const plainUrl = `http://127.0.0.1:${plainPort}/plain/${asset}/${relative}`;
  const probe = await fetch(plainUrl);
  const size = (await probe.arrayBuffer()).byteLength;
  if (!probe.ok) throw new Error(`baseline ${plainUrl}: ${probe.status}`);

  await measure(plainUrl); // warm-up
  await measure(signedUrl);
  const plainRuns = [];
  const signedRuns = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    plainRuns.push(await measure(plainUrl));
    signedRuns.push(await measure(signedUrl));
  }
  const baseline = median(plainRuns.map((r) => r.rps));
  const signed = median(signedRuns.map((r) => r.rps));
  const ratio = signed / baseline;
  console.info(`demo videos of ${DEMO_SECONDS} s generated in the background: a replay was playable ${(master.readyMs / 1000).toFixed(1)} s after the server answered`);
  console.info(`segment ${relative} (${(size / 1024).toFixed(0)} KiB); ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION_S} s, medians`);
  console.info(`rounds (req/s): plain ${plainRuns.map((r) => r.rps.toFixed(0)).join(', ')}; signed ${signedRuns.map((r) => r.rps.toFixed(0)).join(', ')}`);
  console.info(`plain @fastify/static: ${baseline.toFixed(0)} req/s, p99 ${median(plainRuns.map((r) => r.p99))} ms`);
  console.info(`signed media host:     ${signed.toFixed(0)} req/s, p99 ${median(signedRuns.map((r) => r.p99))} ms, ${(median(signedRuns.map((r) => r.bytes)) / 1e6).toFixed(0)} MB/s`);
  console.info(`throughput ratio ${(ratio * 100).toFixed(1)} % (budget ≥ ${BUDGET.ratio * 100} %)`);
  const pass = ratio >= BUDGET.ratio;
  console.info(pass ? 'media-throughput: PASS' : 'media-throughput: FAIL');
  process.exitCode = pass ? 0 : 1;
} finally {
  if (plain) await stop(plain);
  if (server) await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}

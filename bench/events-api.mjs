// Budgets: GET /api/events over 1,000 events, at 10 connections, keeps ≥ 40 % of the throughput of a
// bare Fastify hello-world measured in the same run on the same machine, with p99 ≤ 25 ms; and for a
// signed-in user with a pass (their own has_access), ≥ 30 % with p99 ≤ 10 ms (docs/decisions/0085).
// Also measured, for information: the same list without compression; and the same rounds beside one spinning process
// per core (bench/lib/busy.mjs, BENCH_BUSY=0 skips them), printed as a spread, not judged.
// Needs a built server (`npm run build -w @ott/server`; `npm run bench` builds first). BENCH_QUERY appends to the list URL (e.g. `&stream_status=upcoming`).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { busyPassWanted, onBusyMachine, spread } from './lib/busy.mjs';
import { freePort, root, startProcess, stop } from './lib/server.mjs';

const TARGET_EVENTS = 1000;
const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
// Rounds alternate baseline and app so a noisy neighbour hits both alike; medians are reported.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BUDGET = { ratio: 0.4, p99Ms: 25 };
const SIGNED_IN_BUDGET = { ratio: 0.3, p99Ms: 10 };

const serverScript = join(root, 'apps/server/dist/server.js');
const dataDir = mkdtempSync(join(tmpdir(), 'ott-bench-events-'));
const helloScript = join(dataDir, 'hello.mjs');
writeFileSync(
  helloScript,
  `import Fastify from ${JSON.stringify(join(root, 'node_modules/fastify/fastify.js'))};
// Same logger and level as the app (startProcess sets LOG_LEVEL for both), so only the work differs.
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
app.get('/api/health', async () => ({ ok: true }));
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));`,
);

/** Copies the seeded events (with participants and media) at shifted times until the channel has `target`. */
function growEvents(file, channelKey, target) {
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  const { id: channelId } = db.prepare('select id from channels where key = ?').get(channelKey);
  const originals = db.prepare('select * from events where channel_id = ? order by id').all(channelId);
  const participants = db.prepare('select * from event_participants where event_id = ?');
  const media = db.prepare('select kind, url, created_at from event_media where event_id = ?');
  const columns = Object.keys(originals[0]).filter((name) => name !== 'id');
  const insertEvent = db.prepare(`insert into events (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`);
  const insertParticipant = db.prepare('insert into event_participants (event_id, participant_id, role, position) values (?, ?, ?, ?)');
  const insertMedia = db.prepare('insert into event_media (event_id, kind, url, created_at) values (?, ?, ?, ?)');
  const day = 86_400_000;
  db.transaction(() => {
    let count = originals.length;
    for (let round = 1; count < target; round += 1) {
      for (const event of originals) {
        if (count >= target) break;
        const shift = (round % 2 ? 1 : -1) * Math.ceil(round / 2) * 7 * day;
        const moved = (iso) => new Date(Date.parse(iso) + shift).toISOString();
        const { lastInsertRowid } = insertEvent.run({ ...Object.fromEntries(columns.map((c) => [c, event[c]])), event_utc_ts: moved(event.event_utc_ts), end_utc_ts: moved(event.end_utc_ts) });
        for (const p of participants.all(event.id)) insertParticipant.run(lastInsertRowid, p.participant_id, p.role, p.position);
        for (const m of media.all(event.id)) insertMedia.run(lastInsertRowid, m.kind, m.url, m.created_at);
        count += 1;
      }
    }
  })();
  const total = db.prepare('select count(*) as n from events where channel_id = ?').get(channelId).n;
  db.close();
  return total;
}

/** The demo fan (a season pass; demo accounts are on for this server) signed in: their lists carry their own has_access. */
async function signedInKey(port) {
  // Login replaces the key it is given, so it gets one of its own.
  const grant = await (await fetch(`http://127.0.0.1:${port}/api/get_api_key`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"channel_key":"varsity"}' })).json();
  const response = await fetch(`http://127.0.0.1:${port}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ api_key: grant.data.api_key, email: 'fan@varsity.test', password: 'season-ticket' }),
  });
  if (!response.ok) throw new Error(`demo fan login: ${response.status}`);
  return (await response.json()).data.api_key;
}

// Requests carry the Accept-Encoding Chromium sends, as the app's real client does; the
// uncompressed variant is measured too and printed for comparison.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

function run(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function measure(url, headers = BROWSER_HEADERS) {
  const result = await run(url, headers);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50, bytes: result.throughput.average };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const medianOf = (runs) => ({ rps: median(runs.map((r) => r.rps)), p50: median(runs.map((r) => r.p50)), p99: median(runs.map((r) => r.p99)), bytes: median(runs.map((r) => r.bytes)) });

/** Rounds on a busy machine: each round's ratio to the hello-world of the same round, and the p99s; no budget applies. */
async function busyRounds(helloUrl, eventsUrl, fanUrl) {
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) rounds.push({ hello: await measure(helloUrl), app: await measure(eventsUrl), fan: await measure(fanUrl) });
  const percent = (key) => spread(rounds.map((round) => (round[key].rps / round.hello.rps) * 100), 1, ' %');
  const p99 = (key) => spread(rounds.map((round) => round[key].p99), 0, ' ms');
  console.info(`busy machine, ${ROUNDS} rounds: GET /api/events ${percent('app')} of hello-world, p99 ${p99('app')}; signed in ${percent('fan')}, p99 ${p99('fan')}`);
}

let server;
let hello;
try {
  const appPort = await freePort();
  server = (await startProcess(serverScript, { port: appPort, env: { DATA_DIR: dataDir, NODE_ENV: 'production', DEMO: 'on' } })).child;
  const events = growEvents(join(dataDir, 'app.db'), 'varsity', TARGET_EVENTS);
  const grant = await (await fetch(`http://127.0.0.1:${appPort}/api/get_api_key`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"channel_key":"varsity"}' })).json();
  const eventsUrl = `http://127.0.0.1:${appPort}/api/events?api_key=${grant.data.api_key}${process.env.BENCH_QUERY ?? ''}`;
  const fanKey = await signedInKey(appPort);
  const fanUrl = `http://127.0.0.1:${appPort}/api/events?api_key=${fanKey}${process.env.BENCH_QUERY ?? ''}`;

  const helloPort = await freePort();
  hello = (await startProcess(helloScript, { port: helloPort })).child;
  const helloUrl = `http://127.0.0.1:${helloPort}/hello`;
  await measure(helloUrl); // warm-up
  await measure(eventsUrl);
  const baselineRuns = [];
  const appRuns = [];
  const identityRuns = [];
  const fanRuns = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    baselineRuns.push(await measure(helloUrl));
    appRuns.push(await measure(eventsUrl));
    identityRuns.push(await measure(eventsUrl, {}));
    fanRuns.push(await measure(fanUrl));
  }
  const baseline = medianOf(baselineRuns);
  const app = medianOf(appRuns);
  const identity = medianOf(identityRuns);
  const fan = medianOf(fanRuns);

  const ratio = app.rps / baseline.rps;
  console.info(`events in the channel: ${events}; ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION_S} s, medians`);
  console.info(
    `rounds (req/s): hello ${baselineRuns.map((r) => r.rps.toFixed(0)).join(', ')}; events ${appRuns.map((r) => r.rps.toFixed(0)).join(', ')}; events uncompressed ${identityRuns.map((r) => r.rps.toFixed(0)).join(', ')}; signed in ${fanRuns.map((r) => r.rps.toFixed(0)).join(', ')}`,
  );
  console.info(`Fastify hello-world: ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms`);
  console.info(`GET /api/events:     ${app.rps.toFixed(0)} req/s, p50 ${app.p50} ms, p99 ${app.p99} ms, ${(app.bytes / 1e6).toFixed(1)} MB/s (gzip, as browsers ask)`);
  console.info(
    `  uncompressed:      ${identity.rps.toFixed(0)} req/s, p99 ${identity.p99} ms, ${(identity.bytes / 1e6).toFixed(1)} MB/s; ratio ${((identity.rps / baseline.rps) * 100).toFixed(1)} % (informational)`,
  );
  console.info(`  signed in, a pass:  ${fan.rps.toFixed(0)} req/s, p50 ${fan.p50} ms, p99 ${fan.p99} ms, ${(fan.bytes / 1e6).toFixed(1)} MB/s (has_access per user)`);
  const fanRatio = fan.rps / baseline.rps;
  console.info(`throughput ratio ${(ratio * 100).toFixed(1)} % (budget ≥ ${BUDGET.ratio * 100} %), p99 ${app.p99} ms (budget ≤ ${BUDGET.p99Ms} ms)`);
  console.info(`signed-in ratio  ${(fanRatio * 100).toFixed(1)} % (budget ≥ ${SIGNED_IN_BUDGET.ratio * 100} %), p99 ${fan.p99} ms (budget ≤ ${SIGNED_IN_BUDGET.p99Ms} ms)`);
  if (busyPassWanted()) await onBusyMachine(() => busyRounds(helloUrl, eventsUrl, fanUrl));
  const pass = ratio >= BUDGET.ratio && app.p99 <= BUDGET.p99Ms && fanRatio >= SIGNED_IN_BUDGET.ratio && fan.p99 <= SIGNED_IN_BUDGET.p99Ms;
  console.info(pass ? 'events-api: PASS' : 'events-api: FAIL');
  process.exitCode = pass ? 0 : 1;
} finally {
  if (hello) await stop(hello);
  if (server) await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}

// Budget: live chat delivery p99 ≤ 250 ms with 2,000 viewers connected (server-sent events) and 50 messages/s coming
// in, on one instance and on two instances sharing one Redis (BENCH_REDIS_URL, else redis://127.0.0.1:6379/3). Also
// printed: the memory an idle chat connection costs the server (RSS after the connections minus before, per
// connection). The built server (apps/server/dist/server.js) is started by this script on its own port and data
// directory, and stopped by PID. Latency is measured from just before the POST to the frame's arrival at the client
// (wall clock, one for every thread), so it includes the write path (validation, insert, bus) and the fan-out. The
// viewers' streams are read by worker threads (bench/lib/chat-readers.mjs), so the sender's pace and the readers'
// backlog do not share one event loop.
// Needs a built app (`npm run build`; `npm run bench` builds first).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import { freePort, json, root, startProcess, stop } from './lib/server.mjs';

const BUDGET_P99_MS = 250;
const CLIENTS = Number(process.env.BENCH_CHAT_CLIENTS ?? 2_000);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 10);
const WRITERS = 10;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/3';
const OWNER = { email: 'owner@example.test', password: 'run-the-channel' };
const SERVER = join(root, 'apps/server/dist/server.js');
const READER_THREADS = Number(process.env.BENCH_CHAT_READER_THREADS ?? 2);
const READERS = new URL('./lib/chat-readers.mjs', import.meta.url);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function signIn(base) {
  const response = await fetch(`${base}/api/admin/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(OWNER) });
  if (!response.ok) throw new Error(`console sign-in: ${response.status}`);
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const { csrf_token: csrf } = (await response.json()).data;
  return (method, path, body) => json(`${base}${path}`, { method, headers: { cookie, 'x-csrf-token': csrf, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
}

const post = (base, path, body) => json(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** A reader thread holding `connections`; `ask` sends a command and resolves with its answer. */
function startReaders(connections, capacity) {
  const worker = new Worker(READERS, { workerData: { connections, capacity } });
  const ask = (command) =>
    new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.postMessage(command);
    });
  return { worker, ask };
}

async function scenario(name, instances) {
  const dataDir = mkdtempSync(join(tmpdir(), `ott-bench-chat-${instances}-`));
  const env = {
    DATA_DIR: dataDir,
    RTMP_PORT: '0',
    CHAT_RATE_LIMIT_PER_IP: '1000000',
    CHAT_RATE_LIMIT_PER_USER: '1000000',
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_IDENTIFIER: '100000',
    API_KEY_ISSUE_LIMIT: '100000',
    MEDIA_DEMO_SECONDS: '4',
    ...(instances > 1 ? { REDIS_URL } : {}),
  };
  const ports = [];
  const children = [];
  let readers = [];
  try {
    for (let index = 0; index < instances; index++) {
      const port = await freePort();
      // The first instance migrates and seeds; the others join its database and leave jobs to it.
      const { child } = await startProcess(SERVER, { port, env: { ...env, ...(index > 0 ? { JOB_WORKER: 'external' } : {}) } });
      ports.push(port);
      children.push(child);
    }
    const bases = ports.map((port) => `http://127.0.0.1:${port}`);
    const admin = await signIn(bases[0]);
    const categories = await admin('GET', '/api/admin/channels/varsity/categories');
    const event = (
      await admin('POST', '/api/admin/channels/varsity/events', {
        name: `Chat bench ${name}`,
        event_utc_ts: new Date(Date.now() - 60_000).toISOString(),
        end_utc_ts: new Date(Date.now() + 3_600_000).toISOString(),
        time_zone: 'UTC',
        pricing_type: 'free',
        event_category_id: categories.data[0]?.id ?? null,
      })
    ).data;
    const writers = [];
    for (let index = 0; index < WRITERS; index++) {
      const base = bases[index % bases.length];
      const { api_key: visitor } = (await post(base, '/api/get_api_key', { channel_key: 'varsity' })).data;
      const email = `bench-${index}-${Date.now()}@example.test`;
      const registered = await post(base, '/api/v2/auth/register', { api_key: visitor, first_name: 'Bench', last_name: `Writer${index}`, email, password: 'correct-horse-battery', password_confirmation: 'correct-horse-battery', terms: true, mailing_opt_in: false });
      writers.push({ base, apiKey: registered.data.api_key });
    }
    const readerKeys = [];
    for (const base of bases) readerKeys.push((await post(base, '/api/get_api_key', { channel_key: 'varsity' })).data.api_key);

    await sleep(2_000);
    const rssBefore = children.map((child) => rssKb(child.pid));
    const capacity = CLIENTS * RATE * SECONDS;
    const connections = Array.from({ length: CLIENTS }, (_, index) => {
      const which = index % ports.length;
      return { port: ports[which], path: `/api/events/${event.id}/chat?api_key=${readerKeys[which]}` };
    });
    readers = Array.from({ length: READER_THREADS }, (_, thread) => startReaders(connections.filter((_, index) => index % READER_THREADS === thread), capacity));
    await Promise.all(readers.map((reader) => reader.ask('connect')));
    await sleep(3_000);
    const rssAfter = children.map((child) => rssKb(child.pid));
    const perConnectionKb = rssAfter.reduce((sum, kb, index) => sum + kb - rssBefore[index], 0) / CLIENTS;

    await Promise.all(readers.map((reader) => reader.ask('measure')));
    const total = RATE * SECONDS;
    const interval = 1_000 / RATE;
    const started = Date.now();
    const sends = [];
    let refused = 0;
    for (let index = 0; index < total; index++) {
      const due = started + index * interval;
      if (due > Date.now()) await sleep(due - Date.now());
      const writer = writers[index % writers.length];
      sends.push(
        fetch(`${writer.base}/api/events/${event.id}/chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ api_key: writer.apiKey, text: `bench ${Date.now()}` }) })
          .then((response) => void (response.ok || refused++))
          .catch(() => void refused++),
      );
    }
    await Promise.all(sends);
    const expected = (total - refused) * CLIENTS;
    const deadline = Date.now() + 15_000;
    const deliveredNow = async () => (await Promise.all(readers.map((reader) => reader.ask('count')))).reduce((sum, answer) => sum + answer.delivered, 0);
    while ((await deliveredNow()) < expected && Date.now() < deadline) await sleep(100);
    const parts = (await Promise.all(readers.map((reader) => reader.ask('stop')))).map((answer) => answer.latencies);
    const delivered = parts.reduce((sum, part) => sum + part.length, 0);
    const sorted = new Float64Array(delivered);
    parts.reduce((offset, part) => (sorted.set(part, offset), offset + part.length), 0);
    sorted.sort();
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
    const p99 = at(0.99);
    const ok = p99 <= BUDGET_P99_MS && delivered >= expected && refused === 0;
    console.info(
      `${name}: ${CLIENTS} clients, ${RATE} msg/s × ${SECONDS} s (${total - refused}/${total} accepted): delivered ${delivered}/${expected}; p50 ${at(0.5).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms (budget p99 ≤ ${BUDGET_P99_MS} ms) ${ok ? 'OK' : 'MISSED'}; idle connection ≈ ${perConnectionKb.toFixed(1)} kB RSS each`,
    );
    return ok;
  } finally {
    await Promise.all(readers.map((reader) => reader.worker.terminate()));
    for (const child of children.reverse()) await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

let failed = false;
if (!(await scenario('one instance', 1))) failed = true;
if (!(await scenario('two instances + Redis', 2))) failed = true;
process.exit(failed ? 1 : 0);

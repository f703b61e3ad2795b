// Budget (issue 29): Lighthouse (mobile preset, simulated throttling) on the home page, a free replay's watch page and
// a paid replay's watch page seen by a visitor (the paywall), medians of 3 runs each: 100 in every category.
// Runs Debian's Chromium (CHROMIUM_PATH, /usr/bin/chromium) through chrome-launcher against the built app. The budget
// is judged on a quiet machine; the same audits then run on a busy one (bench/lib/busy.mjs) and print their spread.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { busyPassWanted, onBusyMachine, spread } from './lib/busy.mjs';
import { freePort, json, median, root, startProcess, stop } from './lib/server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGET = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };
const CATEGORIES = Object.keys(BUDGET);
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** A free replay and a paid one, once the demo videos are made (ffmpeg running would take the CPU from the audits). */
async function replayIds(base, timeoutMs = 240_000) {
  const { data: grant } = await json(`${base}/api/get_api_key`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"channel_key":"varsity"}' });
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const { data: events } = await json(`${base}/api/events?api_key=${grant.api_key}&limit=100`);
    const media = events.flatMap((event) => event.media.map((item) => ({ ...item, event })));
    const replay = media.find((item) => item.kind === 3 && item.url && item.event.pricing_type === 'free');
    // The paywall: a replay a visitor may not watch, as the demo data's paid games are.
    const paid = events.find((event) => event.stream_status === 'vod' && event.pricing_type !== 'free' && !event.has_access);
    if (replay && paid && !media.some((item) => item.reason === 'processing')) return { free: replay.event.id, paid: paid.id };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the demo videos were not all generated in time');
}

/** One cold audit in a fresh browser: the category scores (0–100) and the audits that cost points. */
async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    const { categories, audits } = result.lhr;
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id].score ?? 0) * 100)]));
    const failing = CATEGORIES.flatMap((id) =>
      categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 0.9)
        .map((ref) => {
          // An accessibility finding names its elements; a metric its value.
          const nodes = (audits[ref.id].details?.items ?? []).flatMap((item) => (item.node?.snippet ? [item.node.snippet.slice(0, 120)] : []));
          return { name: `${id}: ${ref.id}`, value: nodes.length ? nodes.slice(0, 3).join(' ') : (audits[ref.id].displayValue ?? String(audits[ref.id].score)) };
        }),
    );
    // A run Lighthouse could not finish scores 0 in some categories: say why rather than print a bare 0.
    const { runtimeError } = result.lhr;
    if (runtimeError) failing.unshift({ name: 'run failed', value: `${runtimeError.code}: ${runtimeError.message}` });
    return { scores, failing, failed: Boolean(runtimeError), benchmarkIndex: result.lhr.environment.benchmarkIndex };
  } finally {
    await chrome.kill();
  }
}

/** A run Lighthouse could not finish (its trace lost, NO_NAVSTART) is run again, up to twice, rather than scored 0. */
async function finishedAudit(url, attempts = 3) {
  let result = await audit(url);
  for (let attempt = 1; attempt < attempts && result.failed; attempt += 1) {
    console.info(`  (a run failed and was run again: ${result.failing[0].value})`);
    result = await audit(url);
  }
  return result;
}

async function auditRuns(url) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await finishedAudit(url));
  return runs;
}

/** The busy pass of a page: each category's lowest and highest score, and what cost the points. */
async function busySpread(name, url) {
  const runs = await onBusyMachine(() => auditRuns(url));
  console.info(`${name} (${new URL(url).pathname}), busy machine, ${RUNS} runs: ${CATEGORIES.map((id) => `${id} ${spread(runs.map((run) => run.scores[id]), 0, '')}`).join(', ')}`);
  printFindings(runs);
}

/** What cost points, each audit once with its value in every run that failed it. */
function printFindings(runs) {
  const findings = new Map();
  for (const { name, value } of runs.flatMap((run) => run.failing)) findings.set(name, [...(findings.get(name) ?? []), value]);
  for (const [name, values] of findings) console.info(`  - ${name}: ${values.join(' / ')}`);
}

async function medians(name, url) {
  await audit(url); // warms the server's caches, not the browser's
  const runs = await auditRuns(url);
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))]));
  console.info(`${name} (${new URL(url).pathname}), medians of ${RUNS}: ${CATEGORIES.map((id) => `${id} ${scores[id]}`).join(', ')}`);
  console.info(`  runs: ${runs.map((run) => CATEGORIES.map((id) => run.scores[id]).join('/')).join('; ')}`);
  // Lighthouse's own measure of this machine's CPU (higher is faster): total blocking time, simulated at 4× slower than
  // the machine, follows it, so scores of different days compare only with it beside them.
  console.info(`  the machine's benchmark index (Lighthouse's): median ${median(runs.map((run) => run.benchmarkIndex)).toFixed(0)}`);
  printFindings(runs);
  return CATEGORIES.every((id) => scores[id] >= BUDGET[id]);
}

const dataDir = mkdtempSync(join(tmpdir(), 'ott-bench-lighthouse-'));
const port = await freePort();
const { child } = await startProcess(join(root, 'apps/server/dist/server.js'), { port, env: { DATA_DIR: dataDir } });
try {
  const base = `http://localhost:${port}`;
  const replays = await replayIds(base);
  console.info(`budget: ${CATEGORIES.map((id) => `${id} ${BUDGET[id]}`).join(', ')} (mobile preset)`);
  const pages = [
    ['home', `${base}/`],
    ['watch, free replay', `${base}/watch/${replays.free}`],
    ['watch, paywall', `${base}/watch/${replays.paid}`],
  ];
  // LIGHTHOUSE_PAGES=home audits only the pages named (the first word of each).
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  let pass = true;
  const chosen = pages.filter(([name]) => !only || only.includes(name.split(',')[0]));
  for (const [name, url] of chosen) pass = (await medians(name, url)) && pass;
  if (busyPassWanted()) for (const [name, url] of chosen) await busySpread(name, url);
  console.info(pass ? 'lighthouse: PASS' : 'lighthouse: FAIL');
  process.exitCode = pass ? 0 : 1;
} finally {
  await stop(child);
  rmSync(dataDir, { recursive: true, force: true });
}

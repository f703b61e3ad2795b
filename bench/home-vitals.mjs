/* global window */
// Budget: on a cold load of the home route, Largest Contentful Paint ≤ 1.0 s and Cumulative Layout Shift ≤ 0.05,
// read in Chromium with PerformanceObserver (median over several fresh browser contexts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { freePort, median, root, startProcess, stop } from './lib/server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LCP_BUDGET_MS = 1000;
const CLS_BUDGET = 0.05;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const observeVitals = () => {
  window.__vitals = { lcp: 0, cls: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

const dataDir = mkdtempSync(join(tmpdir(), 'ott-bench-vitals-'));
const port = await freePort();
const { child } = await startProcess(join(root, 'apps/server/dist/server.js'), { port, env: { DATA_DIR: dataDir } });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const lcps = [];
  const clss = [];
  for (let i = 0; i < RUNS + 1; i += 1) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await page.addInitScript(observeVitals);
    await page.goto(`http://localhost:${port}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const vitals = await page.evaluate(() => window.__vitals);
    await context.close();
    if (i === 0) continue; // the first load warms the server's caches, not the browser's
    lcps.push(vitals.lcp);
    clss.push(vitals.cls);
  }
  const lcp = median(lcps);
  const cls = median(clss);
  console.info(`home LCP, median of ${RUNS} cold loads: ${lcp.toFixed(0)} ms (budget ${LCP_BUDGET_MS} ms) — runs ${lcps.map((v) => v.toFixed(0)).join(', ')}`);
  console.info(`home CLS, median of ${RUNS} cold loads: ${cls.toFixed(3)} (budget ${CLS_BUDGET}) — runs ${clss.map((v) => v.toFixed(3)).join(', ')}`);
  const ok = lcp <= LCP_BUDGET_MS && cls <= CLS_BUDGET;
  console.info(ok ? 'home-vitals: PASS' : 'home-vitals: FAIL');
  process.exitCode = ok ? 0 : 1;
} finally {
  await browser.close();
  await stop(child);
  rmSync(dataDir, { recursive: true, force: true });
}

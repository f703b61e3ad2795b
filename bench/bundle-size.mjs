// Budget (issue 29): the JavaScript a visitor downloads to see the home route is at most 130 kB gzip.
// Measured in Chromium against the built app (every script response until the network is idle),
// next to a bare React + data-router page built in the same run.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { freePort, root, startProcess, stop } from './lib/server.mjs';

const BUDGET_KB = 130;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const kb = (bytes) => bytes / 1024;
const gz = (buf) => gzipSync(buf).length;

async function baselineKb() {
  const outDir = mkdtempSync(join(tmpdir(), 'ott-bench-baseline-'));
  try {
    await build({ root: join(root, 'bench/baseline/bare-router'), logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    const assets = join(outDir, 'assets');
    const js = readdirSync(assets).filter((f) => f.endsWith('.js'));
    return kb(js.reduce((sum, f) => sum + gz(readFileSync(join(assets, f))), 0));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

async function homeRouteKb() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ott-bench-bundle-'));
  const port = await freePort();
  const { child } = await startProcess(join(root, 'apps/server/dist/server.js'), { port, env: { DATA_DIR: dataDir } });
  let browser;
  try {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const page = await browser.newPage();
    const scripts = new Map();
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      scripts.set(res.url(), gz(await res.body()));
    });
    await page.goto(`http://localhost:${port}/`, { waitUntil: 'networkidle' });
    for (const [url, size] of scripts) console.info(`  ${kb(size).toFixed(1).padStart(7)} kB  ${new URL(url).pathname}`);
    return kb([...scripts.values()].reduce((a, b) => a + b, 0));
  } finally {
    await browser?.close();
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const app = await homeRouteKb();
const baseline = await baselineKb();
console.info(`home route initial JS: ${app.toFixed(1)} kB gzip (budget ${BUDGET_KB} kB)`);
console.info(`bare React + data router: ${baseline.toFixed(1)} kB gzip; ratio ${(app / baseline).toFixed(2)}x`);
console.info(app <= BUDGET_KB ? 'bundle-size: PASS' : 'bundle-size: FAIL');
process.exitCode = app <= BUDGET_KB ? 0 : 1;

#!/usr/bin/env node
// `npm test`: lint, type-check, unit + integration (Vitest), browser journeys and cluster journeys (Playwright).
// Ends with one machine-readable line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureNginx } from './ensure-nginx.mjs';
import { playwrightFailures, vitestFailures } from './test-failures.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2); // e.g. `npm test -- unit e2e`
const wants = (step) => only.length === 0 || only.includes(step);
const totals = { passed: 0, failed: 0, skipped: 0 };
// Repeated just above the last line, so a log cut to its tail still says what failed.
const failures = [];

function run(label, cmd, args, env = {}) {
  console.info(`\n━━ ${label}: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function countCheck(label, ok) {
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(label);
  }
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

if (wants('lint')) countCheck('lint', run('lint', 'npx', ['eslint', '.', '--max-warnings=0']));
if (wants('typecheck')) countCheck('typecheck', run('typecheck', 'npm', ['run', 'typecheck', '--silent']));

if (wants('unit') || wants('integration')) {
  if (!process.env.TEST_DATABASE_URL) {
    console.warn('\n!!! TEST_DATABASE_URL is not set: integration suites run on SQLite only; PostgreSQL is SKIPPED. !!!\n');
  }
  const out = join(reports, 'vitest.json');
  const projects = [];
  if (wants('unit')) projects.push('tooling', 'contracts', 'client', 'server-unit', 'server-mocks', 'web', 'web-mocks', 'console', 'console-mocks');
  if (wants('integration')) projects.push('server-integration');
  const ok = run('unit + integration', 'npx', [
    'vitest', 'run', ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default', '--reporter=json', `--outputFile.json=${out}`,
  ]);
  const report = readJson(out);
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    failures.push(...vitestFailures(report, root));
    if (!ok && report.numFailedTests === 0) totals.failed += 1; // a suite that failed to load
  } else if (!ok) {
    totals.failed += 1;
    failures.push('unit + integration: no report');
  }
}

/** Adds a Playwright run's JSON report to the totals; `label` names it in the failures. */
function countPlaywright(label, ok, out) {
  const report = readJson(out);
  const stats = report?.stats;
  if (stats) {
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    failures.push(...playwrightFailures(report));
    if (!ok && stats.unexpected === 0) {
      totals.failed += 1;
      if (!report.errors?.length) failures.push(`${label}: exited without a failed test`);
    }
  } else if (!ok) {
    totals.failed += 1;
    failures.push(`${label}: no report`);
  }
}

let built = null;
const buildOnce = () => (built ??= run('build', 'npm', ['run', 'build', '--silent']));

if (wants('e2e') || wants('cluster')) {
  const chromium = ensureChromium();
  if (!chromium.ok) {
    console.error(chromium.message);
    totals.failed += 1;
    failures.push(`browser journeys: ${chromium.message}`);
  } else if (!buildOnce()) {
    totals.failed += 1;
    failures.push('build');
  } else {
    if (wants('e2e')) {
      const out = join(reports, 'playwright.json');
      const ok = run('browser journeys', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
      countPlaywright('browser journeys', ok, out);
    }
    // nginx in front of two instances, a worker and the ingest (e2e/cluster, docs/decisions/0072-nginx-edge.md).
    if (wants('cluster')) {
      const nginx = ensureNginx();
      if (!nginx.ok) {
        console.error(nginx.message);
        totals.failed += 1;
        failures.push(`cluster journeys: ${nginx.message}`);
      } else {
        const out = join(reports, 'playwright-cluster.json');
        const ok = run('cluster journeys', 'npx', ['playwright', 'test', '-c', 'e2e/cluster/cluster.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
        countPlaywright('cluster journeys', ok, out);
      }
    }
  }
}

if ((wants('integration')) && !process.env.TEST_DATABASE_URL) {
  console.warn('!!! PostgreSQL integration suites were SKIPPED (set TEST_DATABASE_URL to run them). !!!');
}
if (failures.length > 0) console.info(`\nFailed:\n${failures.map((line) => `  ✗ ${line}`).join('\n')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.info(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed === 0 ? 0 : 1);

// Budget: a second start (database already migrated and seeded) is listening within 2 s.
// Baseline: a bare Fastify hello-world process, measured the same way in the same run.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, median, root, startProcess, stop } from './lib/server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_MS = 2000;
const serverScript = join(root, 'apps/server/dist/server.js');
const dataDir = mkdtempSync(join(tmpdir(), 'ott-bench-start-'));
const baselineScript = join(dataDir, 'hello.mjs');
writeFileSync(
  baselineScript,
  `import Fastify from ${JSON.stringify(join(root, 'node_modules/fastify/fastify.js'))};
const app = Fastify();
app.get('/api/health', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));`,
);

async function measure(script, env) {
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const { child, ms } = await startProcess(script, { port: await freePort(), env });
    times.push(ms);
    await stop(child);
  }
  return median(times);
}

try {
  const first = await startProcess(serverScript, { port: await freePort(), env: { DATA_DIR: dataDir } });
  await stop(first.child);
  const app = await measure(serverScript, { DATA_DIR: dataDir });
  const baseline = await measure(baselineScript, {});
  console.info(`first start (migrate + seed): ${first.ms.toFixed(0)} ms`);
  console.info(`second start, median of ${RUNS}: ${app.toFixed(0)} ms (budget ${BUDGET_MS} ms)`);
  console.info(`bare Fastify hello-world, median of ${RUNS}: ${baseline.toFixed(0)} ms; ratio ${(app / baseline).toFixed(2)}x`);
  console.info(app <= BUDGET_MS ? 'start-time: PASS' : 'start-time: FAIL');
  process.exitCode = app <= BUDGET_MS ? 0 : 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

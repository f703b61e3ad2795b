import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POLL_INTERVAL_MS } from '../src/lib/queue/database-queue';
import { ensureBuilt, type Started, startProcess, waitFor } from './built-processes';

interface JobRow {
  status: string;
  run_at: string;
  attempts: number;
}

/** The settle job of the one sandbox payment, read from the SQLite file in dataDir. */
function settleJob(dataDir: string): JobRow | undefined {
  const db = new SQLite(join(dataDir, 'app.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT status, run_at, attempts FROM jobs WHERE name = 'payments.sandbox-settle'").get() as JobRow | undefined;
  } finally {
    db.close();
  }
}

const processEnv = (dataDir: string) => ({ DATA_DIR: dataDir, WEB_DIST_DIR: join(dataDir, 'no-web'), NODE_ENV: 'test', MEDIA_DEMO_SECONDS: '0' });

/** The demo viewer buys a team pass with the sandbox card on a running server; returns how to read the order's status. */
async function buyTeamPass(server: Started): Promise<() => Promise<string>> {
  const port = Number(await waitFor(() => /listening on http:\/\/localhost:(\d+)/.exec(server.output())?.[1], 'the listening line'));
  const call = async (method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) => {
    const response = await fetch(`http://127.0.0.1:${port}/api/${path}`, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body && JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
  };
  const visitor = (await call('POST', 'get_api_key', { channel_key: 'varsity' })).body.data.api_key as string;
  const login = await call('POST', 'v2/auth/login', { api_key: visitor, email: 'viewer@varsity.test', password: 'watch-the-game' });
  const apiKey = login.body.data.api_key as string;
  const passes = (await call('GET', `packages?api_key=${apiKey}`)).body.data as unknown as Array<{ id: number; is_team_pass: boolean }>;
  const bought = await call('POST', 'stripe/buy', { api_key: apiKey, type: 'package', id: passes.find((pass) => pass.is_team_pass)!.id, payment_method: 'pm_card_visa' });
  expect(bought.status).toBe(200);
  const orderId = (bought.body.data.orders as Array<{ id: number }>)[0]!.id;
  return async () => (await call('GET', `orders/${orderId}?api_key=${apiKey}`)).body.data.status as string;
}

const workerStarted = (worker: Started) => waitFor(() => (worker.output().includes('Job worker running (database queue') ? true : null), 'the worker to start');

/** A server started with ROLE=api (or JOB_WORKER=external) only serves; `npm run worker` (dist/worker.js), or a server with ROLE=worker, runs its jobs. */
describe('the job worker process', () => {
  let dataDir: string;
  const running: ChildProcess[] = [];
  beforeAll(() => {
    ensureBuilt();
    dataDir = mkdtempSync(join(tmpdir(), 'ott-worker-'));
  });
  afterAll(() => {
    for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves a payment pending until a worker starts, which then settles it; both stop cleanly', async () => {
    const env = processEnv(dataDir);
    const server = startProcess('server', { ...env, ROLE: 'api' });
    running.push(server.child);
    const status = await buyTeamPass(server);
    expect(server.output()).toContain('Jobs: run by `npm run worker` processes (ROLE=api)');

    // The sandbox settles a second after the buy, but only a worker runs that job: once the job has been due
    // for longer than two polls of a worker, it is still pending and never tried, and so is the order.
    const dueAndPassedOver = (job: JobRow | undefined) => (job && Date.parse(job.run_at) + 2 * DEFAULT_POLL_INTERVAL_MS < Date.now() ? job : null);
    expect(await waitFor(() => dueAndPassedOver(settleJob(dataDir)), 'the settle job to be due and passed over')).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await status()).toBe('pending');

    const worker = startProcess('worker', env);
    running.push(worker.child);
    await workerStarted(worker);
    // It says what it runs: every declared job type, and the chores with their intervals.
    expect(worker.output()).toContain('Jobs: mail.deliver, payments.sandbox-settle, payments.sandbox-refund, payments.subscription-renewal,');
    expect(worker.output()).toContain('Chores (each once per cluster): expired API keys (every 1 h), expired console sessions (every 1 h),');
    expect(worker.output()).toContain('analytics rollup (every 1 min), raw analytics past retention (every 1 h), expired stream leases (every 10 min), notifications: events gone live (every 1 min), notifications: games tomorrow (every 15 min), expired account tokens (every 1 h), finished jobs (every 1 h)');
    expect(await waitFor(async () => ((await status()) === 'paid' ? 'paid' : null), 'the order to be paid', 15_000)).toBe('paid');

    worker.child.kill('SIGTERM');
    server.child.kill('SIGTERM');
    expect(await worker.exited, worker.output()).toBe(0);
    expect(worker.output()).toContain('shutting down');
    expect(await server.exited, server.output()).toBe(0);
    expect(server.output()).toContain('shutting down');
  });

  it('keeps running with nothing to do (no socket holds it open) until a signal closes it; `npm start` with ROLE=worker is one', async () => {
    const env = processEnv(mkdtempSync(join(dataDir, 'idle-')));
    const worker = startProcess('server', { ...env, ROLE: 'worker' });
    running.push(worker.child);
    let endedByItself = false;
    void worker.exited.then(() => (endedByItself = true));
    await workerStarted(worker);
    // Its poll and housekeeping timers do not hold the process; an idle worker used to end by itself here.
    // It stays idle while a server starts on its database, and is still there to settle the first payment.
    const server = startProcess('server', { ...env, JOB_WORKER: 'external' });
    running.push(server.child);
    const status = await buyTeamPass(server);
    expect(worker.output()).not.toContain('listening on');
    expect(await waitFor(async () => (endedByItself || (await status()) === 'paid' ? await status() : null), 'the order to be paid', 15_000), worker.output()).toBe('paid');
    expect(endedByItself, worker.output()).toBe(false);

    server.child.kill('SIGTERM');
    worker.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
    expect(await worker.exited, worker.output()).toBe(0);
    expect(worker.output()).toContain('shutting down');
  });
});

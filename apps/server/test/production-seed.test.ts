import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPaths } from '../src/config';

const serverDir = defaultPaths.packageRoot;
const bundle = join(serverDir, 'dist/server.js');

function newestSource(dir: string): number {
  return Math.max(...readdirSync(dir, { withFileTypes: true }).map((entry) => (entry.isDirectory() ? newestSource(join(dir, entry.name)) : statSync(join(dir, entry.name)).mtimeMs)));
}

/** The server as `npm start` runs it: built when missing or older than its sources. */
function ensureBuilt(): void {
  if (existsSync(bundle) && statSync(bundle).mtimeMs >= newestSource(join(serverDir, 'src'))) return;
  execFileSync(process.execPath, [join(serverDir, 'build.mjs')], { cwd: defaultPaths.repoRoot, stdio: 'ignore' });
}

interface Started {
  child: ChildProcess;
  output: () => string;
  base: string;
}

async function start(env: Record<string, string>): Promise<Started> {
  let output = '';
  const child = spawn(process.execPath, [bundle], {
    cwd: defaultPaths.repoRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', MEDIA_DEMO_SECONDS: '0', DEMO: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const port = /listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
    // The banner is written in one piece once the server listens.
    if (port && output.includes('Mail:')) return { child, output: () => output, base: `http://127.0.0.1:${port}` };
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The operator console's sign-in; answers the status. */
async function consoleSignIn(base: string, email: string, password: string): Promise<number> {
  const response = await fetch(`${base}/api/admin/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  return response.status;
}

async function signIn(base: string, email: string, password: string): Promise<number> {
  const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const key = (await (await post('/api/get_api_key', { channel_key: 'varsity' })).json()) as { data: { api_key: string } };
  return (await post('/api/v2/auth/login', { api_key: key.data.api_key, email, password })).status;
}

describe('demo accounts on a fresh start', () => {
  const dirs: string[] = [];
  const running: ChildProcess[] = [];
  const fresh = () => {
    const dir = mkdtempSync(join(tmpdir(), 'ott-seed-'));
    dirs.push(dir);
    return { DATA_DIR: dir, WEB_DIST_DIR: join(dir, 'no-web') };
  };
  const stop = async (server: Started) => {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
  };

  beforeAll(() => ensureBuilt(), 120_000);
  afterAll(() => {
    for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('in production: serves the demo channel but no account with a published password, and prints no password', async () => {
    const server = await start({ ...fresh(), NODE_ENV: 'production' });
    running.push(server.child);
    try {
      expect(server.output()).toContain('Channels:');
      expect(server.output()).not.toContain('Demo accounts');
      expect(server.output()).not.toContain('season-ticket');
      expect(server.output()).not.toContain('fan@varsity.test');
      expect(await signIn(server.base, 'fan@varsity.test', 'season-ticket')).toBe(401);
      expect(await signIn(server.base, 'viewer@varsity.test', 'watch-the-game')).toBe(401);
      expect(server.output()).not.toContain('run-the-channel');
      expect(await consoleSignIn(server.base, 'owner@example.test', 'run-the-channel')).toBe(401);
    } finally {
      await stop(server);
    }
  }, 90_000);

  it('in production with DEMO=on, and by default elsewhere: seeds and prints them', async () => {
    for (const env of [{ NODE_ENV: 'production', DEMO: 'on' }, { NODE_ENV: 'development', DEMO: '' }]) {
      const server = await start({ ...fresh(), ...env });
      running.push(server.child);
      try {
        expect(server.output()).toContain('fan@varsity.test / season-ticket');
        expect(await signIn(server.base, 'fan@varsity.test', 'season-ticket')).toBe(200);
        expect(server.output()).toContain('owner@example.test / run-the-channel');
        expect(await consoleSignIn(server.base, 'owner@example.test', 'run-the-channel')).toBe(200);
      } finally {
        await stop(server);
      }
    }
  }, 180_000);
});

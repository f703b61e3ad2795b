import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { defaultPaths } from '../src/config';

const serverDir = defaultPaths.packageRoot;

function newestSource(dir: string): number {
  return Math.max(...readdirSync(dir, { withFileTypes: true }).map((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs;
  }));
}

/** The server and worker bundles as `npm start` and `npm run worker` run them (and any other entry named): built when missing or older than their sources. */
export function ensureBuilt(others: string[] = []): void {
  const bundles = ['server', 'worker', ...others].map((name) => join(serverDir, `dist/${name}.js`));
  const newest = newestSource(join(serverDir, 'src'));
  if (bundles.every((bundle) => existsSync(bundle) && statSync(bundle).mtimeMs >= newest)) return;
  execFileSync(process.execPath, [join(serverDir, 'build.mjs')], { cwd: defaultPaths.repoRoot, stdio: 'ignore' });
}

export interface Started {
  child: ChildProcess;
  output: () => string;
  /** The exit code; `signal:<NAME>` when a signal ended the process unhandled. */
  exited: Promise<number | string | null>;
}

/** Runs `dist/server.js` or `dist/worker.js` with the environment given (SQLite, a random port), as another user when one is given. */
export function startProcess(entry: 'server' | 'worker', env: Record<string, string>, user: { uid: number; gid: number } | null = null): Started {
  let output = '';
  const child = spawn(process.execPath, [join(serverDir, `dist/${entry}.js`)], {
    ...user,
    cwd: defaultPaths.repoRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: '', REDIS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? `signal:${signal}` : null))));
  return { child, output: () => output, exited };
}

export async function waitFor<T>(read: () => T | null | undefined | Promise<T | null | undefined>, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== null && value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

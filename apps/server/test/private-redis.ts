import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { waitFor } from './built-processes';
import { freePort } from './private-postgres';

export interface PrivateRedis {
  url: string;
  /** Starts (again) on the same port and directory; resolves once it answers PING. */
  start(): Promise<void>;
  /** SIGKILL, then waits until it no longer answers. */
  kill(): Promise<void>;
  destroy(): Promise<void>;
}

const answers = async (port: number) => {
  const client = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
};

/**
 * A redis-server of the test's own (never the machine's), on its own port. Its append-only file is synced on every
 * write, as a deployment that keeps acknowledged analytics across a Redis crash runs it (docs/decisions/0073).
 */
export async function createPrivateRedis(): Promise<PrivateRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'ott-private-redis-'));
  const port = await freePort();
  let child: ChildProcess | null = null;
  const running = () => child !== null && child.exitCode === null && child.signalCode === null;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'yes', '--appendfsync', 'always'], { stdio: 'ignore' });
      await waitFor(async () => ((await answers(port)) ? true : null), `the private Redis on port ${port}`);
    },
    async kill() {
      if (!child || !running()) return;
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    async destroy() {
      try {
        if (child && running()) child.kill('SIGKILL');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

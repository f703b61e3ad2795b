import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { waitFor } from './built-processes';

const BIN = '/usr/lib/postgresql/15/bin';

/** Whether this machine has the PostgreSQL server binaries the outage tests start privately. */
export const postgresBinariesPresent = existsSync(join(BIN, 'initdb'));

/** A port nobody listens on now, chosen by the OS. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/** The postmaster's children (its backends and helpers), from /proc: each makes itself a process-group leader, so a group signal would miss them. */
function children(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // `pid (comm) state ppid ...`; comm may hold spaces, so read after its closing parenthesis.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) found.push(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return found;
}

function signalAll(pid: number, signal: NodeJS.Signals): void {
  for (const target of [pid, ...children(pid)]) {
    try {
      process.kill(target, signal);
    } catch {
      // Already gone.
    }
  }
}

/** initdb and postgres refuse to run as root: then they run as the machine's postgres user. */
function unprivilegedUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  return { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) };
}

export interface PrivatePostgres {
  url: string;
  port: number;
  /** Starts (again) on the same directory and port; resolves once it accepts queries. */
  start(): Promise<void>;
  /** Sends a signal to the postmaster and all its backends at once, as a crash or a hang of the database host would. */
  signal(signal: NodeJS.Signals): void;
  /** SIGKILL, then waits until the port is free. */
  kill(): Promise<void>;
  /** Kills it if running and removes its directory. */
  destroy(): Promise<void>;
}

/** A throwaway PostgreSQL cluster of its own (never the machine's): its own initdb directory and port. */
export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const user = unprivilegedUser();
  const dir = mkdtempSync(join(tmpdir(), 'ott-private-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const dataDir = join(dir, 'data');
  execFileSync(join(BIN, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync'], { ...user, stdio: 'ignore' });
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let child: ChildProcess | null = null;

  const accepts = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return null;
    } finally {
      await client.end().catch(() => {});
    }
  };

  const running = () => child !== null && child.exitCode === null && child.signalCode === null;
  const handle: PrivatePostgres = {
    url,
    port,
    async start() {
      child = spawn(join(BIN, 'postgres'), ['-D', dataDir, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=50'], { ...user, stdio: 'ignore' });
      await waitFor(accepts, `the private PostgreSQL on port ${port}`, 30_000);
    },
    signal(signal) {
      if (child?.pid && running()) signalAll(child.pid, signal);
    },
    async kill() {
      if (!child?.pid || !running()) return;
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      signalAll(child.pid, 'SIGKILL');
      await exited;
      await waitFor(async () => ((await accepts()) ? null : true), 'the private PostgreSQL to be gone');
    },
    async destroy() {
      try {
        if (child?.pid && running()) signalAll(child.pid, 'SIGKILL');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  return handle;
}

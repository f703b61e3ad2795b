// Child processes of the cluster: started with a name, their output kept in <runDir>/logs/<name>.log, stopped by PID.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** A port nobody listens on now (the OS picks it). */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `command` as `name`. `echo(name, line)` sees every line it prints. The returned child's `expectedExit`
 * is set by `stop`, so an exit then is not reported as a death.
 */
export function startChild(name, command, args, { cwd, env, logDir, echo, onDeath }) {
  const log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const entry = { name, child, pid: child.pid, expectedExit: false, exited: null };
  let tail = '';
  const take = (chunk) => {
    log.write(chunk);
    const text = tail + chunk.toString();
    const lines = text.split('\n');
    tail = lines.pop() ?? '';
    if (echo) for (const line of lines) echo(name, line);
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  entry.exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      log.end();
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (!entry.expectedExit) onDeath?.(entry, how);
      resolve(how);
    });
  });
  return entry;
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
export async function stopChild(entry, { signal = 'SIGTERM', graceMs = 10_000 } = {}) {
  entry.expectedExit = true;
  if (entry.child.exitCode !== null || entry.child.signalCode !== null) return;
  entry.child.kill(signal);
  const timer = setTimeout(() => entry.child.kill('SIGKILL'), graceMs);
  await entry.exited;
  clearTimeout(timer);
}

/** Polls `url` until it answers 200, the child dies or `timeoutMs` passes. */
export async function waitForOk(url, entry, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (entry && (entry.child.exitCode !== null || entry.child.signalCode !== null)) throw new Error(`${entry.name} exited before ${url} answered`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then((response) => response.ok, () => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

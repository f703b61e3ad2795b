import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, startProcess, waitFor } from './built-processes';

const startServer = (env: Record<string, string>) => startProcess('server', { NODE_ENV: 'production', ...env });

describe('the built server process', () => {
  let dataDir: string;
  const running: ChildProcess[] = [];
  beforeAll(() => {
    ensureBuilt();
    dataDir = mkdtempSync(join(tmpdir(), 'ott-process-'));
  });
  afterAll(() => {
    for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes a slow request after SIGTERM, then exits 0', async () => {
    const server = startServer({ DATA_DIR: dataDir, WEB_DIST_DIR: join(dataDir, 'no-web') });
    running.push(server.child);
    const port = Number(await waitFor(() => /listening on http:\/\/localhost:(\d+)/.exec(server.output())?.[1], 'the listening line'));
    // In production without SMTP the start-up lines say that mail goes nowhere (no development mailbox there).
    await waitFor(() => server.output().includes('Mail: not sent: set SMTP_URL') || undefined, 'the mail line');
    // Production without an https PUBLIC_ORIGIN: the console cookie is Secure all the same, and the start-up says so.
    await waitFor(() => server.output().includes('Jobs: ') || undefined, 'the jobs line');
    expect(server.output().split('\n').filter((line) => line.includes('Console:'))).toEqual([
      '  Console: its sign-in cookie is Secure in production, so reach /admin over https (PUBLIC_ORIGIN is not https)',
    ]);

    // The body arrives in two parts, so the request is in flight while the signal lands.
    const body = JSON.stringify({ channel_key: 'varsity' });
    const slow = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/get_api_key', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      slow.once('error', reject);
      slow.once('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.once('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
    });
    slow.write(body.slice(0, 5));
    await waitFor(() => (server.output().includes('/api/get_api_key') ? true : null), 'the request to reach the server');

    server.child.kill('SIGTERM');
    await waitFor(() => (server.output().includes('shutting down') ? true : null), 'the shutdown to begin');
    // The shutdown has gone as far as it can while the request is in flight: new connections are refused.
    await waitFor(() => fetch(`http://127.0.0.1:${port}/api/health`).then(() => null, () => true), 'new connections to be refused');
    expect(server.child.exitCode).toBeNull();

    slow.end(body.slice(5));
    const { status, text } = await response;
    expect(status).toBe(200);
    expect(JSON.parse(text).data.api_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Promptly: the drained keep-alive socket must not hold the exit until its idle timeout.
    const answeredAt = Date.now();
    expect(await server.exited).toBe(0);
    expect(Date.now() - answeredAt).toBeLessThan(2_000);
  });

  it('refuses to start when DEFAULT_CHANNEL_KEY names no channel, saying which variable is wrong', async () => {
    const server = startServer({ DATA_DIR: dataDir, WEB_DIST_DIR: join(dataDir, 'no-web'), DEFAULT_CHANNEL_KEY: 'no-such-channel' });
    running.push(server.child);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('DEFAULT_CHANNEL_KEY: no channel has the key "no-such-channel"');
    expect(server.output()).not.toContain('listening on');
  });
});

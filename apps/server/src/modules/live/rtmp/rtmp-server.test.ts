import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pushTestStream, stopPushes } from '../../../../test/live-helpers';
import { type PublishedStream, type RtmpServer, startRtmpServer } from './rtmp-server';

describe('the RTMP ingest server', () => {
  let server: RtmpServer | null = null;
  afterEach(async () => {
    stopPushes();
    await server?.close();
    server = null;
  });

  it('holds a publish until its key is checked, renames it after the event and hands the FLV on; a wrong key is refused', async () => {
    const refused: string[] = [];
    const chunks: Buffer[] = [];
    const published: PublishedStream[] = [];
    const unpublished: number[] = [];
    const asked: string[] = [];
    server = await startRtmpServer({
      port: 0,
      host: '127.0.0.1',
      authorize: async (app, key) => {
        asked.push(`${app}/${key}`);
        await new Promise((resolve) => setImmediate(resolve));
        return key === 'right-key' ? { accept: true, eventId: 7 } : { accept: false, reason: 'unknown stream key' };
      },
      onPublish: (stream) => {
        published.push(stream);
        stream.subscribe((chunk) => chunks.push(chunk));
      },
      onUnpublish: (stream) => unpublished.push(stream.eventId),
      onRefused: (_ip, reason) => refused.push(reason),
    });
    const port = server.ports().rtmp;

    const wrong = await pushTestStream(`rtmp://127.0.0.1:${port}/live/wrong-key`, { seconds: 1 }).done;
    expect(wrong.code).not.toBe(0);
    expect(refused).toEqual(['unknown stream key']);
    expect(published).toEqual([]);

    const right = await pushTestStream(`rtmp://127.0.0.1:${port}/live/right-key`, { seconds: 2 }).done;
    expect(right.code).toBe(0);
    expect(asked).toEqual(['live/wrong-key', 'live/right-key']);
    expect(published.map((stream) => stream.eventId)).toEqual([7]);
    await expect.poll(() => unpublished).toEqual([7]);
    const flv = Buffer.concat(chunks);
    expect(flv.subarray(0, 3).toString()).toBe('FLV');
    expect(flv.length).toBeGreaterThan(10_000);
    expect(published[0]!.metadata()).toMatchObject({ width: 320, height: 180, frameRate: 25 });
  }, 20_000);

  it('takes the same publish over RTMPS with the configured certificate', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rtmps-'));
    try {
      const [keyFile, certFile] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
      execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '1', '-subj', '/CN=127.0.0.1'], { stdio: 'ignore' });
      const published: number[] = [];
      server = await startRtmpServer({
        port: 0,
        host: '127.0.0.1',
        tls: { port: 0, keyFile, certFile },
        authorize: async (_app, key) => (key === 'right-key' ? { accept: true, eventId: 9 } : { accept: false, reason: 'unknown stream key' }),
        onPublish: (stream) => published.push(stream.eventId),
        onUnpublish: () => {},
        onRefused: () => {},
      });
      const { rtmps } = server.ports();
      expect(rtmps).toBeGreaterThan(0);
      expect((await pushTestStream(`rtmps://127.0.0.1:${rtmps}/live/right-key`, { seconds: 1 }).done).code).toBe(0);
      expect(published).toEqual([9]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 20_000);
});

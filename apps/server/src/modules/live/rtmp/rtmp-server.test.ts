import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { locateFfmpeg } from '../../../lib/ffmpeg/locate';
import { type PublishedStream, type RtmpServer, startRtmpServer } from './rtmp-server';

/** ffmpeg publishing `seconds` of a test pattern with sound to `url`; resolves with its exit code and what it printed. */
function push(url: string, seconds: number): Promise<{ code: number | null; stderr: string }> {
  const args = ['-v', 'error', '-re', '-f', 'lavfi', '-i', `testsrc2=s=320x180:r=25:d=${seconds}`, '-f', 'lavfi', '-i', `sine=d=${seconds}`];
  args.push('-c:v', 'libx264', '-preset', 'ultrafast', '-g', '50', '-c:a', 'aac', '-f', 'flv', url);
  const child = spawn(locateFfmpeg(null).path, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stderr })));
}

describe('the RTMP ingest server', () => {
  let server: RtmpServer | null = null;
  afterEach(async () => {
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

    const wrong = await push(`rtmp://127.0.0.1:${port}/live/wrong-key`, 1);
    expect(wrong.code).not.toBe(0);
    expect(refused).toEqual(['unknown stream key']);
    expect(published).toEqual([]);

    const right = await push(`rtmp://127.0.0.1:${port}/live/right-key`, 2);
    expect(right.code).toBe(0);
    expect(asked).toEqual(['live/wrong-key', 'live/right-key']);
    expect(published.map((stream) => stream.eventId)).toEqual([7]);
    await expect.poll(() => unpublished).toEqual([7]);
    const flv = Buffer.concat(chunks);
    expect(flv.subarray(0, 3).toString()).toBe('FLV');
    expect(flv.length).toBeGreaterThan(10_000);
    expect(published[0]!.metadata()).toMatchObject({ width: 320, height: 180, frameRate: 25 });
  }, 20_000);
});

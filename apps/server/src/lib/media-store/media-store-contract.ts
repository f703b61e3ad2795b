import { writeFile } from 'node:fs/promises';
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import type { MediaStore } from './media-store';

function get(path: string, headers: Record<string, string> = {}): IncomingMessage {
  const request = new IncomingMessage(new Socket());
  request.method = 'GET';
  request.url = path;
  request.headers = headers;
  return request;
}

/** What every MediaStore must do, whatever is behind it: run once per implementation. */
export function mediaStoreContract(makeStore: () => Promise<MediaStore>) {
  it('publishes a file under its key and serves it with ranges and ETags', async () => {
    const store = await makeStore();
    expect(await store.exists('downloads/a.mp4')).toBe(false);
    expect(await store.readText('downloads/a.mp4')).toBeNull();
    await store.publishFile('downloads/a.mp4', (path) => writeFile(path, '0123456789'));
    expect(await store.exists('downloads/a.mp4')).toBe(true);
    expect(await store.readText('downloads/a.mp4')).toBe('0123456789');

    const whole = (await store.serve(get('/x'), 'downloads/a.mp4'))!;
    expect(whole.statusCode).toBe(200);
    expect(await text(whole.body)).toBe('0123456789');
    const etag = String(whole.headers.ETag ?? whole.headers.etag);
    const part = (await store.serve(get('/x', { range: 'bytes=2-4' }), 'downloads/a.mp4'))!;
    expect(part.statusCode).toBe(206);
    expect(await text(part.body)).toBe('234');
    expect((await store.serve(get('/x', { 'if-none-match': etag }), 'downloads/a.mp4'))!.statusCode).toBe(304);
    expect(await store.serve(get('/x'), 'downloads/b.mp4')).toBeNull();
  });

  it('publishes a directory whole, replacing the one before, and leaves nothing behind when the writer fails', async () => {
    const store = await makeStore();
    await store.publishDirectory('demo/arena', async (dir) => {
      await writeFile(join(dir, 'master.m3u8'), 'one');
      await writeFile(join(dir, 'old.ts'), 'x');
    });
    await store.publishDirectory('demo/arena', (dir) => writeFile(join(dir, 'master.m3u8'), 'two'));
    expect(await store.readText('demo/arena/master.m3u8')).toBe('two');
    expect(await store.exists('demo/arena/old.ts')).toBe(false);

    await expect(store.publishDirectory('demo/arena', async (dir) => {
      await writeFile(join(dir, 'master.m3u8'), 'half');
      throw new Error('ffmpeg failed');
    })).rejects.toThrow('ffmpeg failed');
    expect(await store.readText('demo/arena/master.m3u8')).toBe('two');
    await expect(store.publishFile('prerolls/p.mp4', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await store.exists('prerolls/p.mp4')).toBe(false);
  });

  it('lends a local directory of a prefix to tools, and removes by key or prefix', async () => {
    const store = await makeStore();
    await store.publishDirectory('clips/7', (dir) => writeFile(join(dir, 'index.m3u8'), '#EXTM3U'));
    expect(await store.withLocalDirectory('clips/7', async (dir) => (await import('node:fs/promises')).readFile(join(dir, 'index.m3u8'), 'utf8'))).toBe('#EXTM3U');
    await store.remove('clips/7/');
    expect(await store.exists('clips/7/index.m3u8')).toBe(false);
    await store.remove('clips/7');
  });

  it('refuses keys that could leave the store', async () => {
    const store = await makeStore();
    for (const key of ['../secret', 'a/../../b', '/etc/passwd', 'a//b', '', '.scratch/x', 'demo/.hidden']) {
      await expect(store.readText(key)).rejects.toThrow(/invalid media key/);
    }
  });
}

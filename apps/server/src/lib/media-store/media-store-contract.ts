import { writeFile } from 'node:fs/promises';
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import type { MediaStore, ServedObject, StreamedObject } from './media-store';

function get(path: string, headers: Record<string, string> = {}): IncomingMessage {
  const request = new IncomingMessage(new Socket());
  request.method = 'GET';
  request.url = path;
  request.headers = headers;
  return request;
}

function streamed(served: ServedObject | null): StreamedObject {
  if (!served || !('body' in served)) throw new Error(`expected a streamed object, got ${JSON.stringify(served)}`);
  return served;
}

/**
 * What every MediaStore must do, whatever is behind it: run once per implementation. `redirects`: whether the store
 * answers a request that allows it with a redirect to a signed URL (S3) or streams it anyway (local disk).
 */
export function mediaStoreContract(makeStore: () => Promise<MediaStore>, { redirects }: { redirects: boolean }) {
  it('publishes a file under its key and serves it with ranges and ETags', async () => {
    const store = await makeStore();
    expect(await store.exists('downloads/a.mp4')).toBe(false);
    expect(await store.readText('downloads/a.mp4')).toBeNull();
    await store.publishFile('downloads/a.mp4', (path) => writeFile(path, '0123456789'));
    expect(await store.exists('downloads/a.mp4')).toBe(true);
    expect(await store.readText('downloads/a.mp4')).toBe('0123456789');

    const whole = streamed(await store.serve(get('/x'), 'downloads/a.mp4'));
    expect(whole.statusCode).toBe(200);
    expect(await text(whole.body)).toBe('0123456789');
    const etag = String(whole.headers.ETag ?? whole.headers.etag);
    expect(whole.headers['Content-Length'] ?? whole.headers['content-length']).toBe(10);
    const part = streamed(await store.serve(get('/x', { range: 'bytes=2-4' }), 'downloads/a.mp4'));
    expect(part.statusCode).toBe(206);
    expect(part.headers['Content-Range'] ?? part.headers['content-range']).toBe('bytes 2-4/10');
    expect(await text(part.body)).toBe('234');
    expect(streamed(await store.serve(get('/x', { 'if-none-match': etag }), 'downloads/a.mp4')).statusCode).toBe(304);
    expect(streamed(await store.serve(get('/x', { range: 'bytes=50-60' }), 'downloads/a.mp4')).statusCode).toBe(416);
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

  it('lends local copies of a prefix to tools, lists and sizes objects, and removes by key or prefix', async () => {
    const store = await makeStore();
    await store.publishDirectory('clips/7', async (dir) => {
      await writeFile(join(dir, 'index.m3u8'), '#EXTM3U');
      await (await import('node:fs/promises')).mkdir(join(dir, '720p'));
      await writeFile(join(dir, '720p', 'a.ts'), 'aaaa');
      await writeFile(join(dir, '720p', 'b.ts'), 'bb');
    });
    await store.publishFile('clips/7/poster.jpg', (path) => writeFile(path, 'jpg'));
    await store.publishFile('clips/70/index.m3u8', (path) => writeFile(path, 'not mine'));
    expect(await store.list('clips/7')).toEqual([
      { key: 'clips/7/720p/a.ts', size: 4 },
      { key: 'clips/7/720p/b.ts', size: 2 },
      { key: 'clips/7/index.m3u8', size: 7 },
      { key: 'clips/7/poster.jpg', size: 3 },
    ]);
    expect(await store.list('clips/7/720p/')).toEqual([{ key: 'clips/7/720p/a.ts', size: 4 }, { key: 'clips/7/720p/b.ts', size: 2 }]);
    expect(await store.list('clips/8')).toEqual([]);
    expect((await store.stat('clips/7/720p/a.ts'))?.size).toBe(4);
    expect(await store.stat('clips/7/720p/c.ts')).toBeNull();
    expect((await store.read('clips/7/poster.jpg'))?.toString()).toBe('jpg');
    expect(await store.read('clips/7/nothing.jpg')).toBeNull();

    const { readdir, readFile } = await import('node:fs/promises');
    expect(await store.withLocalCopy('clips/7', async (dir) => readFile(join(dir, 'index.m3u8'), 'utf8'))).toBe('#EXTM3U');
    expect(await store.withLocalCopy('clips/7/720p', async (dir) => readFile(join(dir, 'b.ts'), 'utf8'), (name) => name === 'b.ts')).toBe('bb');
    if (store.kind !== 'local') expect(await store.withLocalCopy('clips/7/720p', (dir) => readdir(dir), (name) => name === 'b.ts')).toEqual(['b.ts']);

    await store.remove('clips/7/720p/a.ts');
    expect(await store.exists('clips/7/720p/a.ts')).toBe(false);
    expect(await store.exists('clips/7/720p/b.ts')).toBe(true);
    await store.remove('clips/7/');
    expect(await store.exists('clips/7/index.m3u8')).toBe(false);
    expect(await store.list('clips/7')).toEqual([]);
    expect(await store.readText('clips/70/index.m3u8')).toBe('not mine');
    await store.remove('clips/7');
  });

  it('publishes a stream under its key, and nothing when the stream fails', async () => {
    const store = await makeStore();
    const big = Buffer.alloc(6 * 1024 * 1024 + 5, 7);
    await store.putStream('library/3/source/u1', Readable.from([big.subarray(0, 1024), big.subarray(1024)]), 'video/mp4');
    expect((await store.stat('library/3/source/u1'))?.size).toBe(big.length);
    expect((await store.read('library/3/source/u1'))?.equals(big)).toBe(true);

    let sent = false;
    const failing = new Readable({
      read() {
        if (!sent) this.push('half');
        else this.destroy(new Error('the client went away'));
        sent = true;
      },
    });
    await expect(store.putStream('library/3/source/u2', failing)).rejects.toThrow('the client went away');
    expect(await store.exists('library/3/source/u2')).toBe(false);
  });

  it(redirects ? 'answers with a redirect to a signed URL when the caller allows it' : 'streams even when the caller allows a redirect', async () => {
    const store = await makeStore();
    await store.publishFile('downloads/r.mp4', (path) => writeFile(path, 'movie'));
    const options = { redirect: { contentType: 'video/mp4', contentDisposition: 'attachment; filename="r.mp4"' } };
    const served = await store.serve(get('/x'), 'downloads/r.mp4', options);
    if (redirects) {
      if (!served || 'body' in served) throw new Error('expected a redirect');
      expect(served.statusCode).toBe(307);
      const fetched = await fetch(served.location);
      expect(fetched.status).toBe(200);
      expect(fetched.headers.get('content-disposition')).toBe('attachment; filename="r.mp4"');
      expect(await fetched.text()).toBe('movie');
    } else {
      expect(await text(streamed(served).body)).toBe('movie');
    }
    expect(await store.serve(get('/x'), 'downloads/none.mp4', options)).toBeNull();
  });

  it('refuses keys that could leave the store', async () => {
    const store = await makeStore();
    for (const key of ['../secret', 'a/../../b', '/etc/passwd', 'a//b', '', '.scratch/x', 'demo/.hidden']) {
      await expect(store.readText(key)).rejects.toThrow(/invalid media key/);
    }
  });
}

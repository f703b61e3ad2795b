import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalMediaStore } from './local-media-store';
import { publishData, publishDataFiles } from './publish-data';

describe('publishing what is in memory', () => {
  const root = mkdtempSync(join(tmpdir(), 'publish-data-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const store = createLocalMediaStore(root);

  it('publishes text or bytes under one key, replacing what was there', async () => {
    await publishData(store, 'library/lib-1/master.m3u8', 'old');
    await publishData(store, 'library/lib-1/master.m3u8', '#EXTM3U');
    await publishData(store, 'library/lib-1/poster.jpg', Buffer.from([0xff, 0xd8]));
    expect(await store.readText('library/lib-1/master.m3u8')).toBe('#EXTM3U');
    expect(await store.read('library/lib-1/poster.jpg')).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('publishes several files together under a prefix, dropping the files it held before', async () => {
    await publishDataFiles(store, 'branding/varsity/logo-a', [{ file: 'stale.png', data: 'x' }]);
    await publishDataFiles(store, 'branding/varsity/logo-a', [
      { file: 'logo.png', data: 'one' },
      { file: 'logo-2x.png', data: 'two' },
    ]);
    expect(await store.readText('branding/varsity/logo-a/logo.png')).toBe('one');
    expect(await store.readText('branding/varsity/logo-a/logo-2x.png')).toBe('two');
    expect(await store.read('branding/varsity/logo-a/stale.png')).toBeNull();
  });
});

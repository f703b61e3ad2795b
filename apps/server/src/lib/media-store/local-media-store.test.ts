import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalMediaStore } from './local-media-store';
import { mediaStoreContract } from './media-store-contract';

describe('the local media store', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));
  const makeRoot = () => {
    const root = mkdtempSync(join(tmpdir(), 'media-store-'));
    roots.push(root);
    return root;
  };

  mediaStoreContract(async () => createLocalMediaStore(makeRoot()), { redirects: false });

  it('keeps its scratch space empty once publishing is done', async () => {
    const root = makeRoot();
    const store = createLocalMediaStore(root);
    await store.publishFile('prerolls/a.mp4', async (path) => (await import('node:fs/promises')).writeFile(path, 'ad'));
    expect(readdirSync(join(root, '.scratch'))).toEqual([]);
  });
});

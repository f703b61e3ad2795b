import { describe, expect, it } from 'vitest';
import { bundleServerCode } from '../bench/lib/server-code.mjs';

describe('the server code a bench bundles', () => {
  // The transcode bench failed to start once the server took lru-cache 11 while another package kept the workspace's
  // copy at 5: bundled outside apps/server, the server's `import { LRUCache } from 'lru-cache'` found the old CommonJS
  // one, which has no such export.
  it('takes its dependencies in the versions the server itself runs with', async () => {
    const bundled = await bundleServerCode('tooling-check', "export { LRUCache } from 'lru-cache';");
    expect(typeof bundled.LRUCache).toBe('function');
  });
});

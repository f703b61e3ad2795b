import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFile } from 'node:fs/promises';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestS3Server, startS3Server } from '../../../test/s3-server';
import type { MediaStore } from './media-store';
import { mediaStoreContract } from './media-store-contract';
import { createS3Client, createS3MediaStore } from './s3-media-store';

describe('the S3 media store (against s3rver)', () => {
  let s3: TestS3Server;
  const scratchRoot = mkdtempSync(join(tmpdir(), 's3-scratch-'));
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3?.stop();
    rmSync(scratchRoot, { recursive: true, force: true });
  });

  mediaStoreContract(async () => {
    const config = await s3.newBucket();
    return createS3MediaStore({ client: createS3Client(config), bucket: config.bucket, scratchRoot });
  }, { redirects: true });

  it('swaps a republished directory at once: until the pointer swaps, readers see the old files whole, then the new ones', async () => {
    const config = await s3.newBucket();
    const fresh = () => createS3MediaStore({ client: createS3Client(config), bucket: config.bucket, scratchRoot });
    const readBoth = async (store: MediaStore) => [await store.readText('demo/x/master.m3u8'), await store.readText('demo/x/720p/seg.ts')];
    const client = createS3Client(config);
    const send = client.send.bind(client);
    let beforeSwap: (string | null)[] | null = null;
    let watching = false;
    client.send = (async (command: Parameters<typeof send>[0]) => {
      if (watching && command instanceof PutObjectCommand && command.input.Key === 'demo/x/.version') {
        watching = false;
        beforeSwap = await readBoth(fresh());
      }
      return send(command);
    }) as typeof client.send;
    const writer = createS3MediaStore({ client, bucket: config.bucket, scratchRoot });
    const publish = (tag: string, extra?: string) =>
      writer.publishDirectory('demo/x', async (dir) => {
        const { mkdir } = await import('node:fs/promises');
        await mkdir(join(dir, '720p'));
        await writeFile(join(dir, 'master.m3u8'), tag);
        await writeFile(join(dir, '720p', 'seg.ts'), `${tag}-seg`);
        if (extra) await writeFile(join(dir, extra), extra);
      });

    await publish('one', 'only-in-one.vtt');
    watching = true;
    await publish('two');
    expect(beforeSwap).toEqual(['one', 'one-seg']);
    expect(await readBoth(fresh())).toEqual(['two', 'two-seg']);
    expect((await fresh().list('demo/x')).map((object) => object.key)).toEqual(['demo/x/720p/seg.ts', 'demo/x/master.m3u8']);
  });
});

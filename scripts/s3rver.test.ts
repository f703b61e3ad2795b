import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AbortMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListMultipartUploadsCommand,
  ListPartsCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3RVER_CREDENTIALS, startS3rver } from './s3rver.mjs';

// What tus's S3 store asks of the bucket besides s3rver's own API: to resume an upload on any instance (ListParts),
// to remove it (AbortMultipartUpload), and to find the expired ones (ListMultipartUploads).
describe('scripts/s3rver.mjs', () => {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-test-'));
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  let client: S3Client;

  beforeAll(async () => {
    s3 = await startS3rver({ directory, buckets: ['media'] });
    client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', credentials: S3RVER_CREDENTIALS, forcePathStyle: true });
  });
  afterAll(async () => {
    client?.destroy();
    await s3?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('lists the multipart uploads of a bucket and the parts of one, and forgets an aborted upload', async () => {
    const before = Date.now();
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: 'media', Key: 'a1b2c3' }));
    await client.send(new UploadPartCommand({ Bucket: 'media', Key: 'a1b2c3', UploadId, PartNumber: 1, Body: Buffer.alloc(1000, 1) }));
    await client.send(new UploadPartCommand({ Bucket: 'media', Key: 'a1b2c3', UploadId, PartNumber: 2, Body: Buffer.alloc(10, 2) }));

    const listed = await client.send(new ListMultipartUploadsCommand({ Bucket: 'media' }));
    expect(listed.IsTruncated).toBe(false);
    expect(listed.Uploads?.map(({ Key, UploadId: id }) => ({ Key, UploadId: id }))).toEqual([{ Key: 'a1b2c3', UploadId }]);
    const initiated = listed.Uploads![0]!.Initiated!.getTime();
    expect(initiated).toBeGreaterThanOrEqual(before - 1_000);
    expect(initiated).toBeLessThanOrEqual(Date.now());

    const parts = await client.send(new ListPartsCommand({ Bucket: 'media', Key: 'a1b2c3', UploadId }));
    expect(parts.Parts?.map(({ PartNumber, Size }) => ({ PartNumber, Size }))).toEqual([
      { PartNumber: 1, Size: 1000 },
      { PartNumber: 2, Size: 10 },
    ]);

    await client.send(new AbortMultipartUploadCommand({ Bucket: 'media', Key: 'a1b2c3', UploadId }));
    expect((await client.send(new ListMultipartUploadsCommand({ Bucket: 'media' }))).Uploads ?? []).toEqual([]);
    await expect(client.send(new ListPartsCommand({ Bucket: 'media', Key: 'a1b2c3', UploadId }))).rejects.toMatchObject({ name: 'NoSuchUpload' });
  });
});

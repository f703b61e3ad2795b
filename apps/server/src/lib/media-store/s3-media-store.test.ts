import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { type TestS3Server, startS3Server } from '../../../test/s3-server';
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
});

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { S3RVER_CREDENTIALS as CREDENTIALS, startS3rver } from '../../../scripts/s3rver.mjs';
import type { S3StoreConfig } from '../src/config';
import { createS3Client } from '../src/lib/media-store/s3-media-store';

/** An S3-compatible server for tests: scripts/s3rver.mjs in this process, on a free port, its buckets in a temp directory. */
export interface TestS3Server {
  endpoint: string;
  /** A new empty bucket, so every store (or app) a test makes starts from nothing. */
  newBucket(): Promise<S3StoreConfig>;
  /** The environment an app needs to use a new bucket (MEDIA_STORE=s3 …). */
  newBucketEnv(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const { endpoint, close } = await startS3rver({ directory });
  const client = createS3Client({ endpoint, region: 'us-east-1', credentials: CREDENTIALS, forcePathStyle: true });

  async function newBucket(): Promise<S3StoreConfig> {
    const bucket = `t-${randomUUID().slice(0, 18)}`;
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    return { kind: 's3', endpoint, bucket, region: 'us-east-1', credentials: CREDENTIALS, forcePathStyle: true };
  }

  return {
    endpoint,
    newBucket,
    async newBucketEnv() {
      const { bucket } = await newBucket();
      return { MEDIA_STORE: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId, S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey, S3_FORCE_PATH_STYLE: 'on' };
    },
    async stop() {
      client.destroy();
      await close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import type { S3StoreConfig } from '../src/config';
import { createS3Client } from '../src/lib/media-store/s3-media-store';

/** An S3-compatible server for tests: s3rver in this process, on a free port, its buckets in a temp directory. */
export interface TestS3Server {
  endpoint: string;
  /** A new empty bucket, so every store (or app) a test makes starts from nothing. */
  newBucket(): Promise<S3StoreConfig>;
  /** The environment an app needs to use a new bucket (MEDIA_STORE=s3 …). */
  newBucketEnv(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

/** s3rver accepts these fixed credentials. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  type: string;
  body: string | null;
  store: { getResourcePath(bucket: string, key: undefined, resource: string): string };
}

/**
 * What s3rver 3.7.1 lacks and tus's S3 store needs: ListParts (how far an upload got, read by any instance) and
 * AbortMultipartUpload, over the parts s3rver keeps in `<bucket>/uploads/<id>/<n>` (+ `.md5`).
 */
async function multipartParts(ctx: KoaContext, next: () => Promise<void>): Promise<void> {
  const match = /^\/([^/]+)\/(.+)$/.exec(ctx.path);
  const uploadId = ctx.query.uploadId;
  if (!match || !uploadId || ctx.query.partNumber !== undefined || (ctx.method !== 'GET' && ctx.method !== 'DELETE')) return next();
  const dir = join(ctx.store.getResourcePath(match[1]!, undefined, 'uploads'), uploadId);
  if (ctx.method === 'DELETE') {
    rmSync(dir, { recursive: true, force: true });
    ctx.status = 204;
    ctx.body = null;
    return;
  }
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => /^\d+$/.test(name));
  } catch {
    ctx.status = 404;
    ctx.type = 'application/xml';
    ctx.body = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>';
    return;
  }
  const parts = names
    .map(Number)
    .sort((a, b) => a - b)
    .map((part) => `<Part><PartNumber>${part}</PartNumber><ETag>"${readFileSync(join(dir, `${part}.md5`), 'utf8')}"</ETag><Size>${statSync(join(dir, String(part))).size}</Size></Part>`);
  ctx.status = 200;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><Bucket>${match[1]}</Bucket><Key>${match[2]}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
}

export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true });
  server.middleware.unshift(multipartParts);
  const { port } = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
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
      const http = (server as { httpServer: Server }).httpServer;
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

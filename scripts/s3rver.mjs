#!/usr/bin/env node
// A local S3-compatible server: s3rver, plus what s3rver 3.7.1 lacks and tus's S3 store needs (ListParts and
// AbortMultipartUpload, docs/decisions/0068-media-on-s3.md). The tests start it in their own process; `npm run
// cluster` runs this file as a child process of its own:
//   node scripts/s3rver.mjs <directory> <port> [bucket…]   (prints "s3rver listening on <endpoint>" when ready)
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';

/** s3rver accepts these fixed credentials. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** ListParts and AbortMultipartUpload over the parts s3rver keeps in `<bucket>/uploads/<id>/<n>` (+ `.md5`). */
async function multipartParts(ctx, next) {
  const match = /^\/([^/]+)\/(.+)$/.exec(ctx.path);
  const uploadId = ctx.query.uploadId;
  if (!match || !uploadId || ctx.query.partNumber !== undefined || (ctx.method !== 'GET' && ctx.method !== 'DELETE')) return next();
  const dir = join(ctx.store.getResourcePath(match[1], undefined, 'uploads'), uploadId);
  if (ctx.method === 'DELETE') {
    rmSync(dir, { recursive: true, force: true });
    ctx.status = 204;
    ctx.body = null;
    return;
  }
  let names;
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

/** Starts the server on 127.0.0.1:`port` (0: one the OS picks) over `directory`, with `buckets` made. */
export async function startS3rver({ directory, port = 0, buckets = [] }) {
  const server = new S3rver({ port, address: '127.0.0.1', directory, silent: true, configureBuckets: buckets.map((name) => ({ name })) });
  server.middleware.unshift(multipartParts);
  const address = await server.run();
  const http = server.httpServer;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    close() {
      http.closeAllConnections();
      return new Promise((resolve) => http.close(() => resolve()));
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [directory, port, ...buckets] = process.argv.slice(2);
  if (!directory || !port) {
    console.error('usage: node scripts/s3rver.mjs <directory> <port> [bucket…]');
    process.exit(2);
  }
  const s3 = await startS3rver({ directory, port: Number(port), buckets });
  console.info(`s3rver listening on ${s3.endpoint}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void s3.close().then(() => process.exit(0)));
}

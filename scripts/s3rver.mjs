#!/usr/bin/env node
// A local S3-compatible server: s3rver, plus what s3rver 3.7.1 lacks and tus's S3 store needs (ListMultipartUploads,
// ListParts and AbortMultipartUpload, docs/decisions/0068-media-on-s3.md). The tests start it in their own process; `npm run
// cluster` runs this file as a child process of its own:
//   node scripts/s3rver.mjs <directory> <port> [bucket…]   (prints "s3rver listening on <endpoint>" when ready;
//   SIGTERM stops it)
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** s3rver accepts these fixed credentials. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const xml = (root, body) => `<?xml version="1.0" encoding="UTF-8"?><${root}>${body}</${root}>`;
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * ListMultipartUploads, ListParts and AbortMultipartUpload over what s3rver keeps of a multipart upload in
 * `<bucket>/uploads/<id>/`: `key` (written when it began) and the parts `<n>` (+ `<n>.md5`). tus reads an upload's
 * parts to resume it on any instance, aborts it when it is removed, and lists the bucket's uploads to remove the
 * expired ones. One page always: the tests' and the cluster's buckets hold few uploads.
 */
async function multipartUploads(ctx, next) {
  const bucket = /^\/([^/]+)\/?$/.exec(ctx.path);
  if (bucket && ctx.method === 'GET' && ctx.query.uploads !== undefined) return listUploads(ctx, bucket[1]);
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
    ctx.body = xml('Error', '<Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message>');
    return;
  }
  const parts = names
    .map(Number)
    .sort((a, b) => a - b)
    .map((part) => `<Part><PartNumber>${part}</PartNumber><ETag>"${readFileSync(join(dir, `${part}.md5`), 'utf8')}"</ETag><Size>${statSync(join(dir, String(part))).size}</Size></Part>`);
  ctx.status = 200;
  ctx.type = 'application/xml';
  ctx.body = xml('ListPartsResult', `<Bucket>${match[1]}</Bucket><Key>${escape(match[2])}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}`);
}

/** ListMultipartUploads: every upload of the bucket, by key then id, initiated when its `key` file was written. */
function listUploads(ctx, bucket) {
  const root = ctx.store.getResourcePath(bucket, undefined, 'uploads');
  const ids = existsSync(root) ? readdirSync(root).filter((id) => existsSync(join(root, id, 'key'))) : [];
  const uploads = ids
    .map((id) => ({ id, key: readFileSync(join(root, id, 'key'), 'utf8'), initiated: statSync(join(root, id, 'key')).mtime }))
    .sort((a, b) => a.key.localeCompare(b.key) || a.id.localeCompare(b.id))
    .map(({ id, key, initiated }) => `<Upload><Key>${escape(key)}</Key><UploadId>${id}</UploadId><Initiated>${initiated.toISOString()}</Initiated><StorageClass>STANDARD</StorageClass></Upload>`);
  ctx.status = 200;
  ctx.type = 'application/xml';
  ctx.body = xml('ListMultipartUploadsResult', `<Bucket>${bucket}</Bucket><IsTruncated>false</IsTruncated>${uploads.join('')}`);
}

/** Starts the server on 127.0.0.1:`port` (0: one the OS picks) over `directory`, with `buckets` made. */
export async function startS3rver({ directory, port = 0, buckets = [] }) {
  // Loaded here, not above: s3rver is a development dependency, and `npm run cluster` on a real bucket needs none.
  const { default: S3rver } = await import('s3rver');
  const server = new S3rver({ port, address: '127.0.0.1', directory, silent: true, configureBuckets: buckets.map((name) => ({ name })) });
  server.middleware.unshift(multipartUploads);
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
  // SIGTERM stops it. The terminal's Ctrl-C reaches every process of `npm run cluster` at once: this one lets it pass,
  // so the instances still write to the store while they stop, and the cluster stops it last.
  process.on('SIGINT', () => {});
  process.once('SIGTERM', () => void s3.close().then(() => process.exit(0)));
}

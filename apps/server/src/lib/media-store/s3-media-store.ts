import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectsCommand, GetObjectCommand, type GetObjectCommandOutput, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3StoreConfig } from '../../config';
import { type MediaStore, type ObjectStat, type ServedObject, type StoredObject, checkKey } from './media-store';

/**
 * A published directory's objects live under `<prefix>/.v/<version>/`, and `<prefix>/.version` names the
 * current one: publishing uploads a whole new version, then swaps the pointer (docs/decisions/0068-media-on-s3.md).
 * Keys never hold a dot segment (checkKey), so neither name can meet a media key.
 */
const POINTER = '.version';
const VERSIONS = '.v';
/** How long an instance trusts a pointer it read; a directory republished elsewhere shows within this. */
const POINTER_TTL_MS = 1_000;
/** Lifetime of a redirect's signed URL. */
const REDIRECT_SECONDS = 600;
const PART_BYTES = 8 * 1024 * 1024;
const PARALLEL = 8;

export interface S3MediaStoreOptions {
  client: S3Client;
  bucket: string;
  /** Where ffmpeg writes before publishing, and where objects are copied for it to read. */
  scratchRoot: string;
}

/** The SDK's settings for a bucket; also what tus's S3 store is given. */
export function s3ClientConfig(config: Omit<S3StoreConfig, 'kind' | 'bucket'>): S3ClientConfig {
  return {
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: MinIO, R2 and older S3-compatible servers refuse the others.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

export const createS3Client = (config: Omit<S3StoreConfig, 'kind' | 'bucket'>): S3Client => new S3Client(s3ClientConfig(config));

const statusOf = (error: unknown): number | undefined => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (error: unknown) => statusOf(error) === 404 || (error as Error).name === 'NoSuchKey' || (error as Error).name === 'NotFound';

async function mapLimit<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

async function filesUnder(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) found.push(relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
  }
  return found;
}

/** The media store in an S3-compatible bucket (MEDIA_STORE=s3), through the AWS SDK v3. */
export function createS3MediaStore({ client, bucket, scratchRoot }: S3MediaStoreOptions): MediaStore {
  const pointers = new Map<string, { version: string | null; until: number }>();

  async function pointerOf(prefix: string): Promise<string | null> {
    const cached = pointers.get(prefix);
    if (cached && cached.until > Date.now()) return cached.version;
    const version = (await getBytes(`${prefix}/${POINTER}`))?.toString('utf8') ?? null;
    pointers.set(prefix, { version, until: Date.now() + POINTER_TTL_MS });
    return version;
  }

  /** Where a key's bytes are: under the current version of the nearest published directory above it, or at the key itself. */
  async function locate(key: string): Promise<string> {
    const segments = checkKey(key).split('/');
    const ancestors = segments.slice(0, -1).map((_, index) => segments.slice(0, index + 1).join('/'));
    const versions = await Promise.all(ancestors.map(pointerOf));
    for (let index = ancestors.length - 1; index >= 0; index--) {
      const version = versions[index];
      if (version) return `${ancestors[index]}/${VERSIONS}/${version}/${segments.slice(index + 1).join('/')}`;
    }
    return segments.join('/');
  }

  /** Where a prefix's objects are: its own current version when it is a published directory, else as for a key. */
  async function locatePrefix(prefix: string): Promise<string> {
    const checked = checkKey(prefix);
    const own = await pointerOf(checked);
    return own ? `${checked}/${VERSIONS}/${own}` : locate(checked);
  }

  async function getBytes(physical: string): Promise<Buffer | null> {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: physical }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function head(physical: string): Promise<ObjectStat | null> {
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: physical }));
      return { size: answer.ContentLength ?? 0, etag: answer.ETag ?? null, modifiedAt: answer.LastModified ?? null };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function listRaw(physicalPrefix: string): Promise<StoredObject[]> {
    const found: StoredObject[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: physicalPrefix, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key) found.push({ key: object.Key, size: object.Size ?? 0 });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  async function deleteKeys(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += 1000) {
      const batch = keys.slice(start, start + 1000);
      await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
    }
  }

  const upload = (physical: string, body: Readable | Buffer | string, contentType?: string) =>
    new Upload({ client, params: { Bucket: bucket, Key: physical, Body: body, ContentType: contentType }, partSize: PART_BYTES, queueSize: 4 }).done();

  async function scratch<T>(use: (dir: string) => Promise<T>): Promise<T> {
    await mkdir(scratchRoot, { recursive: true });
    const dir = await mkdtemp(join(scratchRoot, 'media-'));
    try {
      return await use(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /**
   * The objects under a prefix as readers see them: `name` relative to the prefix, `physical` where the bytes are.
   * Directories published below the prefix show their current version only.
   */
  async function view(prefix: string): Promise<{ name: string; physical: string; size: number }[]> {
    const base = await locatePrefix(prefix);
    const raw = await listRaw(`${base}/`);
    const current = new Map<string, string | null>();
    for (const object of raw) {
      const name = object.key.slice(base.length + 1);
      if (name === POINTER || name.endsWith(`/${POINTER}`)) current.set(name.slice(0, -POINTER.length - 1), null);
    }
    await Promise.all([...current.keys()].map(async (dir) => current.set(dir, await pointerOf(`${base}/${dir}`.replace(/\/$/, '')))));
    const found: { name: string; physical: string; size: number }[] = [];
    for (const object of raw) {
      const segments = object.key.slice(base.length + 1).split('/');
      const at = segments.findIndex((segment) => segment.startsWith('.'));
      if (at === -1) {
        found.push({ name: segments.join('/'), physical: object.key, size: object.size });
        continue;
      }
      const dir = segments.slice(0, at).join('/');
      if (segments[at] === VERSIONS && segments[at + 1] === current.get(dir) && segments.length > at + 2) {
        found.push({ name: [...segments.slice(0, at), ...segments.slice(at + 2)].join('/'), physical: object.key, size: object.size });
      }
    }
    return found.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  async function serveStream(request: IncomingMessage, physical: string): Promise<ServedObject | null> {
    if (request.method === 'HEAD') {
      const found = await head(physical);
      if (!found) return null;
      return { statusCode: 200, headers: { 'Content-Length': found.size, 'Accept-Ranges': 'bytes', ...(found.etag ? { ETag: found.etag } : {}) }, body: Readable.from([]) };
    }
    const since = request.headers['if-modified-since'];
    let answer: GetObjectCommandOutput;
    try {
      answer = await client.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: physical,
          Range: request.headers.range,
          IfNoneMatch: request.headers['if-none-match'],
          IfModifiedSince: since && !request.headers['if-none-match'] ? new Date(since) : undefined,
        }),
      );
    } catch (error) {
      if (statusOf(error) === 304) return { statusCode: 304, headers: {}, body: Readable.from([]) };
      if (statusOf(error) === 416) {
        const found = await head(physical);
        return found ? { statusCode: 416, headers: { 'Content-Range': `bytes */${found.size}` }, body: Readable.from([]) } : null;
      }
      if (isMissing(error)) return null;
      throw error;
    }
    const headers: Record<string, string | number> = { 'Accept-Ranges': 'bytes' };
    if (answer.ContentLength !== undefined) headers['Content-Length'] = answer.ContentLength;
    if (answer.ContentRange) headers['Content-Range'] = answer.ContentRange;
    if (answer.ETag) headers.ETag = answer.ETag;
    if (answer.LastModified) headers['Last-Modified'] = answer.LastModified.toUTCString();
    return { statusCode: answer.ContentRange ? 206 : 200, headers, body: answer.Body as Readable };
  }

  return {
    kind: 's3',

    async serve(request, key, options) {
      const physical = await locate(key);
      if (!options?.redirect) return serveStream(request, physical);
      if (!(await head(physical))) return null;
      const { contentType, contentDisposition } = options.redirect;
      const command = new GetObjectCommand({ Bucket: bucket, Key: physical, ResponseContentType: contentType, ResponseContentDisposition: contentDisposition });
      return { statusCode: 307, location: await getSignedUrl(client, command, { expiresIn: REDIRECT_SECONDS }) };
    },

    read: async (key) => getBytes(await locate(key)),
    readText: async (key) => (await getBytes(await locate(key)))?.toString('utf8') ?? null,
    exists: async (key) => (await head(await locate(key))) !== null,
    stat: async (key) => head(await locate(key)),

    async list(prefix) {
      const base = checkKey(prefix);
      return (await view(base)).map(({ name, size }) => ({ key: `${base}/${name}`, size }));
    },

    async putStream(key, body, contentType) {
      await upload(await locate(key), body, contentType);
    },

    async publishFile(key, write) {
      const physical = await locate(key);
      await scratch(async (dir) => {
        const file = join(dir, 'object');
        await write(file);
        await upload(physical, createReadStream(file));
      });
    },

    async publishDirectory(prefix, write) {
      const checked = checkKey(prefix);
      await scratch(async (dir) => {
        const content = join(dir, 'objects');
        await mkdir(content);
        await write(content);
        const version = `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
        await mapLimit(await filesUnder(content), PARALLEL, (name) => upload(`${checked}/${VERSIONS}/${version}/${name}`, createReadStream(join(content, name))).then(() => undefined));
        pointers.delete(checked);
        const previous = await pointerOf(checked);
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: `${checked}/${POINTER}`, Body: version }));
        pointers.set(checked, { version, until: Date.now() + POINTER_TTL_MS });
        // The version before stays a while: another instance may still hold the old pointer for POINTER_TTL_MS.
        const keep = [`${checked}/${POINTER}`, `${checked}/${VERSIONS}/${version}/`, ...(previous ? [`${checked}/${VERSIONS}/${previous}/`] : [])];
        const stale = (await listRaw(`${checked}/`)).map((object) => object.key).filter((physical) => !keep.some((kept) => physical === kept || (kept.endsWith('/') && physical.startsWith(kept))));
        await deleteKeys(stale);
      });
    },

    async withLocalCopy(prefix, use, only = () => true) {
      const objects = (await view(checkKey(prefix))).filter(({ name }) => only(name));
      return scratch(async (dir) => {
        await mapLimit(objects, PARALLEL, async ({ name, physical }) => {
          const target = join(dir, ...name.split('/'));
          await mkdir(dirname(target), { recursive: true });
          const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: physical }));
          await pipeline(answer.Body as Readable, createWriteStream(target));
        });
        return use(dir);
      });
    },

    async remove(keyOrPrefix) {
      const checked = checkKey(keyOrPrefix);
      const physical = await locate(checked);
      const under = new Set([...(await listRaw(`${checked}/`)), ...(physical === checked ? [] : await listRaw(`${physical}/`))].map((object) => object.key));
      await deleteKeys([physical, ...under]);
      for (const cached of pointers.keys()) if (cached === checked || cached.startsWith(`${checked}/`)) pointers.delete(cached);
    },
  };
}

/**
 * An upload resumes on another instance (issue 25): two apps over the same database, Redis and bucket (s3rver
 * started here); the second finishes what the first began, and the bytes never touch DATA_DIR.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryKey } from '../src/modules/media-library/library-keys';
import { signInOperator } from './console-helpers';
import { createTestApp, dialects, type TestApp } from './helper';
import { listenOnLoopback, patchUpload, startUpload, tusRequest } from './media-uploads-helpers';
import { type TestS3Server, startS3Server } from './s3-server';

const redisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const MIB = 1024 * 1024;

describe.each(dialects)('media uploads across instances (%s)', (dialect) => {
  let s3: TestS3Server;
  let first: TestApp;
  let second: TestApp;
  let firstUrl: string;
  let secondUrl: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    const env = { ...(await s3.newBucketEnv()), ...(redisUrl ? { REDIS_URL: redisUrl } : {}) };
    first = await createTestApp(dialect, { env });
    second = await createTestApp(dialect, { env, sameDatabaseAs: first });
    firstUrl = await listenOnLoopback(first.app);
    secondUrl = await listenOnLoopback(second.app);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await s3?.stop();
  });

  it('resumes on the second instance an upload the first began, and the asset completes from the bucket', async () => {
    const editor = await signInOperator(first.app, { role: 'editor' });
    // Over tus's 5 MiB part: the first PATCH leaves a finished part and a pending one in the bucket.
    const file = randomBytes(7 * MIB + 4_321);
    const id = await startUpload(firstUrl, editor, { size: file.length, filename: 'two.instances.mp4' });
    const begun = await patchUpload(firstUrl, editor, id, 0, file.subarray(0, 6 * MIB));
    expect(begun.status).toBe(204);
    expect(begun.headers.get('upload-offset')).toBe(String(6 * MIB));

    const head = await tusRequest(secondUrl, editor, 'HEAD', id);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(6 * MIB));
    const rest = await patchUpload(secondUrl, editor, id, 6 * MIB, file.subarray(6 * MIB));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(file.length));
    const assetId = Number(rest.headers.get('upload-asset-id'));

    const stored = (await first.app.media.store.read(libraryKey(assetId, `source/${id}`)))!;
    expect(sha256(stored)).toBe(sha256(file));
    const asset = await first.db.selectFrom('media_assets').select(['state', 'size_bytes']).where('id', '=', assetId).executeTakeFirstOrThrow();
    expect({ state: asset.state, size: Number(asset.size_bytes) }).toEqual({ state: 'queued', size: file.length });
    expect(existsSync(join(first.config.dataDir, 'uploads'))).toBe(false);
    // The upload's own objects (tus keeps them at the bucket's top level) are gone once its bytes are the asset's source.
    expect(await second.app.media.store.exists(id)).toBe(false);
    expect(await second.app.media.store.exists(`${id}.info`)).toBe(false);
  });
});

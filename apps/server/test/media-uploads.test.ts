/**
 * Resumable uploads (tus) under /api/admin/uploads: an interrupted upload resumes to the same bytes and
 * becomes a queued asset; an upload URL is its operator's alone; only editors of the channel may upload.
 */
import { createHash, randomBytes } from 'node:crypto';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { libraryKey } from '../src/modules/media-library/library-keys';
import { signInOperator } from './console-helpers';
import { createTestApp, dialects, type TestApp } from './helper';
import { createUpload, listenOnLoopback, patchThenDrop, patchUpload, startUpload, tusHeaders, tusMetadata, tusRequest, uploadIdOf } from './media-uploads-helpers';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const MIB = 1024 * 1024;

describe.each(dialects)('media uploads (%s)', (dialect) => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    baseUrl = await listenOnLoopback(t.app);
  });
  afterAll(async () => t.close());

  it('resumes an upload cut off midway and yields the same bytes, as a queued asset with its transcode job', async () => {
    const editor = await signInOperator(t.app, { role: 'editor' });
    const file = randomBytes(3 * MIB + 12_345);
    const created = await createUpload(baseUrl, editor, { size: file.length, filename: 'final.match.mov', normalize: true });
    expect(created.status).toBe(201);
    const id = uploadIdOf(created);
    expect(id).toMatch(/^[0-9a-f]{32}$/);

    const first = await patchUpload(baseUrl, editor, id, 0, file.subarray(0, MIB));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(MIB));

    await patchThenDrop(baseUrl, editor, id, MIB, file.subarray(MIB, 2 * MIB), 300_000);
    const head = await tusRequest(baseUrl, editor, 'HEAD', id);
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThanOrEqual(MIB);
    expect(offset).toBeLessThan(2 * MIB);
    expect(head.headers.get('upload-length')).toBe(String(file.length));

    const last = await patchUpload(baseUrl, editor, id, offset, file.subarray(offset));
    expect(last.status).toBe(204);
    expect(last.headers.get('upload-offset')).toBe(String(file.length));
    const assetId = Number(last.headers.get('upload-asset-id'));
    expect(assetId).toBeGreaterThan(0);

    const stored = (await t.app.media.store.read(libraryKey(assetId, `source/${id}`)))!;
    expect(sha256(stored)).toBe(sha256(file));
    const asset = await t.db.selectFrom('media_assets').selectAll().where('id', '=', assetId).executeTakeFirstOrThrow();
    expect({ state: asset.state, run: asset.run, size: Number(asset.size_bytes), storage: Number(asset.storage_bytes), title: asset.title, original: asset.original_filename, normalize: asset.normalize_audio }).toEqual({
      state: 'queued',
      run: 1,
      size: file.length,
      storage: file.length,
      title: 'final.match',
      original: 'final.match.mov',
      normalize: 1,
    });
    expect(asset.created_by).toBe(editor.operatorId);
    const job = await t.db.selectFrom('jobs').select(['payload']).where('name', '=', 'media.transcode').where('payload', 'like', `%"asset_id":${assetId},%`).executeTakeFirst();
    expect(JSON.parse(job?.payload ?? '{}')).toEqual({ asset_id: assetId, run: 1 });
    const upload = await t.db.selectFrom('media_uploads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(upload.asset_id).toBe(assetId);
    expect(upload.completed_at).not.toBeNull();
    // A console that missed the last answer (a reload) learns from a HEAD that the upload is whole, and its asset.
    const after = await tusRequest(baseUrl, editor, 'HEAD', id);
    expect([after.status, after.headers.get('upload-offset'), after.headers.get('upload-asset-id')]).toEqual([200, String(file.length), String(assetId)]);
    expect((await patchUpload(baseUrl, editor, id, file.length, Buffer.alloc(0))).status).toBe(404);
  });

  it("answers 404 to another operator's HEAD, PATCH and DELETE of an upload, and leaves the upload as it was", async () => {
    const owner = await signInOperator(t.app, { role: 'editor' });
    const other = await signInOperator(t.app, { role: 'admin' });
    const id = await startUpload(baseUrl, owner, { size: 1000 });
    expect((await patchUpload(baseUrl, owner, id, 0, randomBytes(400))).status).toBe(204);

    expect((await tusRequest(baseUrl, other, 'HEAD', id)).status).toBe(404);
    for (const response of [await patchUpload(baseUrl, other, id, 400, randomBytes(600)), await tusRequest(baseUrl, other, 'DELETE', id)]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Upload not found', message_code: 'UPLOAD_NOT_FOUND' });
    }
    // An id nobody has gets the same answer.
    expect(await (await tusRequest(baseUrl, other, 'DELETE', 'f'.repeat(32))).json()).toEqual({ code: 'NOT_FOUND', message: 'Upload not found', message_code: 'UPLOAD_NOT_FOUND' });

    const head = await tusRequest(baseUrl, owner, 'HEAD', id);
    expect([head.status, head.headers.get('upload-offset')]).toEqual([200, '400']);
    expect((await tusRequest(baseUrl, owner, 'DELETE', id)).status).toBe(204);
    expect((await tusRequest(baseUrl, owner, 'HEAD', id)).status).toBe(404);
    expect((await owner.inject('GET', '/api/admin/uploads')).json().data).toEqual([]);
    await vi.waitFor(async () => expect(await t.db.selectFrom('media_uploads').select('id').where('id', '=', id).execute()).toEqual([]));
  });

  it('speaks tus to its own origin only, and tells its version, extensions and largest upload', async () => {
    const editor = await signInOperator(t.app, { role: 'editor' });
    const created = await fetch(`${baseUrl}/api/admin/uploads`, {
      method: 'POST',
      headers: { ...tusHeaders(editor, { 'upload-length': '10', 'upload-metadata': tusMetadata({ channel_key: 'varsity', filename: 'a.mp4' }) }), origin: 'https://elsewhere.example' },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('access-control-allow-origin')).toBeNull();
    expect(created.headers.get('tus-resumable')).toBe('1.0.0');

    const options = await t.app.inject({ method: 'OPTIONS', url: '/api/admin/uploads', headers: { cookie: editor.cookie } });
    expect([options.statusCode, options.headers['tus-version'], options.headers['tus-max-size']]).toEqual([204, '1.0.0', String(t.config.media.uploadMaxBytes)]);
    expect(String(options.headers['tus-extension']).split(',')).toEqual(['creation', 'creation-with-upload', 'termination', 'expiration']);
  });

  it('uploads with the tus client the console uses, paused and resumed from its URL, and tells the asset id', async () => {
    const editor = await signInOperator(t.app, { role: 'editor' });
    const file = randomBytes(700_000);
    const headers = { cookie: editor.cookie, 'x-csrf-token': editor.csrf };
    const metadata = { channel_key: 'varsity', filename: 'warmup.mp4', title: 'Warm-up' };
    let uploadUrl = '';
    // The first session stops after its first chunk, as a closed tab would.
    await new Promise<void>((resolve, reject) => {
      const upload: tus.Upload = new tus.Upload(file, {
        endpoint: `${baseUrl}/api/admin/uploads`,
        chunkSize: 256 * 1024,
        headers,
        metadata,
        onError: reject,
        onChunkComplete: () => {
          uploadUrl = upload.url ?? '';
          void upload.abort().then(resolve);
        },
      });
      upload.start();
    });
    expect(uploadUrl).toMatch(new RegExp(`^${baseUrl}/api/admin/uploads/[0-9a-f]{32}$`));

    const assetId = await new Promise<number>((resolve, reject) => {
      const upload = new tus.Upload(file, {
        uploadUrl,
        chunkSize: 256 * 1024,
        headers,
        metadata,
        onError: reject,
        onSuccess: ({ lastResponse }) => resolve(Number(lastResponse.getHeader('Upload-Asset-Id'))),
      });
      upload.start();
    });
    const stored = (await t.app.media.store.read(libraryKey(assetId, `source/${uploadUrl.split('/').pop()!}`)))!;
    expect(sha256(stored)).toBe(sha256(file));
    const asset = await t.db.selectFrom('media_assets').select(['title', 'state', 'normalize_audio']).where('id', '=', assetId).executeTakeFirstOrThrow();
    expect(asset).toEqual({ title: 'Warm-up', state: 'queued', normalize_audio: 0 });
  });
});

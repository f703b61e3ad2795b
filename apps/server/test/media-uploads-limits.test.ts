/**
 * Who may start an upload and how big it may be: editors and above of the channel, CSRF on every write,
 * the largest upload and the channel's quota (unfinished uploads count); unfinished uploads expire after
 * 24 hours and the operator's pending list shows only their own.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MEDIA_ERRORS } from '@ott/contracts/admin-media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploads } from '../src/modules/media-library/uploads/uploads';
import type { MediaLibraryDeps } from '../src/modules/media-library/media-library-deps';
import type { Transcoder } from '../src/modules/media-library/transcode/transcoder';
import { type SignedInOperator, signInOperator } from './console-helpers';
import { createTestApp, dialects, type TestApp } from './helper';
import { createUpload, listenOnLoopback, patchUpload, startUpload, tusHeaders, tusMetadata, tusRequest } from './media-uploads-helpers';

const GIB = 1024 ** 3;
const MIB = 1024 ** 2;

describe.each(dialects)('media upload limits (%s)', (dialect) => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { UPLOAD_MAX_GB: '1', MEDIA_QUOTA_GB: '50' } });
    baseUrl = await listenOnLoopback(t.app);
  });
  afterAll(async () => t.close());

  const errorOf = async (response: Response) => ({ status: response.status, ...((await response.json()) as { code: string; message: string }) });

  it('lets editors, admins and owners of the channel upload; refuses support and analysts (403) and a channel not held or unknown (404)', async () => {
    for (const role of ['editor', 'admin', 'owner'] as const) {
      expect((await createUpload(baseUrl, await signInOperator(t.app, { role }), { size: 10 })).status, role).toBe(201);
    }
    for (const role of ['support', 'analyst'] as const) {
      expect(await errorOf(await createUpload(baseUrl, await signInOperator(t.app, { role }), { size: 10 })), role).toEqual({ status: 403, code: 'FORBIDDEN', message: 'Your role does not allow this', message_code: 'ROLE_DOES_NOT_ALLOW' });
    }
    const editorOfB = await signInOperator(t.app, { role: 'editor', channelKey: 'universitaire' });
    for (const channel of ['varsity', 'no-such-channel']) {
      expect(await errorOf(await createUpload(baseUrl, editorOfB, { size: 10, channel })), channel).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Channel not found', message_code: 'CHANNEL_NOT_FOUND' });
    }
  });

  it('refuses every write without the CSRF header', async () => {
    const editor = await signInOperator(t.app, { role: 'editor' });
    const id = await startUpload(baseUrl, editor, { size: 100 });
    const withoutCsrf = (method: string, extra: Record<string, string> = {}) => {
      const headers = tusHeaders(editor, extra);
      delete headers['x-csrf-token'];
      return fetch(`${baseUrl}/api/admin/uploads${method === 'POST' ? '' : `/${id}`}`, { method, headers });
    };
    const refusals = [
      await withoutCsrf('POST', { 'upload-length': '100', 'upload-metadata': tusMetadata({ channel_key: 'varsity', filename: 'a.mp4' }) }),
      await patchUpload(baseUrl, editor, id, 0, randomBytes(100), false),
      await withoutCsrf('DELETE'),
    ];
    for (const response of refusals) expect((await errorOf(response)).code).toBe('CSRF_TOKEN_INVALID');
    expect((await tusRequest(baseUrl, editor, 'HEAD', id)).headers.get('upload-offset')).toBe('0');
  });

  it('refuses a missing length, a deferred length, an empty file and missing metadata with the field named', async () => {
    const editor = await signInOperator(t.app, { role: 'editor' });
    const post = (headers: Record<string, string>) => fetch(`${baseUrl}/api/admin/uploads`, { method: 'POST', headers: tusHeaders(editor, headers) });
    const metadata = tusMetadata({ channel_key: 'varsity', filename: 'a.mp4' });
    const deferred = await post({ 'upload-defer-length': '1', 'upload-metadata': metadata });
    expect(await deferred.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { upload_length: ['Send the size of the file in bytes (Upload-Length)'] } });
    expect(await (await post({ 'upload-length': '0', 'upload-metadata': metadata })).json()).toMatchObject({ errors: { upload_length: ['The file is empty'] } });
    const unnamed = await post({ 'upload-length': '10', 'upload-metadata': tusMetadata({ title: 'No channel' }) });
    expect([unnamed.status, (await unnamed.json()).errors]).toEqual([400, { channel_key: ['Field is required'], filename: ['Field is required'] }]);
  });

  it('refuses a file over the largest upload, and an upload over the channel quota counting unfinished uploads, with their messages', async () => {
    const editor = await signInOperator(t.app, { role: 'editor', channelKey: 'universitaire' });
    expect(await errorOf(await createUpload(baseUrl, editor, { size: GIB + 1, channel: 'universitaire' }))).toEqual({ status: 413, ...MEDIA_ERRORS.tooLarge, message_code: 'FILE_LARGER_THAN_LARGEST_UPLOAD' });
    expect((await createUpload(baseUrl, editor, { size: GIB, channel: 'universitaire' })).status).toBe(201);

    // A 2 GiB quota: 1 GiB pending above, plus 700 MiB of library, leaves 324 MiB.
    const channel = await t.db.selectFrom('channels').select('id').where('key', '=', 'universitaire').executeTakeFirstOrThrow();
    await t.db.updateTable('channels').set({ media_quota_gb: 2 }).where('id', '=', channel.id).execute();
    const at = new Date().toISOString();
    await t.db
      .insertInto('media_assets')
      .values({ channel_id: channel.id, title: 'Old', original_filename: 'old.mp4', state: 'ready', size_bytes: 300 * MIB, storage_bytes: 700 * MIB, created_at: at, updated_at: at })
      .execute();
    expect(await errorOf(await createUpload(baseUrl, editor, { size: 324 * MIB + 1, channel: 'universitaire' }))).toEqual({ status: 413, ...MEDIA_ERRORS.quota, message_code: 'UPLOAD_WOULD_EXCEED_CHANNELS_MEDIA' });
    expect((await createUpload(baseUrl, editor, { size: 324 * MIB, channel: 'universitaire' })).status).toBe(201);
    expect((await errorOf(await createUpload(baseUrl, editor, { size: 1, channel: 'universitaire' }))).code).toBe(MEDIA_ERRORS.quota.code);
  });

  it("lists only the operator's own unfinished uploads, with their offsets", async () => {
    const editor = await signInOperator(t.app, { role: 'editor' });
    const other = await signInOperator(t.app, { role: 'editor' });
    const first = await startUpload(baseUrl, editor, { size: 1000, filename: 'first.mp4' });
    const second = await startUpload(baseUrl, editor, { size: 500, filename: 'second.mov' });
    const done = await startUpload(baseUrl, editor, { size: 10 });
    await startUpload(baseUrl, other, { size: 10 });
    await patchUpload(baseUrl, editor, first, 0, randomBytes(250));
    expect((await patchUpload(baseUrl, editor, done, 0, randomBytes(10))).headers.get('upload-asset-id')).toMatch(/^\d+$/);

    const list = (await editor.inject('GET', '/api/admin/uploads')).json().data as Array<Record<string, unknown>>;
    expect(list.map(({ id, channel_key, filename, size_bytes, offset_bytes }) => ({ id, channel_key, filename, size_bytes, offset_bytes }))).toEqual([
      { id: first, channel_key: 'varsity', filename: 'first.mp4', size_bytes: 1000, offset_bytes: 250 },
      { id: second, channel_key: 'varsity', filename: 'second.mov', size_bytes: 500, offset_bytes: 0 },
    ]);
    expect(Date.parse(String(list[0]!.expires_at)) - Date.parse(String(list[0]!.created_at))).toBe(24 * 3_600_000);
  });

  // Reads DATA_DIR/uploads, where tus keeps uploads on the local store only.
  it.skipIf(process.env.TEST_MEDIA_STORE === 's3')('expires an unfinished upload after 24 hours: the chore deletes its file, its upload info and its row', async () => {
    const editor: SignedInOperator = await signInOperator(t.app, { role: 'editor' });
    const stale = await startUpload(baseUrl, editor, { size: 1000 });
    const fresh = await startUpload(baseUrl, editor, { size: 1000 });
    await patchUpload(baseUrl, editor, stale, 0, randomBytes(300));
    const dayAndHourAgo = new Date(Date.now() - 25 * 3_600_000);
    await t.db.updateTable('media_uploads').set({ created_at: dayAndHourAgo.toISOString(), expires_at: new Date(dayAndHourAgo.getTime() + 24 * 3_600_000).toISOString() }).where('id', '=', stale).execute();
    const directory = join(t.config.dataDir, 'uploads');
    expect(existsSync(join(directory, stale))).toBe(true);

    // The chore as housekeeping runs it, over the app's database and upload directory.
    const deps = { config: t.config, db: t.db, log: t.app.log, media: t.app.media } as unknown as MediaLibraryDeps & { transcoder: Transcoder };
    const [chore] = createUploads(deps).chores;
    expect(await chore!.run()).toBe(1);

    expect([existsSync(join(directory, stale)), existsSync(join(directory, `${stale}.json`))]).toEqual([false, false]);
    expect(await t.db.selectFrom('media_uploads').select('id').where('id', 'in', [stale, fresh]).execute()).toEqual([{ id: fresh }]);
    expect(existsSync(join(directory, fresh))).toBe(true);
    expect((await tusRequest(baseUrl, editor, 'HEAD', stale)).status).toBe(404);
  });
});

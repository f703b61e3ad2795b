/**
 * The console's media library API (docs/decisions/0050-media-library.md, "Console API"): the list and its filters,
 * what uses an asset and the delete it refuses, bulk delete, retry and cancel as new processing runs, storage and quota,
 * the preview URL. Assets are made as the uploads and the transcoder leave them: rows, and files in the store.
 */
import type { MediaAsset } from '@ott/contracts/admin-media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryKey } from '../src/modules/media-library/library-keys';
import { libraryQuota } from '../src/modules/media-library/library-quota';
import { type SignedInOperator, signInOperator } from './console-helpers';
import { createTestApp, dialects, type TestApp } from './helper';
import { channelId, insertAsset, putFile } from './media-library-api.fixtures';

const A = 'varsity';
const B = 'universitaire';
const media = `/api/admin/channels/${A}/media`;
const GB = 1024 ** 3;

describe.each(dialects)('media library console API (%s)', (dialect) => {
  let t: TestApp;
  let editor: SignedInOperator;
  let admin: SignedInOperator;
  let a: number;
  let b: number;
  const list = async (query: string) => {
    const response = await editor.inject('GET', `${media}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: MediaAsset[]; meta: { total: number } };
  };
  const titles = async (query: string) => (await list(query)).data.map((asset) => asset.title);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    editor = await signInOperator(t.app, { role: 'editor', channelKey: A });
    admin = await signInOperator(t.app, { role: 'admin', channelKey: A });
    a = await channelId(t, A);
    b = await channelId(t, B);
  });
  afterAll(async () => t?.close());

  it('lists, searches (title, file name), filters (state, dates, duration) and sorts the channel’s assets', async () => {
    await insertAsset(t, a, { title: 'Zq Final', original_filename: 'final.mov', duration: 5400, size_bytes: 9_000, created_at: '2026-03-01T10:00:00.000Z' });
    await insertAsset(t, a, { title: 'Zq Warm-up', original_filename: 'warmup.mp4', duration: 300, size_bytes: 2_000, created_at: '2026-03-02T10:00:00.000Z' });
    await insertAsset(t, a, { title: 'Zq Interview', original_filename: 'zq-coach.mkv', state: 'failed', failure_reason: 'Transcoding failed', duration: null, created_at: '2026-03-03T10:00:00.000Z' });
    await insertAsset(t, b, { title: 'Zq Other channel', created_at: '2026-03-04T10:00:00.000Z' });

    expect(await titles('search=zq')).toEqual(['Zq Interview', 'Zq Warm-up', 'Zq Final']);
    expect((await list('search=zq')).meta.total).toBe(3);
    expect(await titles('search=coach')).toEqual(['Zq Interview']);
    expect(await titles('search=zq&state=failed')).toEqual(['Zq Interview']);
    expect(await titles('search=zq&min_duration=600')).toEqual(['Zq Final']);
    expect(await titles('search=zq&max_duration=600')).toEqual(['Zq Warm-up']);
    expect(await titles(`search=zq&created_from=${encodeURIComponent('2026-03-01T12:00:00Z')}&created_to=${encodeURIComponent('2026-03-02T23:00:00+02:00')}`)).toEqual(['Zq Warm-up']);
    expect(await titles('search=zq&sort_field=title')).toEqual(['Zq Final', 'Zq Interview', 'Zq Warm-up']);
    expect(await titles('search=zq&sort_field=size&sort_direction=asc')).toEqual(['Zq Interview', 'Zq Warm-up', 'Zq Final']);
    expect(await titles('search=zq&sort_field=duration&sort_direction=desc')).toEqual(['Zq Final', 'Zq Warm-up', 'Zq Interview']);
    expect(await titles('search=zq&sort_field=duration&sort_direction=asc&limit=1&offset=1')).toEqual(['Zq Final']);
    expect((await editor.inject('GET', `${media}?sort_field=secret`)).statusCode).toBe(400);

    const failed = (await list('search=coach')).data[0]!;
    expect(failed).toMatchObject({ video: `lib-${failed.id}`, state: 'failed', failure_reason: 'Transcoding failed', queue_position: null, playable: false, captions: [], markers: [], usage: { events: [], vod_items: [], prerolls: [] } });
  });

  it('gives queued assets their place in the one transcode queue, all channels counted', async () => {
    await insertAsset(t, b, { title: 'Queued elsewhere', state: 'queued', created_at: '2001-01-01T00:00:00.000Z' });
    const second = await insertAsset(t, a, { title: 'Qq second', state: 'queued', created_at: '2001-01-02T00:00:00.000Z' });
    const third = await insertAsset(t, a, { title: 'Qq third', state: 'queued', created_at: '2001-01-03T00:00:00.000Z' });
    const positions = Object.fromEntries((await list('search=qq')).data.map((asset) => [asset.id, asset.queue_position]));
    expect(positions).toEqual({ [second]: 1, [third]: 2 });
  });

  it('names what uses an asset, filters used and unused, and refuses to delete it while used', async () => {
    const used = await insertAsset(t, a, { title: 'Uu used' });
    const free = await insertAsset(t, a, { title: 'Uu free' });
    const event = await t.db.selectFrom('events').select(['id', 'name']).where('channel_id', '=', a).orderBy('id').executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    await t.db.insertInto('event_media').values([
      { event_id: event.id, kind: 3, url: `/media/hls/vod/lib-${used}/master.m3u8`, created_at: at },
      { event_id: event.id, kind: 1, url: `/media/library/lib-${used}/poster.jpg`, created_at: at },
    ]).execute();
    const item = await t.db
      .insertInto('vod_media_items')
      .values({ channel_id: a, vod_media_category_id: null, event_id: null, title: 'Uu replay', description: null, date: at, duration: 60, image: `/media/library/lib-${used}/poster.jpg`, preview: null, video_url: `/media/hls/vod/lib-${used}/master.m3u8`, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const preroll = await t.db
      .insertInto('prerolls')
      .values({ channel_id: a, url: `/media/library/lib-${used}/preview.mp4`, weight: 1, location_id: null, event_categories: '[]', for_live: 1, for_vod: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();

    const usage = { events: [{ id: event.id, name: event.name }], vod_items: [{ id: item.id, title: 'Uu replay' }], prerolls: [{ id: preroll.id }] };
    expect((await editor.inject('GET', `${media}/${used}`)).json().data.usage).toEqual(usage);
    expect(await titles('search=uu&used=used')).toEqual(['Uu used']);
    expect(await titles('search=uu&used=unused')).toEqual(['Uu free']);

    const refused = await editor.inject('DELETE', `${media}/${used}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'MEDIA_IN_USE', message: 'This video is used and cannot be deleted; detach it first', message_code: 'VIDEO_USED_CANNOT_DELETED_DETACH', errors: { events: [event.name], vod_items: ['Uu replay'], prerolls: [String(preroll.id)] } });

    const bulk = await editor.inject('POST', `${media}/bulk-delete`, { ids: [used, free, 2147483000] });
    expect(bulk.json().data).toEqual({
      done: [free],
      refused: [
        { id: used, message: 'This video is used and cannot be deleted; detach it first', usage },
        { id: 2147483000, message: 'Not found' },
      ],
    });
    expect(await titles('search=uu')).toEqual(['Uu used']);
  });

  it('deletes an unused asset with every file of it, and audits it without signed URLs', async () => {
    const id = await insertAsset(t, a, { title: 'Dd gone', renditions: '[]' });
    await putFile(t, id, 'master.m3u8', '#EXTM3U\n');
    await putFile(t, id, '720p/index.m3u8', '#EXTM3U\n');
    await t.db.insertInto('media_captions').values({ asset_id: id, language: 'en', label: 'English', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' }).execute();

    const response = await editor.inject('DELETE', `${media}/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ id });
    expect(await t.app.media.store.exists(libraryKey(id, 'master.m3u8'))).toBe(false);
    expect(await t.app.media.store.exists(libraryKey(id, '720p/index.m3u8'))).toBe(false);
    expect(await t.db.selectFrom('media_assets').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    expect(await t.db.selectFrom('media_captions').select('id').where('asset_id', '=', id).execute()).toEqual([]);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'media_asset.delete').where('entity_id', '=', String(id)).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_json!)).toMatchObject({ id, title: 'Dd gone', captions: [{ language: 'en', label: 'English' }] });
    expect(audit.before_json).not.toContain('/media/s/');
    expect((await editor.inject('GET', `${media}/${id}`)).statusCode).toBe(404);
  });

  it('retries a failed or cancelled asset as a new run and queues its transcode job; refuses others', async () => {
    const id = await insertAsset(t, a, { title: 'Rr failed', state: 'failed', stage: 'ladder', progress: 40, failure_reason: 'Transcoding failed', run: 3 });
    const response = await editor.inject('POST', `${media}/${id}/retry`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ state: 'queued', stage: null, progress: 0, failure_reason: null });
    expect(typeof response.json().data.queue_position).toBe('number');
    expect((await t.db.selectFrom('media_assets').select('run').where('id', '=', id).executeTakeFirstOrThrow()).run).toBe(4);
    const jobs = await t.db.selectFrom('jobs').select('payload').where('name', '=', 'media.transcode').execute();
    expect(jobs.map((job) => JSON.parse(job.payload))).toContainEqual({ asset_id: id, run: 4 });

    const ready = await insertAsset(t, a, { title: 'Rr ready' });
    const refused = await editor.inject('POST', `${media}/${ready}/retry`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'MEDIA_NOT_RETRYABLE', message: 'Only a failed or cancelled video can be processed again', message_code: 'ONLY_FAILED_CANCELLED_VIDEO_CAN' });
  });

  it('cancels a queued or processing asset as a new run (the running job stops); refuses others', async () => {
    const processing = await insertAsset(t, a, { title: 'Cc processing', state: 'processing', stage: 'ladder', progress: 50, run: 1 });
    const response = await editor.inject('POST', `${media}/${processing}/cancel`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ state: 'cancelled', stage: null });
    expect((await t.db.selectFrom('media_assets').select('run').where('id', '=', processing).executeTakeFirstOrThrow()).run).toBe(2);
    const again = await editor.inject('POST', `${media}/${processing}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('MEDIA_NOT_CANCELLABLE');
    expect((await editor.inject('POST', `${media}/${processing}/retry`)).statusCode).toBe(200);
  });

  it('changes the title and the audio option, audited', async () => {
    const id = await insertAsset(t, a, { title: 'Pp before' });
    const response = await editor.inject('PATCH', `${media}/${id}`, { title: '  Pp after ', normalize_audio: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ title: 'Pp after', normalize_audio: true });
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'media_asset.update').where('entity_id', '=', String(id)).executeTakeFirstOrThrow();
    expect([JSON.parse(audit.before_json!).title, JSON.parse(audit.after_json!).title]).toEqual(['Pp before', 'Pp after']);
  });

  it('hands the preview player a signed master URL once the asset plays, null before', async () => {
    const waiting = await insertAsset(t, a, { state: 'processing', playable: 0 });
    expect((await editor.inject('GET', `${media}/${waiting}/playback`)).json().data).toEqual({ url: null });
    const playing = await insertAsset(t, a, { playable: 1 });
    expect((await editor.inject('GET', `${media}/${playing}/playback`)).json().data.url).toMatch(new RegExp(`^/media/s/[\\w-]+/\\d+/a${playing}/vod/lib-${playing}/master\\.m3u8$`));
  });

  it('counts storage (assets and unfinished uploads) against the quota; an admin sets the quota, an editor may not', async () => {
    const channel = (await t.db.insertInto('channels').values({ key: 'quota-test', name: 'Quota', hostnames: '[]', language: 'en', currency: 'USD', logo: null, settings: '{}', color_settings: '{}', archived_at: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' }).returning('id').executeTakeFirstOrThrow()).id;
    const quota = libraryQuota(t.db, t.config);
    expect(await quota.storage(channel)).toEqual({ used_bytes: 0, quota_bytes: 100 * GB, quota_source: 'default', upload_max_bytes: 20 * GB, transcode_concurrency: 1 });

    const before = (await editor.inject('GET', `${media}/storage`)).json().data;
    await insertAsset(t, a, { size_bytes: 2 * GB, storage_bytes: 3 * GB });
    await insertAsset(t, a, { size_bytes: 1 * GB, storage_bytes: 0 });
    expect((await editor.inject('GET', `${media}/storage`)).json().data.used_bytes).toBe(before.used_bytes + 4 * GB);
    const operator = await t.db.selectFrom('operators').select('id').orderBy('id').executeTakeFirstOrThrow();
    const upload = { channel_id: a, operator_id: operator.id, filename: 'big.mp4', title: 'Big', size_bytes: 2 * GB, created_at: new Date().toISOString(), completed_at: null };
    await t.db.insertInto('media_uploads').values([
      { ...upload, id: 'open-upload', expires_at: new Date(Date.now() + 3_600_000).toISOString() },
      { ...upload, id: 'expired-upload', expires_at: new Date(Date.now() - 1_000).toISOString() },
      { ...upload, id: 'done-upload', expires_at: new Date(Date.now() + 3_600_000).toISOString(), completed_at: new Date().toISOString() },
    ]).execute();
    expect((await editor.inject('GET', `${media}/storage`)).json().data.used_bytes).toBe(before.used_bytes + 6 * GB);

    expect((await editor.inject('PATCH', `${media}/storage`, { quota_gb: 5 })).statusCode).toBe(403);
    const set = await admin.inject('PATCH', `${media}/storage`, { quota_gb: 10 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ quota_bytes: 10 * GB, quota_source: 'channel' });
    const room = 10 * GB - (before.used_bytes + 6 * GB);
    await expect(quota.check(a, room)).resolves.toBeUndefined();
    await expect(quota.check(a, room + 1)).rejects.toMatchObject({ statusCode: 413, code: 'MEDIA_QUOTA_EXCEEDED' });
    expect((await admin.inject('PATCH', `${media}/storage`, { quota_gb: 0 })).statusCode).toBe(400);
    expect((await admin.inject('PATCH', `${media}/storage`, { quota_gb: null })).json().data).toMatchObject({ quota_bytes: 100 * GB, quota_source: 'default' });
    expect(await t.db.selectFrom('audit_log').select('action').where('action', '=', 'channel.media_quota.update').execute()).toHaveLength(2);
  });

  it('keeps the library from roles below editor', async () => {
    const support = await signInOperator(t.app, { role: 'support', channelKey: A });
    expect((await support.inject('GET', media)).statusCode).toBe(403);
  });
});

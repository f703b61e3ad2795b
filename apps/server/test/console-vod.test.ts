import { VodMediaCategory, VodMediaItem, VodMediaItemDetail } from '@ott/contracts';
import { AdminVodCollection, AdminVodItem } from '@ott/contracts/admin-catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keyedGetter } from './catalogue-helpers';
import { signInOperator, type SignedInOperator } from './console-helpers';
import type { TestApp } from './helper';
import { dialects } from './helper';
import { createMediaTestApp } from './media-helpers';

const BASE = '/api/admin/channels/varsity';

describe.each(dialects)('console VOD library (%s)', (dialect) => {
  let t: TestApp;
  let editor: SignedInOperator;
  let keyed: ReturnType<typeof keyedGetter>;

  beforeAll(async () => {
    t = await createMediaTestApp(dialect);
    editor = await signInOperator(t.app, { role: 'editor', channelKey: 'varsity' });
    keyed = keyedGetter(t.app);
  });
  afterAll(async () => t?.close());

  it('creates a collection and an item playing a demo video; viewers list and play it at once', async () => {
    await t.app.media.demo.ensure(['bars']);
    const created = await editor.inject('POST', `${BASE}/vod-collections`, { name: 'Coaches Corner', weight: 99 });
    expect(created.statusCode).toBe(201);
    const collection = AdminVodCollection.parse(created.json().data);
    expect(collection).toMatchObject({ alias: 'coaches-corner', items_count: 0 });

    const added = await editor.inject('POST', `${BASE}/vod-items`, { title: 'Pressing drills', date: '2026-03-10T18:00:00Z', duration: 300, vod_media_category_id: collection.id, video: 'bars' });
    expect(added.statusCode).toBe(201);
    const item = AdminVodItem.parse(added.json().data);
    expect(item).toMatchObject({ title: 'Pressing drills', date: '2026-03-10T18:00:00.000Z', vod_media_category_id: collection.id, video: 'bars', image: '/media/demo/bars/poster.jpg' });

    const categories = z.array(VodMediaCategory).parse((await keyed('/api/vod-media-categories')).body.data);
    expect(categories.find((c) => c.id === collection.id)).toMatchObject({ name: 'Coaches Corner', items_count: 1 });
    const listed = z.array(VodMediaItem).parse((await keyed('/api/vod-media-items', { category_id: String(collection.id) })).body.data);
    expect(listed.map((i) => i.id)).toEqual([item.id]);
    const detail = VodMediaItemDetail.parse((await keyed(`/api/vod-media-items/${item.id}`)).body.data);
    expect(detail.url).toMatch(/\/vod\/bars\/master\.m3u8$/);

    const page = await editor.inject('GET', `${BASE}/vod-items?vod_media_category_id=${collection.id}&search=pressing`);
    expect(page.json().meta.total).toBe(1);
    expect((await editor.inject('POST', `${BASE}/vod-items`, { title: '', date: 'yesterday' })).json().errors).toMatchObject({ title: ['Field is required'], date: ['Use an ISO 8601 time with its offset'] });
    expect((await editor.inject('POST', `${BASE}/vod-collections`, { name: 'Coaches Corner' })).statusCode).toBe(409);

    const renamed = await editor.inject('PATCH', `${BASE}/vod-items/${item.id}`, { title: 'Pressing drills, part 1', video: null });
    expect(renamed.json().data).toMatchObject({ title: 'Pressing drills, part 1', video: null, image: null });
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'vod_item.update').where('entity_id', '=', String(item.id)).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_json!)).toMatchObject({ video: 'bars' });

    expect((await editor.inject('DELETE', `${BASE}/vod-collections/${collection.id}`)).statusCode).toBe(200);
    expect((await editor.inject('GET', `${BASE}/vod-items/${item.id}`)).json().data.vod_media_category_id).toBeNull();
    expect((await editor.inject('DELETE', `${BASE}/vod-items/${item.id}`)).statusCode).toBe(200);
    expect((await keyed(`/api/vod-media-items/${item.id}`)).status).toBe(404);
  });

  it('answers 404 across channels and refuses writes to analysts', async () => {
    const other = await t.db.selectFrom('vod_media_items as i').innerJoin('channels as c', 'c.id', 'i.channel_id').select('i.id').where('c.key', '=', 'universitaire').executeTakeFirstOrThrow();
    expect((await editor.inject('GET', `${BASE}/vod-items/${other.id}`)).statusCode).toBe(404);
    const analyst = await signInOperator(t.app, { role: 'analyst', channelKey: 'varsity' });
    expect((await analyst.inject('GET', `${BASE}/vod-items?limit=1`)).statusCode).toBe(200);
    expect((await analyst.inject('POST', `${BASE}/vod-collections`, { name: 'Nope' })).statusCode).toBe(403);
  });
});

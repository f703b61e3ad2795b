import { PageMeta, VodMediaCategory, VodMediaItem, VodMediaRail } from '@ott/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keyedGetter } from './catalogue-helpers';
import { type TestApp, createTestApp, dialects } from './helper';

const Page = z.object({ data: z.array(VodMediaItem), meta: PageMeta });

describe.each(dialects)('VOD library on %s', (dialect) => {
  let t: TestApp;
  let get: ReturnType<typeof keyedGetter>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    get = keyedGetter(t.app);
  });
  afterAll(async () => t.close());

  it('searches with the spec defaults: limit 10, offset 0, newest first', async () => {
    const response = await get('/api/vod-media/search');
    expect(response.status).toBe(200);
    const page = Page.parse(response.body);
    expect(page.meta.limit).toBe(10);
    expect(page.meta.offset).toBe(0);
    expect(page.data).toHaveLength(10);
    const dates = page.data.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('finds an item by words of its title, case-insensitively, with paging meta', async () => {
    const some = Page.parse((await get('/api/vod-media-items', { limit: '1' })).body).data[0]!;
    const words = some.title.split(/[\s:—]+/).filter((word) => word.length > 3).slice(0, 2);
    const found = Page.parse((await get('/api/vod-media/search', { title: words.join(' ').toUpperCase(), limit: '100' })).body);
    expect(found.data.map((item) => item.id)).toContain(some.id);
    expect(found.meta.total).toBe(found.data.length);
    expect(Page.parse((await get('/api/vod-media/search', { title: 'zzzz-no-such-title' })).body)).toEqual({ data: [], meta: { total: 0, limit: 10, offset: 0 } });
    expect((await get('/api/vod-media/search', { sort_field: 'views' })).status).toBe(400);
  });

  it('pages items, filters by category and sorts by title', async () => {
    const categories = z.array(VodMediaCategory).parse((await get('/api/vod-media-categories')).body.data);
    expect(categories.map((category) => category.alias)).toEqual(['replays', 'highlights', 'interviews']);
    const highlights = categories.find((category) => category.alias === 'highlights')!;
    const page = Page.parse((await get('/api/vod-media-items', { vod_media_category_id: String(highlights.id), limit: '5', offset: '5' })).body);
    expect(page.meta).toEqual({ total: highlights.items_count, limit: 5, offset: 5 });
    expect(page.data.every((item) => item.vod_media_category_id === highlights.id)).toBe(true);
    const byTitle = Page.parse((await get('/api/vod-media-items', { sort_field: 'title', limit: '100' })).body);
    expect(byTitle.meta.total).toBe(categories.reduce((sum, category) => sum + category.items_count, 0));
  });

  it('serves one item, 404 for unknown ids and other channels', async () => {
    const some = Page.parse((await get('/api/vod-media-items', { limit: '1' })).body).data[0]!;
    const one = await get(`/api/vod-media-items/${some.id}`);
    expect(VodMediaItem.parse(one.body.data)).toEqual(some);
    expect(some.assets.image).toMatch(/^\/media\/art\//);
    expect((await get('/api/vod-media-items/999999')).status).toBe(404);
    expect((await get(`/api/vod-media-items/${some.id}`, {}, { channel: 'universitaire' })).status).toBe(404);
  });

  it('lists rails with their items in order', async () => {
    const rails = z.array(VodMediaRail).parse((await get('/api/vod-media-rails')).body.data);
    expect(rails.length).toBeGreaterThanOrEqual(3);
    for (const rail of rails) expect(rail.vod_media_items.length).toBeGreaterThan(0);
    const latest = rails[0]!.vod_media_items.map((item) => item.date);
    expect(latest).toEqual([...latest].sort().reverse());
    const french = z.array(VodMediaRail).parse((await get('/api/vod-media-rails', {}, { channel: 'universitaire' })).body.data);
    expect(french[0]?.title).toBe('Dernières reprises');
  });

  it('serves the generated artwork the library points to', async () => {
    const some = Page.parse((await get('/api/vod-media-items', { limit: '1' })).body).data[0]!;
    const art = await t.app.inject({ method: 'GET', url: some.assets.image! });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.headers['cache-control']).toContain('immutable');
    expect(art.body).toMatch(/^<svg /);
    expect(art.headers.vary).toBe('Accept');
    expect((await t.app.inject({ method: 'GET', url: '/media/art/matchup.svg?away=<script>&home=A&away_color=000000&home_color=ffffff' })).statusCode).toBe(400);
  });

  it("sends the artwork as WebP, under the SVG's address, to a browser that takes it", async () => {
    const browser = { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' };
    const matchup = (away: string) => t.app.inject({ method: 'GET', url: `/media/art/matchup.svg?away=${away}&home=NO&away_color=b5121b&home_color=4b2e83`, headers: browser });
    const [first, again, other] = [await matchup('CR'), await matchup('CR'), await matchup('LT')];
    for (const answer of [first, again, other]) {
      expect([answer.statusCode, answer.headers['content-type'], answer.headers.vary, answer.headers['cache-control']]).toEqual([200, 'image/webp', 'Accept', 'public, max-age=31536000, immutable']);
      expect([answer.rawPayload.subarray(0, 4).toString(), answer.rawPayload.subarray(8, 12).toString()]).toEqual(['RIFF', 'WEBP']);
    }
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(other.rawPayload.equals(first.rawPayload)).toBe(false);
    const thumbnail = await t.app.inject({ method: 'GET', url: '/media/art/thumbnail.svg?label=Coach&color=1d3c6e', headers: browser });
    expect([thumbnail.headers['content-type'], thumbnail.rawPayload.subarray(8, 12).toString()]).toEqual(['image/webp', 'WEBP']);
  });
});

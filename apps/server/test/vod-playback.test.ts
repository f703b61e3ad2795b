import { VodMediaItem, VodMediaItemDetail } from '@ott/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStreamOf } from '../src/modules/media/media-refs';
import { getApiKey } from './factories';
import { type TestApp, dialects } from './helper';
import { COUNTRY_HEADER, createMediaTestApp, fetchMedia, resolveUri, urisOf } from './media-helpers';

const SIGNED_ITEM = /^\/media\/s\/[A-Za-z0-9_-]{43}\/\d+\/i(\d+)\/vod\/[a-z]+\/master\.m3u8$/;

describe.each(dialects)('VOD library playback, on %s', (dialect) => {
  let t: TestApp;
  let apiKey: string;
  let item: { id: number; event_id: number | null; video: string };

  const detail = async (id: number, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/vod-media-items/${id}`, query: { api_key: apiKey }, headers });
    if (response.statusCode !== 200) throw new Error(`item ${id}: ${response.statusCode} ${response.body}`);
    return VodMediaItemDetail.parse(response.json().data);
  };

  beforeAll(async () => {
    t = await createMediaTestApp(dialect);
    apiKey = (await getApiKey(t.app)).api_key;
    const row = await t.db
      .selectFrom('vod_media_items as i')
      .innerJoin('channels as c', 'c.id', 'i.channel_id')
      .select(['i.id', 'i.event_id', 'i.video_url'])
      .where('c.key', '=', 'varsity')
      .where('i.event_id', 'is not', null)
      .where('i.video_url', 'is not', null)
      .where('i.event_id', 'not in', t.db.selectFrom('geo_rules').select('event_id').where('event_id', 'is not', null).$castTo<number>())
      .orderBy('i.id')
      .executeTakeFirstOrThrow();
    item = { id: row.id, event_id: row.event_id, video: localStreamOf(row.video_url!)!.asset };
  });
  afterAll(async () => t.close());

  it('says the video is being made until it is, then gives a URL signed for the item that plays', async () => {
    expect(await detail(item.id)).toMatchObject({ url: null, reason: 'processing' });
    await t.app.media.demo.ensure([item.video]);
    const { url, reason } = await detail(item.id);
    expect(reason).toBeUndefined();
    expect(SIGNED_ITEM.exec(url!)?.[1]).toBe(String(item.id));

    const master = await fetchMedia(t.app, url!);
    expect(master.status).toBe(200);
    const variant = resolveUri(url!, urisOf(master.text)[0]!);
    const playlist = await fetchMedia(t.app, variant);
    const segment = await fetchMedia(t.app, resolveUri(variant, urisOf(playlist.text)[0]!));
    expect(segment.status).toBe(200);
    expect(segment.bytes[0]).toBe(0x47);
    // The item's token opens the item's video only, not an event of the same number.
    expect((await fetchMedia(t.app, url!.replace(`/i${item.id}/`, `/e${item.id}/`))).status).toBe(403);
  }, 60_000);

  it("gives no URL where geography forbids it: the channel's rule or the rule of the item's event", async () => {
    await t.app.media.demo.ensure([item.video]);
    const channel = await t.db.selectFrom('channels').select('id').where('key', '=', 'varsity').executeTakeFirstOrThrow();
    await t.db.insertInto('geo_rules').values({ channel_id: channel.id, event_id: item.event_id, mode: 'block', countries: '["GB"]' }).execute();
    try {
      expect(await detail(item.id, { [COUNTRY_HEADER]: 'GB' })).toMatchObject({ url: null, reason: 'geo_blocked' });
      expect((await detail(item.id, { [COUNTRY_HEADER]: 'FR' })).url).toMatch(SIGNED_ITEM);
    } finally {
      await t.db.deleteFrom('geo_rules').where('event_id', '=', item.event_id).execute();
    }

    await t.db.insertInto('geo_rules').values({ channel_id: channel.id, event_id: null, mode: 'allow', countries: '["CA"]' }).execute();
    t.app.invalidateChannelCaches();
    try {
      expect(await detail(item.id, { [COUNTRY_HEADER]: 'FR' })).toMatchObject({ url: null, reason: 'geo_blocked' });
      expect((await detail(item.id, { [COUNTRY_HEADER]: 'CA' })).url).toMatch(SIGNED_ITEM);
    } finally {
      await t.db.deleteFrom('geo_rules').where('channel_id', '=', channel.id).where('event_id', 'is', null).execute();
      t.app.invalidateChannelCaches();
    }
  });

  it('gives an item without a video no URL and no reason', async () => {
    await t.db.updateTable('vod_media_items').set({ video_url: null }).where('id', '=', item.id).execute();
    try {
      const plain = await detail(item.id);
      expect(plain.url).toBeNull();
      expect(plain.reason).toBeUndefined();
    } finally {
      await t.db.updateTable('vod_media_items').set({ video_url: `/media/hls/vod/${item.video}/master.m3u8` }).where('id', '=', item.id).execute();
    }
  });

  it('keeps playback URLs out of lists', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/vod-media-items', query: { api_key: apiKey, limit: '5' } });
    for (const listed of response.json().data as Record<string, unknown>[]) {
      expect(listed).not.toHaveProperty('url');
      VodMediaItem.parse(listed);
    }
  });
});

describe.each(dialects)('VOD library on a separate media origin, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createMediaTestApp(dialect, { env: { MEDIA_ORIGIN: 'https://media.example.com' } });
  });
  afterAll(async () => t.close());

  it('points previews, pictures and playback at MEDIA_ORIGIN', async () => {
    const apiKey = (await getApiKey(t.app)).api_key;
    const list = await t.app.inject({ method: 'GET', url: '/api/vod-media-items', query: { api_key: apiKey, limit: '1' } });
    const first = VodMediaItem.parse(list.json().data[0]);
    expect(first.assets.preview).toMatch(/^https:\/\/media\.example\.com\/media\/demo\/[a-z]+\/preview\.mp4$/);
    expect(first.assets.image).toMatch(/^https:\/\/media\.example\.com\/media\/art\//);
    const stored = await t.db.selectFrom('vod_media_items').select('video_url').where('id', '=', first.id).executeTakeFirstOrThrow();
    await t.app.media.demo.ensure([localStreamOf(stored.video_url!)!.asset]);
    const one = await t.app.inject({ method: 'GET', url: `/api/vod-media-items/${first.id}`, query: { api_key: apiKey } });
    const played = VodMediaItemDetail.parse(one.json().data);
    expect(played.assets).toEqual(first.assets);
    expect(played.url).toMatch(/^https:\/\/media\.example\.com\/media\/s\/[A-Za-z0-9_-]{43}\/\d+\/i\d+\/vod\//);
  }, 60_000);
});

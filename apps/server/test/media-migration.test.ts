import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointPlaceholdersAtDemoVideos } from '../src/db/migrations/20251122120300_media';
import { demoAssetFor } from '../src/modules/media/demo/demo-assets';
import { type TestApp, createTestApp, dialects } from './helper';

describe.each(dialects)('media migration on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('points the placeholder playback URLs of an older demo catalogue at the demo videos', async () => {
    const [live, vod] = await Promise.all(
      [2, 3].map((kind) => t.db.selectFrom('event_media').select(['id', 'event_id']).where('kind', '=', kind).orderBy('id').executeTakeFirstOrThrow()),
    );
    await t.db.updateTable('event_media').set({ url: `/media/live/${live!.event_id}/index.m3u8` }).where('id', '=', live!.id).execute();
    await t.db.updateTable('event_media').set({ url: `/media/vod/${vod!.event_id}/index.m3u8` }).where('id', '=', vod!.id).execute();
    const external = await t.db.updateTable('event_media').set({ url: 'https://cdn.example.com/live/index.m3u8' }).where('kind', '=', 2).where('id', '!=', live!.id).returning('id').executeTakeFirstOrThrow();

    await pointPlaceholdersAtDemoVideos(t.db as Kysely<unknown>);
    const urlOf = async (id: number) => (await t.db.selectFrom('event_media').select('url').where('id', '=', id).executeTakeFirstOrThrow()).url;
    expect(await urlOf(live!.id)).toBe(`/media/hls/live/${demoAssetFor(live!.event_id).name}/master.m3u8`);
    expect(await urlOf(vod!.id)).toBe(`/media/hls/vod/${demoAssetFor(vod!.event_id).name}/master.m3u8`);
    expect(await urlOf(external.id)).toBe('https://cdn.example.com/live/index.m3u8');
  });
});

import { Event, HomepageEvents, PageMeta } from '@ott/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keyedGetter } from './catalogue-helpers';
import { type TestApp, createTestApp, dialects } from './helper';

const Page = z.object({ data: z.array(Event), meta: PageMeta });

describe.each(dialects)('replays without a video on %s', (dialect) => {
  let t: TestApp;
  let get: ReturnType<typeof keyedGetter>;
  let bare: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    get = keyedGetter(t.app);
    const channelId = (await t.db.selectFrom('channels').select('id').where('key', '=', 'varsity').executeTakeFirstOrThrow()).id;
    // The newest free replay loses its video, as a finished event whose recording never came would have none.
    const replay = await t.db
      .selectFrom('events as e')
      .innerJoin('event_media as m', 'm.event_id', 'e.id')
      .select('e.id')
      .where('e.channel_id', '=', channelId)
      .where('e.pricing_type', '=', 'free')
      .where('e.end_utc_ts', '<=', new Date().toISOString())
      .where('m.kind', '=', 3)
      .orderBy('e.end_utc_ts', 'desc')
      .executeTakeFirstOrThrow();
    bare = replay.id;
    await t.db.deleteFrom('event_media').where('event_id', '=', bare).where('kind', 'in', [3, 4]).execute();
  });
  afterAll(async () => t.close());

  it('leaves a finished event without a video out of the replay list, keeping the ones with one', async () => {
    const response = await get('/api/events', { stream_status: 'vod', limit: '100' });
    expect(response.status).toBe(200);
    const replays = Page.parse(response.body).data;
    expect(replays.length).toBeGreaterThan(0);
    expect(replays.map((event) => event.id)).not.toContain(bare);
    for (const event of replays) expect(event.media.some((media) => media.kind === 3 || media.kind === 4), `event ${event.id}`).toBe(true);
    const byType = Page.parse((await get('/api/events', { type: 'vod', limit: '100' })).body);
    expect(byType.data.map((event) => event.id)).not.toContain(bare);
    expect(byType.meta.total).toBe(Page.parse(response.body).meta.total);
  });

  it('leaves it out of the home page\'s recent replays', async () => {
    const response = await get('/api/events-for-homepage');
    expect(response.status).toBe(200);
    const { recent } = z.object({ data: HomepageEvents }).parse(response.body).data;
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.map((event) => event.id)).not.toContain(bare);
  });

  it('still answers for the event itself, as finished and with nothing to play', async () => {
    const response = await get(`/api/events/${bare}`);
    expect(response.status).toBe(200);
    const event = Event.parse(response.body.data);
    expect(event.stream_status).toBe('vod');
    expect(event.media.some((media) => media.kind === 3 || media.kind === 4)).toBe(false);
    const all = Page.parse((await get('/api/events', { limit: '100', sort_direction: 'desc' })).body);
    expect(all.data.map((item) => item.id)).toContain(bare);
  });
});

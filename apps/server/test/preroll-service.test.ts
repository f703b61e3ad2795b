import type { Capability } from '@ott/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Channel } from '../src/modules/channel/channel.types';
import { createPlayback } from '../src/modules/media/playback';
import { createPrerollsRepository } from '../src/modules/prerolls/prerolls.repository';
import { DEFAULT_PREROLL_SUPPRESSION_MS, type PrerollAudience, createPrerollsService } from '../src/modules/prerolls/prerolls.service';
import { type TestApp, createTestApp, dialects } from './helper';
import { channelNamed, idsOf, replacePrerolls, shapeEvent } from './preroll-helpers';

const HOUR = 3_600_000;

describe.each(dialects)('preroll choice and suppression, on %s', (dialect) => {
  let t: TestApp;
  let channel: Channel;
  let clock: number;
  let draw: number;
  const capabilities = new Map<number, Capability[]>();
  const origin = 'https://media.example.com';
  let service: ReturnType<typeof createPrerollsService>;
  let ids: { everywhere: number; fieldhouseBasketball: number; hockeyReplays: number };
  let events: { basketballLiveAtFieldhouse: number; basketballLiveElsewhere: number; hockeyReplay: number; upcoming: number };

  const user = (userId: number): PrerollAudience => ({ userId, apiKeyId: 9_000 + userId });
  const visitor = (apiKeyId: number): PrerollAudience => ({ userId: null, apiKeyId });
  const chosenId = async (eventId: number, audience: PrerollAudience) => (await service.choose(channel, eventId, audience))?.id ?? null;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    channel = await channelNamed(t.db, 'varsity');
    const known = await idsOf(t.db, channel.id);
    const [fieldhouse, elsewhere] = known.locations;
    const [one, two, three, four] = known.events;
    await shapeEvent(t.db, one!, { categoryId: known.category('basketball-division-i'), locationId: fieldhouse!, status: 'live' });
    await shapeEvent(t.db, two!, { categoryId: known.category('basketball-division-ii'), locationId: elsewhere!, status: 'live' });
    await shapeEvent(t.db, three!, { categoryId: known.category('hockey-division-i'), locationId: elsewhere!, status: 'vod' });
    await shapeEvent(t.db, four!, { categoryId: known.category('hockey-division-i'), locationId: fieldhouse!, status: 'upcoming' });
    events = { basketballLiveAtFieldhouse: one!, basketballLiveElsewhere: two!, hockeyReplay: three!, upcoming: four! };
    const [everywhere, fieldhouseBasketball, hockeyReplays] = await replacePrerolls(t.db, channel.id, [
      { url: '/media/prerolls/everywhere.mp4', weight: 10 },
      { url: '/media/prerolls/fieldhouse.mp4', weight: 5, location_id: fieldhouse!, event_categories: [known.category('basketball')], for_vod: false },
      { url: 'https://ads.example.com/hockey.mp4', weight: 5, event_categories: [known.category('hockey')], for_live: false },
    ]);
    ids = { everywhere: everywhere!, fieldhouseBasketball: fieldhouseBasketball!, hockeyReplays: hockeyReplays! };
    const playback = createPlayback({ secret: 'x'.repeat(32), ttlSeconds: 60, origin, isReady: () => true });
    service = createPrerollsService({
      repository: createPrerollsRepository(t.db),
      capabilitiesOf: async (userId) => capabilities.get(userId) ?? [],
      publicUrl: playback.publicUrl,
      isPlayable: async () => true,
      now: () => clock,
      random: () => draw,
    });
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    clock = Date.parse('2030-01-01T12:00:00Z');
    draw = 0;
    capabilities.clear();
    await t.db.deleteFrom('preroll_views').execute();
  });

  it('chooses among the prerolls that suit the location, category (or its parent) and live or replay, by weight', async () => {
    // Live basketball at the Fieldhouse: "everywhere" (weight 10) and the Fieldhouse sponsor (5) share [0, 1) as 2:1.
    draw = 0.66;
    expect(await chosenId(events.basketballLiveAtFieldhouse, visitor(1))).toBe(ids.everywhere);
    draw = 0.67;
    expect(await chosenId(events.basketballLiveAtFieldhouse, visitor(1))).toBe(ids.fieldhouseBasketball);
    // Another location: only "everywhere", whatever the draw.
    draw = 0.99;
    expect(await chosenId(events.basketballLiveElsewhere, visitor(1))).toBe(ids.everywhere);
    // A hockey replay: the replay-only hockey preroll becomes eligible; the live-only sponsor does not.
    expect(await chosenId(events.hockeyReplay, visitor(1))).toBe(ids.hockeyReplays);
    expect(await chosenId(events.upcoming, visitor(1))).toBeNull();
  });

  it('says whether a viewer who has seen none lately is offered one, whoever else has seen one', async () => {
    await service.played(channel, events.hockeyReplay, visitor(1), ids.hockeyReplays);
    expect(await chosenId(events.hockeyReplay, visitor(1))).toBeNull();
    expect(await service.offeredToNewViewers(channel, events.hockeyReplay)).toBe(true);
    expect(await service.offeredToNewViewers(channel, events.basketballLiveAtFieldhouse)).toBe(true);
    // None suits an upcoming event, and an event of another channel or none at all has none.
    expect(await service.offeredToNewViewers(channel, events.upcoming)).toBe(false);
    expect(await service.offeredToNewViewers(await channelNamed(t.db, 'universitaire'), events.hockeyReplay)).toBe(false);
    expect(await service.offeredToNewViewers(channel, 999_999)).toBe(false);
  });

  it('hands out this media host\'s clips on MEDIA_ORIGIN and other origins\' URLs as they are', async () => {
    expect(await service.choose(channel, events.basketballLiveElsewhere, visitor(1))).toEqual({ id: ids.everywhere, url: `${origin}/media/prerolls/everywhere.mp4` });
    draw = 0.99;
    expect(await service.choose(channel, events.hockeyReplay, visitor(1))).toEqual({ id: ids.hockeyReplays, url: 'https://ads.example.com/hockey.mp4' });
  });

  it('suppresses prerolls for one hour for the user who watched one, for that event only', async () => {
    const played = await service.played(channel, events.hockeyReplay, user(1), ids.everywhere);
    expect(played.suppressed_until).toBe(new Date(clock + DEFAULT_PREROLL_SUPPRESSION_MS).toISOString());
    expect(DEFAULT_PREROLL_SUPPRESSION_MS).toBe(HOUR);
    expect(await chosenId(events.hockeyReplay, user(1))).toBeNull();
    expect(await chosenId(events.basketballLiveElsewhere, user(1))).toBe(ids.everywhere);
    expect(await chosenId(events.hockeyReplay, user(2))).not.toBeNull();
    // Suppression follows the user, not the key they used.
    expect(await chosenId(events.hockeyReplay, { userId: 1, apiKeyId: 12_345 })).toBeNull();

    clock += HOUR - 1;
    expect(await chosenId(events.hockeyReplay, user(1))).toBeNull();
    clock += 1;
    expect(await chosenId(events.hockeyReplay, user(1))).not.toBeNull();
  });

  it('suppresses prerolls for an anonymous visitor by their key, apart from a user on another key', async () => {
    await service.played(channel, events.hockeyReplay, visitor(501), ids.hockeyReplays);
    expect(await chosenId(events.hockeyReplay, visitor(501))).toBeNull();
    expect(await chosenId(events.hockeyReplay, visitor(502))).not.toBeNull();
    expect(await chosenId(events.basketballLiveElsewhere, visitor(501))).not.toBeNull();
    // Viewer id 501 as a user is somebody else.
    expect(await chosenId(events.hockeyReplay, { userId: 501, apiKeyId: 777 })).not.toBeNull();
    clock += HOUR;
    expect(await chosenId(events.hockeyReplay, visitor(501))).not.toBeNull();
  });

  it('uses the channel\'s own suppression window when it sets one, and renews the window on a second play', async () => {
    const short: Channel = { ...channel, settings: { ...channel.settings, preroll_suppression_ms: 60_000 } };
    await service.played(short, events.hockeyReplay, visitor(7), ids.everywhere);
    clock += 30_000;
    await service.played(short, events.hockeyReplay, visitor(7), ids.everywhere);
    clock += 59_999;
    expect(await chosenId(events.hockeyReplay, visitor(7))).toBeNull();
    clock += 1;
    expect(await chosenId(events.hockeyReplay, visitor(7))).not.toBeNull();
  });

  it('offers nothing to a user whose passes include no_ads; visitors and other users still get prerolls', async () => {
    capabilities.set(3, ['watch', 'no_ads']);
    capabilities.set(4, ['watch', 'download']);
    expect(await chosenId(events.hockeyReplay, user(3))).toBeNull();
    expect(await chosenId(events.hockeyReplay, user(4))).not.toBeNull();
    expect(await chosenId(events.hockeyReplay, visitor(3))).not.toBeNull();
  });

  it('refuses an unknown event and a preroll of another channel', async () => {
    await expect(service.choose(channel, 999_999, visitor(1))).rejects.toMatchObject({ statusCode: 404 });
    const other = await channelNamed(t.db, 'universitaire');
    const [foreign] = (await t.db.selectFrom('prerolls').select('id').where('channel_id', '=', other.id).execute()).map((row) => row.id);
    await expect(service.played(channel, events.hockeyReplay, visitor(1), foreign!)).rejects.toMatchObject({ statusCode: 400, errors: { preroll_id: ['Field value is invalid'] } });
    await expect(service.played(other, events.hockeyReplay, visitor(1), foreign!)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('leaves expired suppressions to housekeeping', async () => {
    await service.played(channel, events.hockeyReplay, visitor(1), ids.everywhere);
    await service.played(channel, events.hockeyReplay, visitor(2), ids.everywhere);
    clock += HOUR / 2;
    await service.played(channel, events.hockeyReplay, visitor(3), ids.everywhere);
    clock += HOUR / 2;
    expect(await service.purgeExpired()).toBe(2);
    expect(await t.db.selectFrom('preroll_views').select('viewer_id').execute()).toEqual([{ viewer_id: 3 }]);
  });
});

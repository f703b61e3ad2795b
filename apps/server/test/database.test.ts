import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoChannels, seedIfEmpty } from '../src/db/seed';
import { type TestApp, createTestApp, dialects, migrateWithRetry } from './helper';

const TABLES = ['channels', 'menu_entries', 'pages', 'slides', 'faq_entries', 'static_blocks', 'event_locations', 'event_categories', 'participant_groups', 'participant_group_properties', 'participants', 'passes', 'prerolls', 'events', 'event_participants', 'event_media', 'vod_media_categories', 'vod_media_items', 'vod_media_rails', 'vod_media_rail_items', 'geo_rules', 'custom_forms'] as const;

describe.each(dialects)('migrations and demo seed on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        TABLES.map(async (table) => {
          const row = await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
          return [table, Number(row.n)] as const;
        }),
      ),
    );

  it('seeds two channels with every kind of content', async () => {
    const before = await counts();
    expect(before.channels).toBe(2);
    for (const table of TABLES) expect(before[table], table).toBeGreaterThan(0);
  });

  it('is idempotent: migrating and seeding again changes nothing', async () => {
    const before = await counts();
    expect(await migrateWithRetry(t.app.database)).toEqual([]);
    expect(await seedIfEmpty(t.db)).toEqual([]);
    expect(await seedDemoChannels(t.db)).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('names some teams "… University" with a short name without it', async () => {
    const team = await t.db.selectFrom('participants').select(['name', 'short_name']).where('alias', '=', 'northfield-basketball-men').executeTakeFirstOrThrow();
    expect(team).toEqual({ name: 'Northfield University Huskies', short_name: 'Northfield' });
    const genders = await t.db.selectFrom('participants').select('gender').distinct().execute();
    expect(genders.map((row) => row.gender).sort()).toEqual(['men', 'women']);
  });

  it('gives demo channels seeded before events existed their catalogue, once', async () => {
    const before = await counts();
    for (const table of ['custom_forms', 'vod_media_rails', 'vod_media_items', 'vod_media_categories', 'events'] as const) await t.db.deleteFrom(table).execute();
    expect(await seedIfEmpty(t.db)).toEqual(['varsity', 'universitaire']);
    expect(await counts()).toEqual(before);
    expect(await seedIfEmpty(t.db)).toEqual([]);
  });
});

describe.each(dialects)('channel caches on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('serve edited channel data once invalidated', async () => {
    const name = async () => (await t.app.inject({ method: 'GET', url: '/api/channel-bootstrap-data', query: { channel_key: 'varsity' } })).json().data.settings.channel_name;
    expect(await name()).toBe('Varsity Sports Network');
    await t.db.updateTable('channels').set({ name: 'Varsity Sports' }).where('key', '=', 'varsity').execute();
    expect(await name()).toBe('Varsity Sports Network');
    t.app.invalidateChannelCaches();
    expect(await name()).toBe('Varsity Sports');
  });
});

import { Event, EventCategory, HomepageEvents, PageMeta } from '@ott/contracts';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApiKey } from './factories';
import { z } from 'zod';
import { keyedGetter, participantIds } from './catalogue-helpers';
import { type TestApp, createTestApp, dialects } from './helper';

const Page = z.object({ data: z.array(Event), meta: PageMeta });

describe.each(dialects)('events on %s', (dialect) => {
  let t: TestApp;
  let get: ReturnType<typeof keyedGetter>;
  let channelId: number;
  const list = async (query: Record<string, string> = {}, channel?: string) => {
    const response = await get('/api/events', { limit: '100', ...query }, { channel });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return Page.parse(response.body);
  };
  const countEvents = async () => Number((await t.db.selectFrom('events').select((eb) => eb.fn.countAll().as('n')).where('channel_id', '=', channelId).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    get = keyedGetter(t.app);
    channelId = (await t.db.selectFrom('channels').select('id').where('key', '=', 'varsity').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => t.close());

  it('sends the list gzipped to clients that accept it, the same JSON otherwise', async () => {
    const { api_key } = await getApiKey(t.app);
    const url = `/api/events?api_key=${api_key}&limit=50`;
    const plain = await t.app.inject({ method: 'GET', url });
    const gzipped = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
  });

  it('needs an api_key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors.api_key).toEqual(['Field is required']);
  });

  it('lists the channel\'s events soonest first with paging meta, in the contract shape', async () => {
    const total = await countEvents();
    const first = Page.parse((await get('/api/events')).body);
    expect(first.meta).toEqual({ total, limit: 20, offset: 0 });
    expect(first.data).toHaveLength(20);
    const starts = first.data.map((event) => event.event_utc_ts);
    expect(starts).toEqual([...starts].sort());
    const event = first.data[0]!;
    expect(event.participants.map((p) => p.role)).toEqual(['away', 'home']);
    expect(event.participants[0]?.short_name).toBeTruthy();
    expect(event.media.find((media) => media.kind === 1)?.url).toMatch(/^\/media\/art\/matchup\.svg\?/);
    expect(event).toMatchObject({ category: { id: event.event_category_id }, participant_group: { id: event.participant_group_id }, location: { id: event.location_id } });
  });

  it('pages without overlap and reports the total on every page', async () => {
    const total = await countEvents();
    const pages = await Promise.all([0, 25, 50].map((offset) => list({ limit: '25', offset: String(offset) })));
    const ids = pages.flatMap((page) => page.data.map((event) => event.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(Math.min(total, 75));
    for (const [index, page] of pages.entries()) expect(page.meta).toEqual({ total, limit: 25, offset: index * 25 });
    const beyond = await list({ offset: '1000' });
    expect(beyond).toEqual({ data: [], meta: { total, limit: 100, offset: 1000 } });
  });

  it('caps the page size at 100', async () => {
    expect((await list({ limit: '5000' })).meta.limit).toBe(100);
  });

  it.each(['live', 'upcoming', 'vod'] as const)('filters by stream_status and type = %s', async (status) => {
    const byStatus = await list({ stream_status: status });
    const byType = await list({ type: status });
    expect(byStatus.data.length).toBeGreaterThan(0);
    expect(byStatus.data.every((event) => event.stream_status === status && event.type === status)).toBe(true);
    expect(byType.data.map((event) => event.id)).toEqual(byStatus.data.map((event) => event.id));
    const now = Date.now();
    for (const event of byStatus.data) {
      if (status === 'upcoming') expect(Date.parse(event.event_utc_ts)).toBeGreaterThan(now);
      if (status === 'vod') expect(Date.parse(event.end_utc_ts)).toBeLessThanOrEqual(now);
    }
    if (status === 'vod') {
      const starts = byStatus.data.map((event) => event.event_utc_ts);
      expect(starts).toEqual([...starts].sort().reverse());
    }
  });

  it('follows an operator status override', async () => {
    const upcoming = (await list({ stream_status: 'upcoming', limit: '1' })).data[0]!;
    await t.db.updateTable('events').set({ stream_status: 'live' }).where('id', '=', upcoming.id).execute();
    t.app.invalidateChannelCaches();
    try {
      expect((await list({ stream_status: 'live' })).data.map((event) => event.id)).toContain(upcoming.id);
      expect((await list({ stream_status: 'upcoming' })).data.map((event) => event.id)).not.toContain(upcoming.id);
    } finally {
      await t.db.updateTable('events').set({ stream_status: null }).where('id', '=', upcoming.id).execute();
      t.app.invalidateChannelCaches();
    }
  });

  it('includes child categories when filtering by a parent, by id or by sport', async () => {
    const categories = z.array(EventCategory).parse((await get('/api/events-categories')).body.data);
    const basketball = categories.find((category) => category.alias === 'basketball')!;
    const childIds = basketball.children.map((child) => child.id);
    const byParent = await list({ event_category_id: String(basketball.id) });
    expect(byParent.data.length).toBeGreaterThan(0);
    expect(byParent.data.every((event) => childIds.includes(event.event_category_id!) && event.sport === 'Basketball')).toBe(true);
    const child = childIds[0]!;
    const byChild = await list({ category_id: String(child) });
    expect(byChild.data.every((event) => event.event_category_id === child)).toBe(true);
    expect(byChild.meta.total).toBeLessThan(byParent.meta.total);
    for (const sport of ['basketball', 'BASKETBALL', 'Basketball']) expect((await list({ sport })).meta.total).toBe(byParent.meta.total);
  });

  it('filters by participant_id, and by team alias or name', async () => {
    const team = await t.db.selectFrom('participants').select(['id', 'name', 'alias']).where('alias', '=', 'northfield-basketball-men').executeTakeFirstOrThrow();
    const expected = Number(
      (await t.db.selectFrom('event_participants').select((eb) => eb.fn.countAll().as('n')).where('participant_id', '=', team.id).executeTakeFirstOrThrow()).n,
    );
    expect(expected).toBeGreaterThan(0);
    const byId = await list({ participant_id: String(team.id) });
    expect(byId.meta.total).toBe(expected);
    expect(byId.data.every((event) => participantIds(event).includes(team.id))).toBe(true);
    expect((await list({ team: team.alias })).meta.total).toBe(expected);
    // Every Northfield team shares the name, so the name matches all of them.
    const byName = await list({ team: team.name.toUpperCase() });
    expect(byName.meta.total).toBeGreaterThanOrEqual(expected);
    expect(byName.data.every((event) => event.participants.some((p) => p.name === team.name))).toBe(true);
  });

  it('filters by school alias, name or id, home or away', async () => {
    const school = await t.db.selectFrom('participant_groups').select(['id', 'name', 'alias']).where('alias', '=', 'eastport').executeTakeFirstOrThrow();
    const byAlias = await list({ school: 'eastport' });
    expect(byAlias.data.length).toBeGreaterThan(0);
    expect(byAlias.data.every((event) => event.participants.some((p) => p.participant_group_id === school.id))).toBe(true);
    expect(byAlias.data.some((event) => event.participant_group_id !== school.id)).toBe(true);
    expect((await list({ school: school.name.toLowerCase() })).meta.total).toBe(byAlias.meta.total);
    expect((await list({ participant_group_id: String(school.id) })).meta.total).toBe(byAlias.meta.total);
  });

  it.each([
    ['division', 'division ii', (event: Event) => event.division === 'Division II'],
    ['group', 'Great Lakes Conference', (event: Event) => event.group === 'Great Lakes Conference'],
    ['gender', 'women', (event: Event) => event.gender === 'women'],
    ['pricing_type', 'ppv', (event: Event) => event.pricing_type === 'ppv'],
    ['location', 'huskies fieldhouse', (event: Event) => event.location?.name === 'Huskies Fieldhouse'],
    ['location', 'Bayview', (event: Event) => event.location?.city === 'Bayview'],
  ] as const)('filters by %s=%s', async (field, value, matches) => {
    const result = await list({ [field]: value });
    expect(result.data.length).toBeGreaterThan(0);
    expect(result.data.every(matches)).toBe(true);
    expect(result.meta.total).toBeLessThan(await countEvents());
  });

  it('filters by location id', async () => {
    const some = (await list({ limit: '1' })).data[0]!;
    const result = await list({ location: String(some.location_id) });
    expect(result.data.every((event) => event.location_id === some.location_id)).toBe(true);
  });

  it('filters by start_date and end_date (a date alone includes its whole day)', async () => {
    const all = await list({ stream_status: 'upcoming' });
    const day = all.data[3]!.event_utc_ts.slice(0, 10);
    const result = await list({ start_date: day, end_date: day });
    expect(result.data.length).toBeGreaterThan(0);
    expect(result.data.every((event) => event.event_utc_ts.slice(0, 10) === day)).toBe(true);
    const seconds = String(Date.parse(`${day}T00:00:00Z`) / 1000);
    expect((await list({ start_date: seconds, end_date: `${day}T23:59:59.999Z` })).meta.total).toBe(result.meta.total);
  });

  it('searches event and participant names, word by word', async () => {
    const result = await list({ search: 'eastport NORTH' });
    expect(result.data.length).toBeGreaterThan(0);
    for (const event of result.data) {
      const text = [event.name, ...event.participants.map((p) => p.name)].join(' ').toLowerCase();
      expect(text).toContain('eastport');
      expect(text).toContain('north');
    }
    expect((await list({ search: '100%_nothing' })).meta.total).toBe(0);
  });

  it('sorts by name and id in both directions', async () => {
    const byName = await list({ sort_field: 'name' });
    // Collations differ between databases; "Men's …" before "Women's …" holds in all of them.
    const genders = byName.data.map((event) => (event.name.startsWith('Men') ? 0 : 1));
    expect(genders).toEqual([...genders].sort());
    expect(genders).toContain(1);
    const byId = await list({ sort_field: 'id', sort_direction: 'desc' });
    const ids = byId.data.map((event) => event.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('combines filters', async () => {
    const result = await list({ sport: 'hockey', gender: 'women', stream_status: 'vod' });
    expect(result.data.every((event) => event.sport === 'Hockey' && event.gender === 'women' && event.stream_status === 'vod')).toBe(true);
  });

  it.each([
    [{ stream_status: 'finished' }, 'stream_status'],
    [{ type: 'paid' }, 'type'],
    [{ event_category_id: 'abc' }, 'event_category_id'],
    [{ participant_id: '-3' }, 'participant_id'],
    [{ gender: 'mixed' }, 'gender'],
    [{ start_date: 'yesterday' }, 'start_date'],
    [{ end_date: '2026-02-30' }, 'end_date'],
    [{ start_date: '2026-03-05', end_date: '2026-03-01' }, 'end_date'],
    [{ sort_field: 'price' }, 'sort_field'],
    [{ sort_direction: 'up' }, 'sort_direction'],
    [{ limit: '0' }, 'limit'],
    [{ limit: 'ten' }, 'limit'],
    [{ offset: '-1' }, 'offset'],
    [{ team: '' }, 'team'],
    [{ stream_status: 'live', type: 'vod' }, 'type'],
  ])('answers invalid %o with 400 naming %s', async (query, field) => {
    const response = await get('/api/events', query);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { [field]: [expect.any(String)] } });
  });

  it('serves one event, and 404 for unknown ids and other channels\' events', async () => {
    const some = (await list({ limit: '1' })).data[0]!;
    const one = await get(`/api/events/${some.id}`);
    expect(one.status).toBe(200);
    expect(Event.parse(one.body.data)).toEqual(some);
    for (const id of ['999999', String(some.id)]) {
      const channel = id === '999999' ? 'varsity' : 'universitaire';
      const response = await get(`/api/events/${id}`, {}, { channel });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Not found', code: 'NOT_FOUND', message_code: 'NOT_FOUND' });
    }
    expect((await get('/api/events/abc')).status).toBe(400);
  });

  it('keeps channels apart in lists', async () => {
    const varsityIds = new Set((await list()).data.map((event) => event.id));
    const french = await list({}, 'universitaire');
    expect(french.data.length).toBeGreaterThan(0);
    expect(french.data.some((event) => varsityIds.has(event.id))).toBe(false);
    expect(french.data[0]?.name).toMatch(/ c\. /);
  });

  it('gives free events access and hides playback of the others', async () => {
    const { data } = await list({ stream_status: 'live' });
    for (const event of data) {
      expect(event.has_access).toBe(event.pricing_type === 'free');
      const live = event.media.find((media) => media.kind === 2);
      // This suite generates no demo videos, so even a playable feed is still `processing`.
      expect(live?.url).toBeNull();
      expect(live?.reason).toBe(event.has_access ? 'processing' : event.pricing_type === 'register' ? 'login_required' : 'purchase_required');
    }
  });

  it('answers the home page with live, next upcoming and recent replays, filtered like the list', async () => {
    const response = await get('/api/events-for-homepage', { limit: '5' });
    expect(response.status).toBe(200);
    const home = HomepageEvents.parse(response.body.data);
    expect(home.live.length).toBeGreaterThan(0);
    expect(home.upcoming).toHaveLength(5);
    expect(home.recent).toHaveLength(5);
    expect(home.upcoming.every((event) => event.stream_status === 'upcoming')).toBe(true);
    const recent = home.recent.map((event) => event.event_utc_ts);
    expect(recent).toEqual([...recent].sort().reverse());
    const hockey = HomepageEvents.parse((await get('/api/events-for-homepage', { sport: 'hockey' })).body.data);
    expect([...hockey.live, ...hockey.upcoming, ...hockey.recent].every((event) => event.sport === 'Hockey')).toBe(true);
    expect((await get('/api/events-for-homepage', { gender: 'other' })).status).toBe(400);
  });

  it('lists nested categories', async () => {
    const response = await get('/api/events-categories');
    const categories = z.array(EventCategory).parse(response.body.data);
    expect(categories.find((category) => category.alias === 'hockey')?.children.map((child) => child.name)).toEqual(['Division I']);
  });
});

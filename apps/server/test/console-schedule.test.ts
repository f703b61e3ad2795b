import { AdminEventsEditResult, AdminScheduleResult } from '@ott/contracts/admin-schedule';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOperator, type SignedInOperator } from './console-helpers';
import { createTestApp, dialects, type TestApp } from './helper';

const IMPORT = '/api/admin/channels/varsity/events/import';
const HEADER = 'date,time,home,away,sport,location,pricing,price';

/** 40 games between 8 new teams (4 per sport) at 2 new locations, in December 2027, two a day. */
function season(prefix: string, rows = 40): string {
  const lines = [HEADER];
  for (let i = 0; i < rows; i += 1) {
    const sport = i % 2 === 0 ? 'Basketball' : 'Hockey';
    const home = `${prefix} Team ${(i % 4) + 1}`;
    const away = `${prefix} Team ${((i + 1) % 4) + 1}`;
    const day = String(1 + Math.floor(i / 2)).padStart(2, '0');
    const pricing = i % 3 === 0 ? 'ppv' : i % 3 === 1 ? 'free' : 'registered';
    lines.push(`2027-12-${day},${i % 2 === 0 ? '18:00' : '20:30'},${home},${away},${sport},${prefix} ${i % 2 === 0 ? 'Arena' : 'Rink'},${pricing},${pricing === 'ppv' ? '7.50' : ''}`);
  }
  return `${lines.join('\n')}\n`;
}

describe.each(dialects)('console schedule import and bulk edit (%s)', (dialect) => {
  let t: TestApp;
  let editor: SignedInOperator;
  let channelId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    editor = await signInOperator(t.app, { role: 'editor', channelKey: 'varsity' });
    const channel = await t.db.selectFrom('channels').select(['id', 'time_zone']).where('key', '=', 'varsity').executeTakeFirstOrThrow();
    channelId = channel.id;
    // Times without a time_zone column are the channel's (the expected instants below are Toronto's).
    expect(channel.time_zone).toBe('America/Toronto');
  });
  afterAll(async () => t?.close());

  const counts = async () => ({
    events: Number((await t.db.selectFrom('events').select((eb) => eb.fn.countAll().as('n')).where('channel_id', '=', channelId).executeTakeFirstOrThrow()).n),
    teams: Number((await t.db.selectFrom('participants').select((eb) => eb.fn.countAll().as('n')).where('channel_id', '=', channelId).executeTakeFirstOrThrow()).n),
    locations: Number((await t.db.selectFrom('event_locations').select((eb) => eb.fn.countAll().as('n')).where('channel_id', '=', channelId).executeTakeFirstOrThrow()).n),
    sports: Number((await t.db.selectFrom('event_categories').select((eb) => eb.fn.countAll().as('n')).where('channel_id', '=', channelId).executeTakeFirstOrThrow()).n),
  });

  it('previews errors by row and column and writes nothing, even when confirmed', async () => {
    const before = await counts();
    const csv = `${HEADER}\n2027-11-01,19:00,Preview Alpha,Preview Beta,Basketball,Preview Hall,free,\n2027-11-02,7pm,Preview Alpha,Preview Beta,Curling,Preview Hall,gratis,\n`;
    const response = await editor.inject('POST', IMPORT, { csv, dry_run: true });
    expect(response.statusCode).toBe(200);
    const result = AdminScheduleResult.parse(response.json().data);
    expect(result.rows.map((row) => [row.row, row.name, row.event_utc_ts, row.sport])).toEqual([[2, 'Preview Beta @ Preview Alpha', '2027-11-01T23:00:00.000Z', 'Basketball']]);
    expect(result.errors).toEqual([
      { row: 3, column: 'time', code: 'USE_TIME_HH_MM', message: 'Use a 24-hour time such as 19:30 (HH:MM)' },
      { row: 3, column: 'pricing', code: 'USE_PRICING_WORD', message: 'Use one of free, register, paid, ppv' },
    ]);
    expect(result.creates).toEqual({ teams: ['Preview Alpha (Basketball)', 'Preview Beta (Basketball)'], locations: ['Preview Hall'], sports: [] });
    expect(result.created_event_ids).toBeUndefined();

    // Confirming a file with an error writes nothing either.
    const confirmed = await editor.inject('POST', IMPORT, { csv, dry_run: false });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.created_event_ids).toBeUndefined();
    expect(confirmed.json().data.errors).toHaveLength(2);
    expect(await counts()).toEqual(before);
  });

  it('creates a 40-game season with its new teams and locations in one step, audited, and refuses it a second time', async () => {
    const before = await counts();
    const preview = AdminScheduleResult.parse((await editor.inject('POST', IMPORT, { csv: season('Ridge') })).json().data);
    expect(preview.errors).toEqual([]);
    expect(preview.rows).toHaveLength(40);
    expect(preview.creates.teams).toHaveLength(8);
    expect(preview.creates.locations).toEqual(['Ridge Arena', 'Ridge Rink']);
    expect(preview.creates.sports).toEqual([]);
    expect(await counts()).toEqual(before);

    const response = await editor.inject('POST', IMPORT, { csv: season('Ridge'), dry_run: false });
    expect(response.statusCode).toBe(200);
    const result = AdminScheduleResult.parse(response.json().data);
    expect(result.created_event_ids).toHaveLength(40);
    expect(await counts()).toEqual({ ...before, events: before.events + 40, teams: before.teams + 8, locations: before.locations + 2 });
    // A new location has the channel's country (USD: US), so the viewer's bootstrap and channel exports read it.
    expect(await t.db.selectFrom('event_locations').select(['name', 'city', 'country_code']).where('channel_id', '=', channelId).where('name', 'like', 'Ridge%').orderBy('name').execute()).toEqual([
      { name: 'Ridge Arena', city: '', country_code: 'US' },
      { name: 'Ridge Rink', city: '', country_code: 'US' },
    ]);

    const first = await editor.inject('GET', `/api/admin/channels/varsity/events/${result.created_event_ids![0]}`);
    expect(first.json().data).toMatchObject({
      name: 'Ridge Team 2 @ Ridge Team 1',
      event_utc_ts: '2027-12-01T23:00:00.000Z',
      time_zone: 'America/Toronto',
      pricing_type: 'ppv',
      price: 750,
      category: { name: 'Basketball' },
      participants: [
        { name: 'Ridge Team 2', role: 'away' },
        { name: 'Ridge Team 1', role: 'home' },
      ],
    });
    const second = await editor.inject('GET', `/api/admin/channels/varsity/events/${result.created_event_ids![2]}`);
    expect(second.json().data).toMatchObject({ pricing_type: 'register', price: null });

    const audit = await t.db.selectFrom('audit_log').select(['action', 'entity_id', 'operator_id']).where('action', 'in', ['event.import', 'event.create']).where('operator_id', '=', editor.operatorId).execute();
    expect(audit.filter((row) => row.action === 'event.create').map((row) => Number(row.entity_id)).sort((a, b) => a - b)).toEqual([...result.created_event_ids!].sort((a, b) => a - b));
    expect(audit.filter((row) => row.action === 'event.import')).toHaveLength(1);

    // The same file again: every game is already scheduled, and nothing is written.
    const again = AdminScheduleResult.parse((await editor.inject('POST', IMPORT, { csv: season('Ridge'), dry_run: false })).json().data);
    expect(again.errors).toHaveLength(40);
    expect(again.errors[0]).toMatchObject({ row: 2, column: null, code: 'GAME_ALREADY_SCHEDULED', params: { id: result.created_event_ids![0] } });
    expect(again.creates).toEqual({ teams: [], locations: [], sports: [] });
    expect((await counts()).events).toBe(before.events + 40);
  });

  it('a bad row among 40 rolls everything back', async () => {
    const before = await counts();
    const csv = season('Quarry').replace('2027-12-20,20:30', '2027-12-32,20:30');
    const result = AdminScheduleResult.parse((await editor.inject('POST', IMPORT, { csv, dry_run: false })).json().data);
    expect(result.errors).toEqual([{ row: 41, column: 'date', code: 'USE_DATE_YYYY_MM_DD', message: 'Use a date such as 2026-12-05 (YYYY-MM-DD)' }]);
    expect(result.rows).toHaveLength(39);
    expect(result.created_event_ids).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  it('reads semicolons and a BOM, creates a missing sport, and takes the row time zone', async () => {
    const csv = '\uFEFFdate;time;home;away;sport;location;pricing;time_zone;price\r\n2027-10-03;18:00;Lake Otters;Lake Herons;Water Polo;;paid;America/New_York;\r\n';
    const result = AdminScheduleResult.parse((await editor.inject('POST', IMPORT, { csv, dry_run: false })).json().data);
    expect(result.errors).toEqual([]);
    expect(result.creates).toEqual({ teams: ['Lake Otters (Water Polo)', 'Lake Herons (Water Polo)'], locations: [], sports: ['Water Polo'] });
    const event = (await editor.inject('GET', `/api/admin/channels/varsity/events/${result.created_event_ids![0]}`)).json().data;
    expect(event).toMatchObject({ event_utc_ts: '2027-10-03T22:00:00.000Z', time_zone: 'America/New_York', pricing_type: 'paid', passes_only: true, price: null, location_id: null, category: { name: 'Water Polo' } });
  });

  it('matches existing teams, sports and locations whatever their case', async () => {
    const team = await t.db.selectFrom('participants').select(['name', 'sport', 'gender']).where('channel_id', '=', channelId).orderBy('id').executeTakeFirstOrThrow();
    const other = await t.db.selectFrom('participants').select(['name']).where('channel_id', '=', channelId).where('sport', '=', team.sport).where('gender', '=', team.gender).where('name', '!=', team.name).orderBy('id').executeTakeFirstOrThrow();
    const location = await t.db.selectFrom('event_locations').select('name').where('channel_id', '=', channelId).orderBy('id').executeTakeFirstOrThrow();
    const csv = `date,time,home,away,sport,location,pricing,gender\n2027-09-01,19:00,${team.name.toUpperCase()},${other.name},${team.sport.toLowerCase()},${location.name.toLowerCase()},free,${team.gender}\n`;
    const result = AdminScheduleResult.parse((await editor.inject('POST', IMPORT, { csv })).json().data);
    expect(result.errors).toEqual([]);
    expect(result.creates).toEqual({ teams: [], locations: [], sports: [] });
  });

  it('limits the body: an empty file and a missing column are file errors (row 0)', async () => {
    const empty = AdminScheduleResult.parse((await editor.inject('POST', IMPORT, { csv: '' })).json().data);
    expect(empty.errors).toEqual([{ row: 0, column: null, code: 'SCHEDULE_NO_GAMES', message: 'The file has no games' }]);
    const big = AdminScheduleResult.parse((await editor.inject('POST', IMPORT, { csv: `${HEADER}\n${'a'.repeat(1_100_000)}` })).json().data);
    expect(big.errors).toEqual([{ row: 0, column: null, code: 'SCHEDULE_FILE_TOO_LARGE', message: 'The file is larger than 1 MB', params: { size: 1 } }]);
  });

  it("another channel's operator gets 404, and an analyst 403 or 404, for both routes", async () => {
    const elsewhere = await signInOperator(t.app, { role: 'admin', channelKey: 'universitaire' });
    expect((await elsewhere.inject('POST', IMPORT, { csv: season('Other', 2) })).statusCode).toBe(404);
    expect((await elsewhere.inject('PATCH', '/api/admin/channels/varsity/events/bulk-edit', { ids: [1], changes: { visibility: 'hidden' } })).statusCode).toBe(404);
    const analyst = await signInOperator(t.app, { role: 'analyst', channelKey: 'varsity' });
    const refused = await analyst.inject('POST', IMPORT, { csv: season('Other', 2), dry_run: false });
    expect(refused.statusCode).toBe(403);
    expect((await analyst.inject('PATCH', '/api/admin/channels/varsity/events/bulk-edit', { ids: [1], changes: { visibility: 'hidden' } })).statusCode).toBe(403);
    expect((await counts()).teams).toBe(Number((await t.db.selectFrom('participants').select((eb) => eb.fn.countAll().as('n')).where('channel_id', '=', channelId).executeTakeFirstOrThrow()).n));
    expect(await t.db.selectFrom('participants').select('id').where('name', 'like', 'Other Team%').execute()).toEqual([]);
  });

  describe('bulk edit', () => {
    const EDIT = '/api/admin/channels/varsity/events/bulk-edit';
    const ONE = '/api/admin/channels/varsity/events';
    let ids: number[];
    let foreignId: number;
    let untouched: number;

    beforeAll(async () => {
      const result = AdminScheduleResult.parse((await editor.inject('POST', IMPORT, { csv: season('Bulk', 4), dry_run: false })).json().data);
      ids = result.created_event_ids!.slice(0, 3);
      untouched = result.created_event_ids![3]!;
      const universitaire = await t.db.selectFrom('channels').select('id').where('key', '=', 'universitaire').executeTakeFirstOrThrow();
      foreignId = (await t.db.selectFrom('events').select('id').where('channel_id', '=', universitaire.id).orderBy('id').executeTakeFirstOrThrow()).id;
    });

    const event = async (id: number) => (await editor.inject('GET', `${ONE}/${id}`)).json().data;

    it('changes pricing, visibility, sport and start of the selected events of this channel only, audited per event', async () => {
      const hockey = await t.db.selectFrom('event_categories').select('id').where('channel_id', '=', channelId).where('alias', '=', 'hockey').executeTakeFirstOrThrow();
      const starts = await Promise.all(ids.map(async (id) => (await event(id)).event_utc_ts as string));
      const foreignBefore = await t.db.selectFrom('events').selectAll().where('id', '=', foreignId).executeTakeFirstOrThrow();
      const untouchedBefore = await event(untouched);

      const response = await editor.inject('PATCH', EDIT, { ids: [...ids, foreignId], changes: { pricing_type: 'ppv', price: 1299, visibility: 'hidden', event_category_id: hockey.id, shift_minutes: -90 } });
      expect(response.statusCode).toBe(200);
      const result = AdminEventsEditResult.parse(response.json().data);
      expect(result.updated).toEqual(ids);
      expect(result.refused).toEqual([{ id: foreignId, message: 'Not found' }]);
      expect(result.previous.map((p) => p.id)).toEqual(ids);

      for (const [index, id] of ids.entries()) {
        expect(await event(id)).toMatchObject({
          pricing_type: 'ppv',
          price: 1299,
          visibility: 'hidden',
          event_category_id: hockey.id,
          event_utc_ts: new Date(Date.parse(starts[index]!) - 90 * 60_000).toISOString(),
        });
      }
      expect(await event(untouched)).toEqual(untouchedBefore);
      expect(await t.db.selectFrom('events').selectAll().where('id', '=', foreignId).executeTakeFirstOrThrow()).toEqual(foreignBefore);

      const audit = await t.db.selectFrom('audit_log').select(['entity_id', 'before_json', 'after_json']).where('action', '=', 'event.update').where('operator_id', '=', editor.operatorId).execute();
      expect(audit.map((row) => Number(row.entity_id)).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ visibility: 'hidden', price: 1299 });
    });

    it('refuses an offer one event cannot take, and changes none', async () => {
      const before = await Promise.all(ids.map(event));
      const response = await editor.inject('PATCH', EDIT, { ids, changes: { pricing_type: 'ppv', price: null } });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ 'changes.price': ['Field is required'] });
      expect(await Promise.all(ids.map(event))).toEqual(before);
    });

    it('asks for a change and a sport of this channel', async () => {
      const none = await editor.inject('PATCH', EDIT, { ids, changes: {} });
      expect(none.statusCode).toBe(400);
      expect(none.json().errors).toEqual({ changes: ['Choose at least one change'] });
      const sport = await t.db.selectFrom('event_categories').select('id').where('channel_id', '!=', channelId).orderBy('id').executeTakeFirstOrThrow();
      const foreignSport = await editor.inject('PATCH', EDIT, { ids, changes: { event_category_id: sport.id } });
      expect(foreignSport.statusCode).toBe(400);
      expect(foreignSport.json().errors).toEqual({ event_category_id: ['Not found in this channel'] });
    });
  });
});

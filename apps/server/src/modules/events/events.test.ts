import { EventsQuery } from '@ott/contracts';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../lib/errors';
import type { Database } from '../../db/schema';
import { createPlayback } from '../media/playback';
import { containsPattern, toCriteria } from './events.criteria';
import { type Audience, toEventMedia } from './events.mappers';
import { eventConditions } from './event-conditions.repository';
import { RequestAborted, createEventsService, totalFromPage } from './events.service';
import { effectiveStatus, startRange, statusAt } from './events.time';

const now = new Date('2026-03-10T12:00:00.000Z');
const query = (input: Record<string, string>) => EventsQuery.parse(input);
const viewer: Audience = { ip: '127.0.0.1', countryCode: null, channelBlocked: false, userId: null };
const playback = createPlayback({ secret: 'unit-test-secret-unit-test-secret-0000', ttlSeconds: 3600, origin: null, isReady: (asset) => asset !== 'court', now: () => now.getTime() });

describe('event time helpers', () => {
  it('derives the status from the clock', () => {
    expect(statusAt('2026-03-10T13:00:00Z', '2026-03-10T15:00:00Z', now)).toBe('upcoming');
    expect(statusAt('2026-03-10T12:00:00Z', '2026-03-10T15:00:00Z', now)).toBe('live');
    expect(statusAt('2026-03-10T10:00:00Z', '2026-03-10T12:00:00Z', now)).toBe('vod');
    expect(effectiveStatus('vod', '2026-03-10T13:00:00Z', '2026-03-10T15:00:00Z', now)).toBe('vod');
    expect(effectiveStatus(null, '2026-03-10T13:00:00Z', '2026-03-10T15:00:00Z', now)).toBe('upcoming');
  });

  it('turns start_date/end_date into a half-open range; a date alone ends after its whole day', () => {
    expect(startRange('2026-03-01', '2026-03-02')).toEqual({ from: '2026-03-01T00:00:00.000Z', to: '2026-03-03T00:00:00.000Z' });
    expect(startRange('1772323200', '2026-03-02T10:30:00+01:00')).toEqual({ from: '2026-03-01T00:00:00.000Z', to: '2026-03-02T09:30:00.000Z' });
    expect(startRange(undefined, undefined)).toEqual({ from: null, to: null });
  });
});

describe('event list criteria', () => {
  it('normalises names, defaults the sort and reads vod newest first', () => {
    const criteria = toCriteria(3, query({ team: ' Northfield Huskies ', sport: 'Hockey', search: 'North  Crest', location: 'Bayview' }), now);
    expect(criteria).toMatchObject({ channelId: 3, team: 'northfield huskies', sport: 'hockey', words: ['north', 'crest'], locationName: 'bayview', locationId: null });
    expect(criteria).toMatchObject({ sortField: 'event_utc_ts', sortDirection: 'asc', limit: 20, offset: 0, now: now.toISOString() });
    expect(toCriteria(3, query({ type: 'vod' }), now)).toMatchObject({ status: 'vod', sortDirection: 'desc' });
    expect(toCriteria(3, query({ location: '7', sort_field: 'date', sort_direction: 'desc' }), now)).toMatchObject({ locationId: 7, sortField: 'event_utc_ts', sortDirection: 'desc' });
  });

  it('caps the page size at 100', () => {
    expect(query({ limit: '5000' }).limit).toBe(100);
  });

  it.each([
    [{ stream_status: 'live', type: 'vod' }, 'type'],
    [{ event_category_id: '1', category_id: '2' }, 'category_id'],
    [{ start_date: '2026-03-05', end_date: '2026-03-01' }, 'end_date'],
  ])('rejects conflicting fields %o naming %s', (input, field) => {
    expect(() => toCriteria(1, query(input), now)).toThrow(expect.objectContaining({ statusCode: 400, errors: { [field]: [expect.any(String)] } }) as Error);
  });

  it('escapes LIKE wildcards', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('event filter SQL', () => {
  const compilers = {
    sqlite: new Kysely<Database>({ dialect: { createAdapter: () => new SqliteAdapter(), createDriver: () => new DummyDriver(), createIntrospector: (db) => new SqliteIntrospector(db), createQueryCompiler: () => new SqliteQueryCompiler() } }),
    postgres: new Kysely<Database>({ dialect: { createAdapter: () => new PostgresAdapter(), createDriver: () => new DummyDriver(), createIntrospector: (db) => new PostgresIntrospector(db), createQueryCompiler: () => new PostgresQueryCompiler() } }),
  };
  const compile = (dialect: keyof typeof compilers, input: Record<string, string>) =>
    compilers[dialect].selectFrom('events as e').select('e.id').where((eb) => eventConditions(eb, toCriteria(9, query(input), now))).compile();

  it('scopes every list to the channel and its public events, and adds nothing else without filters', () => {
    const { sql, parameters } = compile('sqlite', {});
    expect(sql).toBe('select "e"."id" from "events" as "e" where ("e"."channel_id" = ? and "e"."visibility" = ?)');
    expect(parameters).toEqual([9, 'public']);
  });

  it("gives an operator's list hidden events too, or only them, and finished events without a replay", () => {
    const operator = (input: Record<string, string>, extra: { visibility?: 'public' | 'hidden' } = {}) =>
      compilers.sqlite.selectFrom('events as e').select('e.id').where((eb) => eventConditions(eb, toCriteria(9, { ...query(input), operator: true, ...extra }, now))).compile();
    expect(operator({}).sql).toBe('select "e"."id" from "events" as "e" where "e"."channel_id" = ?');
    expect(operator({}, { visibility: 'hidden' }).parameters).toEqual([9, 'hidden']);
    expect(operator({ stream_status: 'vod' }).sql).not.toContain('exists');
    expect(compile('sqlite', { stream_status: 'vod' }).sql).toContain('exists');
  });

  it('includes child categories through a recursive query', () => {
    const { sql, parameters } = compile('postgres', { event_category_id: '4' });
    expect(sql).toContain('with recursive tree(id)');
    expect(sql).toContain('"e"."event_category_id" in (with recursive');
    expect(parameters).toEqual([9, 'public', 9, 4]);
  });

  it('matches live events by the clock unless an operator set the status', () => {
    const { sql, parameters } = compile('sqlite', { stream_status: 'live' });
    expect(sql).toContain('"e"."stream_status" = ?');
    expect(sql).toContain('"e"."stream_status" is null and ("e"."event_utc_ts" <= ? and "e"."end_utc_ts" > ?)');
    expect(parameters).toEqual([9, 'public', 'live', now.toISOString(), now.toISOString()]);
  });

  it('finds teams and schools through the participants, by alias or name, case-insensitively', () => {
    const team = compile('sqlite', { team: 'Northfield-Basketball-Men' });
    expect(team.sql).toContain('"e"."id" in (select "event_participants"."event_id" from "event_participants" inner join "participants"');
    expect(team.parameters).toContain('northfield-basketball-men');
    const school = compile('postgres', { school: 'Northfield University' });
    expect(school.sql).toContain('"e"."participant_group_id" in (select "pg"."id" from "participant_groups" as "pg"');
    expect(school.parameters.filter((value) => value === 'northfield university')).toHaveLength(4);
  });

  it('passes every user value as a parameter', () => {
    const hostile = "x'); drop table events; --";
    const { sql, parameters } = compile('sqlite', { team: hostile, school: hostile, sport: hostile, division: hostile, group: hostile, location: hostile, search: hostile });
    expect(sql).not.toContain('drop table');
    expect(parameters.some((value) => String(value).includes('drop table'))).toBe(true);
  });

  it('ranges over start times with an exclusive end', () => {
    const { sql, parameters } = compile('sqlite', { start_date: '2026-03-01', end_date: '2026-03-01' });
    expect(sql).toContain('"e"."event_utc_ts" >= ? and "e"."event_utc_ts" < ?');
    expect(parameters).toEqual([9, 'public', '2026-03-01T00:00:00.000Z', '2026-03-02T00:00:00.000Z']);
  });
});

describe('event payload rules', () => {
  const cells = [
    { id: 1, kind: 1, url: '/poster.svg' },
    { id: 2, kind: 2, url: '/media/hls/live/arena/master.m3u8' },
    { id: 3, kind: 3, url: 'https://cdn.example.com/replay/master.m3u8' },
    { id: 4, kind: 4, url: 'https://player.example.com/embed/9' },
    { id: 5, kind: 6, url: '/media/demo/arena/preview.mp4' },
    { id: 6, kind: 99, url: '/unknown' },
  ];

  it('hides playback URLs from viewers who cannot play, saying why, never the pictures and previews', () => {
    expect(toEventMedia(cells, 42, 'purchase_required', playback).map((media) => [media.kind_name, media.url, media.reason])).toEqual([
      ['image', '/poster.svg', undefined],
      ['live', null, 'purchase_required'],
      ['vod', null, 'purchase_required'],
      ['embedded', null, 'purchase_required'],
      ['preview', '/media/demo/arena/preview.mp4', undefined],
    ]);
  });

  it('signs playback on this media host for the event, and passes other origins through', () => {
    const media = toEventMedia(cells, 42, null, playback);
    expect(media[1]!.url).toMatch(/^\/media\/s\/[A-Za-z0-9_-]{43}\/\d+\/e42\/live\/arena\/master\.m3u8$/);
    expect(media.slice(2, 4).map((item) => item.url)).toEqual(['https://cdn.example.com/replay/master.m3u8', 'https://player.example.com/embed/9']);
    expect(media.every((item) => item.reason === undefined)).toBe(true);
  });

  it('says a demo video is still being made instead of handing out a dead URL', () => {
    expect(toEventMedia([{ id: 2, kind: 3, url: '/media/hls/vod/court/master.m3u8' }], 42, null, playback)).toEqual([{ id: 2, kind: 3, kind_name: 'vod', url: null, reason: 'processing' }]);
  });

  it('knows the total without counting unless the page is full', () => {
    expect(totalFromPage({ limit: 20, offset: 0 }, 7)).toBe(7);
    expect(totalFromPage({ limit: 20, offset: 40 }, 3)).toBe(43);
    expect(totalFromPage({ limit: 20, offset: 0 }, 0)).toBe(0);
    expect(totalFromPage({ limit: 20, offset: 0 }, 20)).toBeNull();
    expect(totalFromPage({ limit: 20, offset: 60 }, 0)).toBeNull();
  });
});

describe('events service', () => {
  const channel = { id: 1 } as never;

  it('stops before querying when the client has gone', async () => {
    let queries = 0;
    const repository = { list: async () => (queries++, []), count: async () => (queries++, 0) } as never;
    const controller = new AbortController();
    controller.abort();
    await expect(createEventsService({ repository, playback, now: () => now }).list(channel, query({}), viewer, controller.signal)).rejects.toBeInstanceOf(RequestAborted);
    expect(queries).toBe(0);
  });

  it('answers an unknown event with 404', async () => {
    const repository = { find: async () => undefined } as never;
    await expect(createEventsService({ repository, playback }).get(channel, 5, viewer)).rejects.toSatisfy((error: AppError) => error.statusCode === 404);
  });
});

import { SCHEDULE_TEMPLATE_CSV } from '@ott/contracts/admin-schedule';
import { describe, expect, it } from 'vitest';
import { readGame, readPrice, readScheduleFile } from './schedule-import';

const HEADER = 'date,time,home,away,sport,location,pricing';
const cells = (values: Record<string, string>) => ({ date: '2026-12-05', time: '19:00', home: 'Northfield', away: 'Bayview', sport: 'Basketball', location: 'Fieldhouse', pricing: 'free', ...values });

describe('readGame', () => {
  it('reads a game in the channel zone with the default two hours', () => {
    const { game, errors } = readGame(cells({}), 2, 'America/Chicago');
    expect(errors).toEqual([]);
    expect(game).toEqual({
      row: 2,
      name: null,
      event_utc_ts: '2026-12-06T01:00:00.000Z',
      end_utc_ts: '2026-12-06T03:00:00.000Z',
      time_zone: 'America/Chicago',
      home: 'Northfield',
      away: 'Bayview',
      sport: 'Basketball',
      location: 'Fieldhouse',
      gender: null,
      pricing_type: 'free',
      price: null,
      passes_only: false,
    });
  });

  it('uses the row time zone, an end time past midnight, and a duration', () => {
    const late = readGame(cells({ time: '22:00', end_time: '00:30', time_zone: 'America/New_York' }), 3, 'America/Chicago').game!;
    expect([late.event_utc_ts, late.end_utc_ts, late.time_zone]).toEqual(['2026-12-06T03:00:00.000Z', '2026-12-06T05:30:00.000Z', 'America/New_York']);
    expect(readGame(cells({ duration: '1:30' }), 3, 'UTC').game!.end_utc_ts).toBe('2026-12-05T20:30:00.000Z');
    expect(readGame(cells({ duration: '45' }), 3, 'UTC').game!.end_utc_ts).toBe('2026-12-05T19:45:00.000Z');
  });

  it("accepts the console's pricing words and prices with a point or a comma", () => {
    expect(readGame(cells({ pricing: 'Registered' }), 2, 'UTC').game!.pricing_type).toBe('register');
    expect(readGame(cells({ pricing: 'single-event', price: '9,99' }), 2, 'UTC').game).toMatchObject({ pricing_type: 'ppv', price: 999, passes_only: false });
    expect(readGame(cells({ pricing: 'paid' }), 2, 'UTC').game).toMatchObject({ pricing_type: 'paid', price: null, passes_only: true });
    expect(readGame(cells({ pricing: 'free', price: '5' }), 2, 'UTC').game!.price).toBeNull();
    expect([readPrice('12'), readPrice('$4.5'), readPrice('7.25 USD'), readPrice('abc'), readPrice('1.234')]).toEqual([1200, 450, 725, null, null]);
  });

  it('names each bad column with its message code', () => {
    const { game, errors } = readGame(cells({ date: '2026-02-30', time: '7pm', home: '', pricing: 'gratis', time_zone: 'Mars/Base', duration: 'long', gender: 'mixed' }), 7, 'UTC');
    expect(game).toBeNull();
    expect(errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [7, 'home', 'FIELD_REQUIRED'],
      [7, 'date', 'USE_DATE_YYYY_MM_DD'],
      [7, 'time', 'USE_TIME_HH_MM'],
      [7, 'time_zone', 'UNKNOWN_TIME_ZONE'],
      [7, 'duration', 'USE_DURATION_MINUTES'],
      [7, 'gender', 'USE_GENDER_WORD'],
      [7, 'pricing', 'USE_PRICING_WORD'],
    ]);
    expect(errors[1]!.message).toBe('Use a date such as 2026-12-05 (YYYY-MM-DD)');
  });

  it('refuses a team playing itself, a pay-per-view game without a price and a zero price', () => {
    expect(readGame(cells({ away: 'northfield' }), 2, 'UTC').errors.map((e) => [e.column, e.code])).toEqual([['away', 'TEAM_CANNOT_PLAY_ITSELF']]);
    expect(readGame(cells({ pricing: 'ppv' }), 2, 'UTC').errors.map((e) => [e.column, e.code])).toEqual([['price', 'FIELD_REQUIRED']]);
    expect(readGame(cells({ pricing: 'paid', price: '0' }), 2, 'UTC').errors.map((e) => [e.column, e.code])).toEqual([['price', 'MUST_MORE_THAN_ZERO_EVENT']]);
  });
});

describe('readScheduleFile', () => {
  it('reads the template: two games, header names as written', () => {
    const file = readScheduleFile(SCHEDULE_TEMPLATE_CSV, 'America/Chicago');
    expect(file.errors).toEqual([]);
    expect(file.games.map((g) => [g.row, g.home, g.pricing_type, g.price, g.time_zone])).toEqual([
      [2, 'Northfield Huskies', 'free', null, 'America/Chicago'],
      [3, 'Bayview Mariners', 'ppv', 999, 'America/Los_Angeles'],
    ]);
  });

  it('reads semicolons, a BOM, CRLF, quoted cells and other header spellings', () => {
    const csv = '\uFEFFDate;Time;Home Team;Away Team;Sport;Venue;Pricing;Title\r\n2026-12-05;19:00;"North; field";Bayview;Hockey;Arena;free;"Opening ""night"""\r\n\r\n';
    const file = readScheduleFile(csv, 'UTC');
    expect(file.errors).toEqual([]);
    expect(file.games).toMatchObject([{ row: 2, home: 'North; field', location: 'Arena', name: 'Opening "night"' }]);
  });

  it('answers file problems as row 0', () => {
    expect(readScheduleFile('date,time,home\n2026-12-05,19:00,A\n', 'UTC').errors).toEqual([
      { row: 0, column: null, code: 'SCHEDULE_MISSING_COLUMNS', message: 'Missing columns: away, sport, location, pricing', params: { columns: 'away, sport, location, pricing' } },
    ]);
    expect(readScheduleFile(`${HEADER}\n`, 'UTC').errors.map((e) => e.code)).toEqual(['SCHEDULE_NO_GAMES']);
    expect(readScheduleFile('', 'UTC').errors.map((e) => e.code)).toEqual(['SCHEDULE_NO_GAMES']);
    expect(readScheduleFile(`${HEADER}\n"2026-12-05,19:00\n`, 'UTC').errors.map((e) => e.code)).toEqual(['SCHEDULE_UNREADABLE']);
    const many = [HEADER, ...Array.from({ length: 501 }, () => '2026-12-05,19:00,A,B,Hockey,Arena,free')].join('\n');
    expect(readScheduleFile(many, 'UTC').errors).toMatchObject([{ row: 0, code: 'SCHEDULE_TOO_MANY_ROWS', params: { max: 500 } }]);
    expect(readScheduleFile(`${HEADER}\n${'x'.repeat(1_048_577)}`, 'UTC').errors).toMatchObject([{ row: 0, code: 'SCHEDULE_FILE_TOO_LARGE', params: { size: 1 } }]);
  });

  it('numbers rows by file line, blank lines included', () => {
    const file = readScheduleFile(`${HEADER}\n2026-12-05,19:00,A,B,Hockey,Arena,free\n\n2026-12-06,25:00,A,B,Hockey,Arena,free\n`, 'UTC');
    expect(file.errors.map((e) => [e.row, e.column, e.code])).toEqual([[4, 'time', 'USE_TIME_HH_MM']]);
  });
});

import { isTimeZone } from '@ott/contracts/time-zone';
import type { PricingType } from '@ott/contracts/events';
import { type AdminScheduleError, SCHEDULE_MAX_BYTES, SCHEDULE_MAX_ROWS, SCHEDULE_REQUIRED_COLUMNS } from '@ott/contracts/admin-schedule';
import type { MessageParams } from '@ott/contracts/message-codes';
import { messageText } from '@ott/contracts/message-codes';
import type { MessageCode } from '@ott/contracts/server-messages';
import { CsvError, parse } from 'csv-parse/sync';
import { zonedTimeToUtc } from '../../lib/zoned-time';

/**
 * Reading a schedule CSV (pure, no database): the file's header and rows into games with their UTC times, and every
 * problem as (row, column, message code). Matching teams, sports and locations is the service's (schedule-import.service.ts).
 */

export interface ScheduleGame {
  row: number;
  name: string | null;
  event_utc_ts: string;
  end_utc_ts: string;
  time_zone: string;
  home: string;
  away: string;
  sport: string;
  location: string | null;
  gender: 'men' | 'women' | null;
  pricing_type: PricingType;
  /** Minor units; null when none was given. */
  price: number | null;
  passes_only: boolean;
}

export interface ScheduleFile {
  games: ScheduleGame[];
  errors: AdminScheduleError[];
}

const DEFAULT_MINUTES = 120;
const MAX_TEXT = { name: 200, home: 120, away: 120, sport: 120, location: 120 } as const;

/** Header spellings spreadsheets use, to the column each means. */
const HEADER_ALIASES: Record<string, string> = {
  title: 'name',
  event: 'name',
  timezone: 'time_zone',
  tz: 'time_zone',
  zone: 'time_zone',
  end: 'end_time',
  ends: 'end_time',
  home_team: 'home',
  away_team: 'away',
  visitor: 'away',
  venue: 'location',
  pricing_type: 'pricing',
  start_time: 'time',
  start_date: 'date',
  duration_minutes: 'duration',
};

/** The console's words for pricing, and the API's. */
const PRICING_WORDS: Record<string, PricingType> = {
  free: 'free',
  register: 'register',
  registered: 'register',
  paid: 'paid',
  passes: 'paid',
  ppv: 'ppv',
  'pay-per-view': 'ppv',
  'single-event': 'ppv',
};

export const problem = (row: number, column: string | null, code: MessageCode, params?: MessageParams): AdminScheduleError => ({
  row,
  column,
  code,
  message: messageText(code, params),
  ...(params ? { params } : {}),
});

const normalizeHeader = (cell: string) => {
  const key = cell.trim().toLowerCase().replace(/[\s-]+/g, '_');
  return HEADER_ALIASES[key] ?? key;
};

/** `;` when the header line has more semicolons than commas (spreadsheets in French and many European locales). */
function separatorOf(text: string): ',' | ';' {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (char: string) => header.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** `2026-12-05`, a real calendar day. */
function readDate(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value ? value : null;
}

/** `19:30` or `9:05`, 24-hour. */
export function readTime(value: string): { hour: number; minute: number } | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour < 24 && minute < 60 ? { hour, minute } : null;
}

/** `120` minutes, or `2:00`; 1 minute to 24 hours. */
function readDuration(value: string): number | null {
  const time = /^(\d{1,2}):(\d{2})$/.exec(value);
  const minutes = time ? Number(time[1]) * 60 + Number(time[2]) : /^\d{1,4}$/.test(value) ? Number(value) : NaN;
  return minutes >= 1 && minutes <= 1440 ? minutes : null;
}

/** `9.99`, `9,99`, `$12` → minor units. */
export function readPrice(value: string): number | null {
  const match = /^[$€£]?\s*(\d{1,6})(?:[.,](\d{1,2}))?\s*(?:\$|€|£|[A-Za-z]{3})?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** One row's cells by column → a game, or the problems found in it. */
export function readGame(cells: Record<string, string>, row: number, channelZone: string): { game: ScheduleGame | null; errors: AdminScheduleError[] } {
  const errors: AdminScheduleError[] = [];
  const fail = (column: string, code: MessageCode, params?: MessageParams) => errors.push(problem(row, column, code, params));
  const text = (column: keyof typeof MAX_TEXT, required: boolean): string | null => {
    const value = (cells[column] ?? '').trim();
    if (value === '') {
      if (required) fail(column, 'FIELD_REQUIRED');
      return null;
    }
    if (value.length > MAX_TEXT[column]) fail(column, 'FIELD_TOO_LONG', { number: MAX_TEXT[column] + 1 });
    return value;
  };

  const name = text('name', false);
  const home = text('home', true);
  const away = text('away', true);
  const sport = text('sport', true);
  const location = text('location', false);
  if (home && away && home.toLowerCase() === away.toLowerCase()) fail('away', 'TEAM_CANNOT_PLAY_ITSELF');

  const dateCell = (cells.date ?? '').trim();
  const date = readDate(dateCell);
  if (dateCell === '') fail('date', 'FIELD_REQUIRED');
  else if (!date) fail('date', 'USE_DATE_YYYY_MM_DD');
  const timeCell = (cells.time ?? '').trim();
  const time = readTime(timeCell);
  if (timeCell === '') fail('time', 'FIELD_REQUIRED');
  else if (!time) fail('time', 'USE_TIME_HH_MM');

  const zoneCell = (cells.time_zone ?? '').trim();
  const zone = zoneCell === '' ? channelZone : zoneCell;
  if (!isTimeZone(zone)) fail('time_zone', 'UNKNOWN_TIME_ZONE');

  const endCell = (cells.end_time ?? '').trim();
  const endTime = endCell === '' ? null : readTime(endCell);
  if (endCell !== '' && !endTime) fail('end_time', 'USE_TIME_HH_MM');
  const durationCell = (cells.duration ?? '').trim();
  const duration = durationCell === '' ? null : readDuration(durationCell);
  if (durationCell !== '' && duration === null) fail('duration', 'USE_DURATION_MINUTES');

  const genderCell = (cells.gender ?? '').trim().toLowerCase();
  const gender = genderCell === '' ? null : genderCell === 'men' || genderCell === 'women' ? genderCell : undefined;
  if (gender === undefined) fail('gender', 'USE_GENDER_WORD');

  const pricingCell = (cells.pricing ?? '').trim().toLowerCase();
  const pricing = PRICING_WORDS[pricingCell];
  if (pricingCell === '') fail('pricing', 'FIELD_REQUIRED');
  else if (!pricing) fail('pricing', 'USE_PRICING_WORD');
  const priceCell = (cells.price ?? '').trim();
  const price = priceCell === '' ? null : readPrice(priceCell);
  if (priceCell !== '' && price === null) fail('price', 'USE_PRICE_SUCH_AS');
  const sold = pricing === 'paid' || pricing === 'ppv';
  // A paid game without a price is sold through passes only; pay-per-view needs its price; free games have none.
  if (pricing === 'ppv' && priceCell === '') fail('price', 'FIELD_REQUIRED');
  if (sold && price === 0) fail('price', 'MUST_MORE_THAN_ZERO_EVENT');

  if (errors.length > 0 || !date || !time || !home || !away || !sport || !pricing) return { game: null, errors };
  const start = zonedTimeToUtc(date, time.hour, time.minute, zone);
  let end = new Date(start.getTime() + (duration ?? DEFAULT_MINUTES) * 60_000);
  if (endTime && duration === null) {
    end = zonedTimeToUtc(date, endTime.hour, endTime.minute, zone);
    // An end at or before the start is on the next day (a game from 22:00 to 00:30).
    if (end <= start) end = zonedTimeToUtc(new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10), endTime.hour, endTime.minute, zone);
  }
  return {
    game: {
      row,
      name,
      event_utc_ts: start.toISOString(),
      end_utc_ts: end.toISOString(),
      time_zone: zone,
      home,
      away,
      sport,
      location,
      gender: gender ?? null,
      pricing_type: pricing,
      price: sold ? price : null,
      passes_only: pricing === 'paid' && price === null,
    },
    errors: [],
  };
}

/**
 * The whole file: size and row limits, the separator (`,` or `;`), a UTF-8 BOM, the header's columns, then each row.
 * Row numbers are the file's line numbers (the header is line 1), as a spreadsheet shows them.
 */
export function readScheduleFile(csv: string, channelZone: string): ScheduleFile {
  const fileError = (code: MessageCode, params?: MessageParams): ScheduleFile => ({ games: [], errors: [problem(0, null, code, params)] });
  if (Buffer.byteLength(csv, 'utf8') > SCHEDULE_MAX_BYTES) return fileError('SCHEDULE_FILE_TOO_LARGE', { size: SCHEDULE_MAX_BYTES / 1_048_576 });
  const text = csv.replace(/^\uFEFF/, '');
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, { delimiter: separatorOf(text), bom: true, info: true, relax_column_count: true, skip_empty_lines: true, to: SCHEDULE_MAX_ROWS + 2 }) as never;
  } catch (error) {
    if (error instanceof CsvError) return fileError('SCHEDULE_UNREADABLE', { line: (error as CsvError & { lines?: number }).lines ?? 1 });
    throw error;
  }
  const [header, ...rows] = records.filter(({ record }) => record.some((cell) => cell.trim() !== ''));
  if (!header) return fileError('SCHEDULE_NO_GAMES');
  const columns = header.record.map(normalizeHeader);
  const missing = SCHEDULE_REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) return fileError('SCHEDULE_MISSING_COLUMNS', { columns: missing.join(', ') });
  if (rows.length === 0) return fileError('SCHEDULE_NO_GAMES');
  if (rows.length > SCHEDULE_MAX_ROWS) return fileError('SCHEDULE_TOO_MANY_ROWS', { max: SCHEDULE_MAX_ROWS });

  const games: ScheduleGame[] = [];
  const errors: AdminScheduleError[] = [];
  for (const { record, info } of rows) {
    const cells = Object.fromEntries(columns.map((column, index) => [column, record[index] ?? '']));
    const result = readGame(cells, info.lines, channelZone);
    if (result.game) games.push(result.game);
    errors.push(...result.errors);
  }
  return { games, errors };
}

import { z } from 'zod';
import { EventVisibility } from './admin-catalogue';
import { PricingType } from './events';

/**
 * Season work in the console: a schedule imported from a CSV file (previewed, then written in one transaction) and
 * one change applied to many events at once (`PATCH /api/admin/channels/{channel_key}/events/bulk-edit`).
 */

/** The largest file and the most games one import takes. */
export const SCHEDULE_MAX_BYTES = 1_048_576;
export const SCHEDULE_MAX_ROWS = 500;

/** Columns every file has (in any order; header names are case-insensitive). */
export const SCHEDULE_REQUIRED_COLUMNS = ['date', 'time', 'home', 'away', 'sport', 'location', 'pricing'] as const;
/** Columns a file may add: the event's name, its zone, its end (a time) or duration (minutes or H:MM), the single-event price, the teams' gender. */
export const SCHEDULE_OPTIONAL_COLUMNS = ['name', 'time_zone', 'end_time', 'duration', 'price', 'gender'] as const;

/** The template the console offers to download: the header and two example games. */
export const SCHEDULE_TEMPLATE_CSV = [
  'date,time,home,away,sport,location,pricing,name,time_zone,duration,price',
  '2026-12-05,19:00,Northfield Huskies,Bayview Mariners,Basketball,Huskies Fieldhouse,free,,,120,',
  '2026-12-12,18:30,Bayview Mariners,Northfield Huskies,Basketball,Bayview Pavilion,ppv,Rivalry night,America/Los_Angeles,,9.99',
  '',
].join('\n');

export const AdminScheduleImport = z.object({
  csv: z.string({ error: 'Field is required' }).max(SCHEDULE_MAX_BYTES * 2).describe('the CSV text, comma or semicolon separated, UTF-8 (a BOM is ignored)'),
  dry_run: z.boolean({ error: 'Must be true or false' }).default(true).describe('true (the default): check and preview only; false: write everything, or nothing when a row has an error'),
});
export type AdminScheduleImport = z.input<typeof AdminScheduleImport>;

/** One game as it will be written. */
export const AdminScheduleRow = z.object({
  row: z.number().int().describe('line number in the file (the header is line 1)'),
  name: z.string(),
  event_utc_ts: z.string(),
  end_utc_ts: z.string(),
  time_zone: z.string(),
  home: z.string(),
  away: z.string(),
  sport: z.string(),
  location: z.string().nullable(),
  pricing_type: PricingType,
  price: z.number().int().nullable().describe('minor units'),
  passes_only: z.boolean(),
});
export type AdminScheduleRow = z.infer<typeof AdminScheduleRow>;

/** A problem with the file (row 0) or with one row's column, worded by message code for translation. */
export const AdminScheduleError = z.object({
  row: z.number().int().min(0),
  column: z.string().nullable(),
  code: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type AdminScheduleError = z.infer<typeof AdminScheduleError>;

export const AdminScheduleResult = z.object({
  rows: z.array(AdminScheduleRow).describe('the games read without error'),
  errors: z.array(AdminScheduleError),
  creates: z.object({ teams: z.array(z.string()), locations: z.array(z.string()), sports: z.array(z.string()) }).describe('what does not exist yet and will be (or was) created'),
  created_event_ids: z.array(z.number().int()).optional().describe('present once written (dry_run false and no error)'),
});
export type AdminScheduleResult = z.infer<typeof AdminScheduleResult>;

/* ------------------------------------------------------------------ bulk edit */

const MAX_SHIFT_MINUTES = 14 * 24 * 60;

export const AdminEventsEdit = z.object({
  ids: z.array(z.number().int().positive()).min(1, 'Select at least one event').max(200),
  changes: z
    .object({
      pricing_type: PricingType.optional(),
      price: z.number({ error: 'Must be zero or a positive integer' }).int('Must be zero or a positive integer').min(0, 'Must be zero or a positive integer').max(10_000_000).nullable().optional(),
      visibility: EventVisibility.optional(),
      event_category_id: z.number({ error: 'Must be a positive integer' }).int().positive().nullable().optional(),
      shift_minutes: z
        .number({ error: 'Must be a whole number' })
        .int('Must be a whole number')
        .min(-MAX_SHIFT_MINUTES)
        .max(MAX_SHIFT_MINUTES)
        .refine((value) => value !== 0, 'Must be a whole number')
        .optional()
        .describe('moves start and end by this many minutes (negative: earlier)'),
    })
    .refine((changes) => Object.values(changes).some((value) => value !== undefined), 'Choose at least one change'),
});
export type AdminEventsEdit = z.infer<typeof AdminEventsEdit>;

export const AdminEventsEditResult = z.object({
  updated: z.array(z.number().int()),
  previous: z
    .array(
      z.object({
        id: z.number().int(),
        pricing_type: PricingType,
        price: z.number().int().nullable(),
        passes_only: z.boolean(),
        visibility: EventVisibility,
        event_category_id: z.number().int().nullable(),
      }),
    )
    .describe('the changed events as they were, so the console can undo'),
  refused: z.array(z.object({ id: z.number().int(), message: z.string() })).describe('ids left as they were (not events of this channel)'),
});
export type AdminEventsEditResult = z.infer<typeof AdminEventsEditResult>;

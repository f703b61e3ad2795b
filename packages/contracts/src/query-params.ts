import { z } from 'zod';

/** Query-string building blocks: values arrive as strings and are coerced with a message per field. */
export const POSITIVE_INT_MESSAGE = 'Must be a positive integer';
export const MAX_PAGE_SIZE = 100;

export const IdParam = z.coerce
  .number({ error: POSITIVE_INT_MESSAGE })
  .int(POSITIVE_INT_MESSAGE)
  .positive(POSITIVE_INT_MESSAGE)
  .max(2_147_483_647, POSITIVE_INT_MESSAGE);

export const TextParam = z.string().trim().min(1).max(120);

/** Page size: at least 1; larger requests than the cap are answered with the cap. */
export function limitParam(fallback: number, cap = MAX_PAGE_SIZE) {
  return z.coerce
    .number({ error: POSITIVE_INT_MESSAGE })
    .int(POSITIVE_INT_MESSAGE)
    .min(1, POSITIVE_INT_MESSAGE)
    .transform((value) => Math.min(value, cap))
    .default(fallback);
}

export const OffsetParam = z.coerce
  .number({ error: 'Must be zero or a positive integer' })
  .int('Must be zero or a positive integer')
  .min(0, 'Must be zero or a positive integer')
  .max(1_000_000, 'Must be at most 1000000')
  .default(0);

export const SortDirection = z.enum(['asc', 'desc'], { error: 'Must be asc or desc' });
export type SortDirection = z.infer<typeof SortDirection>;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
const UNIX_SECONDS = /^\d{1,11}$/;

export interface ParsedDate {
  /** The instant the value names (a date alone means its midnight, UTC). */
  at: Date;
  /** True for `YYYY-MM-DD`, which as an end bound covers the whole day. */
  dateOnly: boolean;
}

/** Reads `YYYY-MM-DD`, an ISO 8601 time with offset, or Unix seconds; null when it is none of them. */
export function parseDateParam(value: string): ParsedDate | null {
  const text = value.trim();
  if (UNIX_SECONDS.test(text)) return { at: new Date(Number(text) * 1000), dateOnly: false };
  if (DATE_ONLY.test(text)) {
    const at = new Date(`${text}T00:00:00.000Z`);
    return Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== text ? null : { at, dateOnly: true };
  }
  if (DATE_TIME.test(text)) {
    const at = new Date(text);
    return Number.isNaN(at.getTime()) ? null : { at, dateOnly: false };
  }
  return null;
}

export const DateParam = z
  .string()
  .max(40)
  .refine((value) => parseDateParam(value) !== null, 'Must be a date (YYYY-MM-DD), an ISO 8601 time or Unix seconds');

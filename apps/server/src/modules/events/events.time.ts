import { type EventStatus, parseDateParam } from '@ott/contracts';

const DAY_MS = 86_400_000;

/** The status the clock gives an event: upcoming before its start, live until its end, then vod. */
export function statusAt(startIso: string, endIso: string, now: Date): EventStatus {
  const at = now.getTime();
  if (at < Date.parse(startIso)) return 'upcoming';
  if (at < Date.parse(endIso)) return 'live';
  return 'vod';
}

/** An operator's override wins over the clock. */
export function effectiveStatus(override: string | null, startIso: string, endIso: string, now: Date): EventStatus {
  return override === 'live' || override === 'upcoming' || override === 'vod' ? override : statusAt(startIso, endIso, now);
}

export interface StartRange {
  /** Inclusive lower bound of the start time, ISO. */
  from: string | null;
  /** Exclusive upper bound of the start time, ISO. */
  to: string | null;
}

/**
 * `start_date`/`end_date` → a half-open range of start times. An end given as a date alone covers
 * that whole day (UTC); any other end is exclusive. Unreadable values are left to the schema.
 */
export function startRange(startDate: string | undefined, endDate: string | undefined): StartRange {
  const start = startDate ? parseDateParam(startDate) : null;
  const end = endDate ? parseDateParam(endDate) : null;
  return {
    from: start ? start.at.toISOString() : null,
    to: end ? new Date(end.at.getTime() + (end.dateOnly ? DAY_MS : 0)).toISOString() : null,
  };
}

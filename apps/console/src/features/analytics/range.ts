/** The date-range picker's presets, in days ending today: the channel's today, in its time zone, like the server's days. */
export const RANGE_PRESETS = [7, 30, 90] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The calendar day (YYYY-MM-DD) of an instant in a time zone (UTC when none). */
export function dayIn(timeZone: string | undefined, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: timeZone ?? 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export function presetRange(days: number, timeZone?: string, now = new Date()): DayRange {
  const to = dayIn(timeZone, now);
  return { from: isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS)), to };
}

/** A custom range is usable when both ends are days and the start is not after the end. */
export function validRange(range: DayRange): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(range.from) && /^\d{4}-\d{2}-\d{2}$/.test(range.to) && range.from <= range.to;
}

/** The days from `from` to `to`, both included (at most 366). */
export function everyDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`) && days.length < 366; at += DAY_MS) days.push(isoDay(new Date(at)));
  return days;
}

/**
 * Wall-clock times in a named zone (the channel's, or the event's), for `<input type="datetime-local">`:
 * the console shows an event's start as the channel's viewers read it, whatever the operator's own zone.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Minutes the zone is ahead of UTC at that instant (-300 for New York in winter). */
export function offsetMinutes(timeZone: string, at: number): number {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour) % 24, Number(parts.minute), Number(parts.second));
  return Math.round((asUtc - Math.floor(at / 1000) * 1000) / 60_000);
}

/** `2026-03-10T18:00:00Z` in America/Chicago → `2026-03-10T13:00`. */
export function isoToZonedInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  return new Date(at + offsetMinutes(timeZone, at) * 60_000).toISOString().slice(0, 16);
}

/** `2026-03-10T13:00` in America/Chicago → `2026-03-10T18:00:00.000Z`; a time skipped by a DST jump moves forward. */
export function zonedInputToIso(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), Number(match[4]), Number(match[5]));
  const first = wall - offsetMinutes(timeZone, wall) * 60_000;
  const second = wall - offsetMinutes(timeZone, first) * 60_000;
  return new Date(second).toISOString();
}

/**
 * The instant a `YYYY-MM-DD` day starts in the zone (the browser's when none), or with `next` the instant it ends
 * (the following day's start): the channel's Dec 5 is not the operator's when they sit in another zone.
 */
export function dayStartIso(day: string, timeZone: string | undefined, next = false): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3]) + (next ? 1 : 0)];
  if (!timeZone) return new Date(year, month, date).toISOString();
  return zonedInputToIso(`${new Date(Date.UTC(year, month, date)).toISOString().slice(0, 10)}T00:00`, timeZone) ?? undefined;
}

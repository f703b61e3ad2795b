const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Minutes the zone is ahead of UTC at that instant (e.g. -300 for New York in winter). */
export function zoneOffsetMinutes(timeZone: string, at: Date): number {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(at).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

const HOUR_MS = 3_600_000;
/** Per zone and UTC hour, the zone's offset through that hour, or null when it changes within it. */
const hourOffsets = new Map<string, number | null>();

/** The zone's offset at `at`, read once per zone and UTC hour: day of every analytics row and of every sale summed. */
function offsetThroughHour(timeZone: string, at: Date): number {
  const hourStart = Math.floor(at.getTime() / HOUR_MS) * HOUR_MS;
  const key = `${timeZone}|${hourStart}`;
  let offset = hourOffsets.get(key);
  if (offset === undefined) {
    const first = zoneOffsetMinutes(timeZone, new Date(hourStart));
    offset = first === zoneOffsetMinutes(timeZone, new Date(hourStart + HOUR_MS - 1)) ? first : null;
    if (hourOffsets.size >= 10_000) hourOffsets.clear();
    hourOffsets.set(key, offset);
  }
  return offset ?? zoneOffsetMinutes(timeZone, at);
}

/** The calendar date (YYYY-MM-DD) of an instant in a zone. */
export function zonedDate(timeZone: string, at: Date): string {
  return new Date(at.getTime() + offsetThroughHour(timeZone, at) * 60_000).toISOString().slice(0, 10);
}

/** The instant a wall-clock time on a date has in a zone; a time skipped by a DST jump moves forward. */
export function zonedTimeToUtc(date: string, hour: number, minute: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const candidate = (near: number) => wall - zoneOffsetMinutes(timeZone, new Date(near)) * 60_000;
  const first = candidate(wall);
  const second = candidate(first);
  const showsWall = (at: number) => at + zoneOffsetMinutes(timeZone, new Date(at)) * 60_000 === wall;
  if (showsWall(second)) return new Date(second);
  if (showsWall(first)) return new Date(first);
  // In a spring-forward gap neither reads back; the later instant is the time "moved forward".
  return new Date(Math.max(first, second));
}

/** `YYYY-MM-DD` plus whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

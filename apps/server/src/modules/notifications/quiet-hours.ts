import { addDays, zonedDate, zonedTimeToUtc, zoneOffsetMinutes } from '../../lib/zoned-time';

export interface QuietWindow {
  /** "HH:MM" */
  start: string;
  end: string;
  timeZone: string;
}

const minutesOf = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

/** Whether `at` falls in the quiet hours, read on the viewer's clock; a window may span midnight (22:00–07:00). */
export function inQuietHours(window: QuietWindow, at: Date): boolean {
  const start = minutesOf(window.start);
  const end = minutesOf(window.end);
  if (start === end) return false;
  const local = new Date(at.getTime() + zoneOffsetMinutes(window.timeZone, at) * 60_000);
  const now = local.getUTCHours() * 60 + local.getUTCMinutes();
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/** The next instant the viewer's clock shows the quiet hours' end, after `at`. */
export function quietHoursEnd(window: QuietWindow, at: Date): Date {
  const end = minutesOf(window.end);
  const today = zonedDate(window.timeZone, at);
  const candidate = zonedTimeToUtc(today, Math.floor(end / 60), end % 60, window.timeZone);
  return candidate > at ? candidate : zonedTimeToUtc(addDays(today, 1), Math.floor(end / 60), end % 60, window.timeZone);
}

/** When a notification made at `at` may go out: at once, or at the end of the quiet hours it falls in. */
export function sendTimeOf(window: QuietWindow | null, at: Date): Date {
  return window && inQuietHours(window, at) ? quietHoursEnd(window, at) : at;
}

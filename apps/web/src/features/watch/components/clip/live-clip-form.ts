import { CLIP_MAX_SECONDS, CLIP_MIN_SECONDS, ClipRequest } from '@ott/contracts/clips';
import { Messages } from '@ott/contracts/message-texts';
import type { LiveSpan } from '../../player/media-clock';
import { CLIP_FIELD_OF, DEFAULT_CLIP_SECONDS, type ClipFormErrors, type ClipFormValues, type ClipSource } from './clip-form';

/**
 * A live clip's start and end are times of day on the viewer's clock (hh:mm:ss, 24 h): a viewer knows when the
 * moment happened ("the goal, two minutes ago"), while the feed's own seconds count from when its feed started, which
 * the page never shows. The server takes the start as a date (`start_at`) and puts it on the feed's clock.
 */
const TIME_OF_DAY = /^([01]?\d|2[0-3]):([0-5]\d):([0-5]\d)$/;
const DAY_MS = 86_400_000;

/** The server's words (clips.errors.ts), which the form shows in the viewer's language. */
export const LIVE_MESSAGES = {
  outOfWindow: 'That moment is no longer in the live window',
  notYet: 'That moment has not been played yet',
} as const;

const two = (value: number) => String(value).padStart(2, '0');

/** A date as the time of day on this browser's clock, in whole seconds. */
export function formatTimeOfDay(date: number): string {
  const at = new Date(date);
  return `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
}

/** The date a typed time of day names: that time on the day nearest `near` (a clip around midnight); null when unreadable. */
export function dateOfTimeOfDay(text: string, near: number): number | null {
  const match = TIME_OF_DAY.exec(text.trim());
  if (!match) return null;
  const day = new Date(near);
  day.setHours(Number(match[1]), Number(match[2]), Number(match[3]), 0);
  const candidates = [day.getTime() - DAY_MS, day.getTime(), day.getTime() + DAY_MS];
  return candidates.reduce((best, one) => (Math.abs(one - near) < Math.abs(best - near) ? one : best));
}

/**
 * What was just seen: the 30 s that end at the second on screen (the live edge being watched), from no earlier than
 * the oldest second the window holds. Only a window younger than a second has a clip that waits for its end.
 */
export function initialLiveClipValues(span: LiveSpan): ClipFormValues {
  const oldest = Math.ceil(span.windowStart / 1000) * 1000;
  const length = Math.min(DEFAULT_CLIP_SECONDS, CLIP_MAX_SECONDS) * 1000;
  const end = Math.max(Math.floor(span.playing / 1000) * 1000, oldest + CLIP_MIN_SECONDS * 1000);
  const start = Math.max(end - length, oldest);
  return { start: formatTimeOfDay(start), end: formatTimeOfDay(end), name: '', tags: [] };
}

/** A time of day moved by `delta` seconds; an unreadable time is left as typed. */
export function nudgeTimeOfDay(text: string, delta: number, near: number): string {
  const date = dateOfTimeOfDay(text, near);
  return date === null ? text : formatTimeOfDay(date + delta * 1000);
}

/** The start and end dates the fields name, the end taken on the day nearest the start. */
export function liveClipDates(values: Pick<ClipFormValues, 'start' | 'end'>, span: LiveSpan): { start: number; end: number } | null {
  const start = dateOfTimeOfDay(values.start, span.playing);
  const end = start === null ? null : dateOfTimeOfDay(values.end, start);
  return start === null || end === null ? null : { start, end };
}

/** Whether the clip's end is still ahead of what has been recorded: it will be ready once it is. */
export function endStillLive(values: Pick<ClipFormValues, 'start' | 'end'>, span: LiveSpan): boolean {
  const dates = liveClipDates(values, span);
  return dates !== null && dates.end > span.edge;
}

const timeError = (text: string) => (text.trim() === '' ? Messages.fieldRequired : TIME_OF_DAY.test(text.trim()) ? undefined : Messages.invalidValue);

/**
 * The request for a live clip (its start as `start_at`), or the English messages per field: the contract's rules,
 * and the DVR window the player holds: a start before the window's first second, or after its live edge, is refused
 * here with the server's own words.
 */
export function validateLiveClip(values: ClipFormValues, source: Omit<ClipSource, 'mediaSeconds'>, span: LiveSpan): { request: ClipRequest } | { errors: ClipFormErrors } {
  const errors: ClipFormErrors = {};
  const startError = timeError(values.start);
  const endError = timeError(values.end);
  if (startError) errors.start = startError;
  if (endError) errors.end = endError;
  const dates = liveClipDates(values, span);
  const parsed = ClipRequest.safeParse({
    event_id: source.eventId,
    event_media_id: source.mediaId,
    name: values.name,
    start_at: new Date(dates?.start ?? span.playing).toISOString(),
    duration: dates ? (dates.end - dates.start) / 1000 : 0,
    tags: values.tags,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = CLIP_FIELD_OF[String(issue.path[0])];
      if (field && !errors[field] && !(field === 'end' && !dates)) errors[field] = issue.message;
    }
  }
  if (dates && !errors.start) {
    if (dates.start < span.windowStart) errors.start = LIVE_MESSAGES.outOfWindow;
    else if (dates.start > span.edge) errors.start = LIVE_MESSAGES.notYet;
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { request: parsed.data };
}

import { CLIP_MAX_SECONDS, ClipRequest } from '@ott/contracts/clips';
import { Messages } from '@ott/contracts/message-texts';
import { formatClipTime, parseClipTime } from '../../../../components/clips/clip-time';

/** The length a new clip is given, from where the player is. */
export const DEFAULT_CLIP_SECONDS = 30;

/** Tags a clip can carry; a channel could later configure its own list. */
export const CLIP_TAGS = ['highlight', 'goal', 'save', 'funny'] as const;

export interface ClipFormValues {
  start: string;
  end: string;
  name: string;
  tags: string[];
}

export type ClipFormErrors = Partial<Record<keyof ClipFormValues, string>>;

export interface ClipSource {
  eventId: number;
  mediaId: number;
  /** The video's length in seconds, when the player knows it. */
  mediaSeconds?: number;
}

const knownSeconds = (mediaSeconds?: number) => (mediaSeconds !== undefined && Number.isFinite(mediaSeconds) ? Math.floor(mediaSeconds) : undefined);
const clipLength = Math.min(DEFAULT_CLIP_SECONDS, CLIP_MAX_SECONDS);

/**
 * What was just seen: the 30 s that end at the player's position, as Twitch and YouTube offer. Before 30 s have played
 * it is the video's first 30 s (what was seen, and what follows), never past the video's end.
 */
export function initialClipValues(position: number, mediaSeconds?: number): ClipFormValues {
  const known = knownSeconds(mediaSeconds);
  const at = Math.max(0, Math.min(Math.floor(position), known ?? Infinity));
  const end = Math.max(at, Math.min(clipLength, known ?? Infinity));
  const start = Math.max(0, end - clipLength);
  return { start: formatClipTime(start), end: formatClipTime(end), name: '', tags: [] };
}

/** A clip from a chosen moment: start there, end 30 s later, within the video. */
export function clipFromMoment(seconds: number, mediaSeconds?: number): Pick<ClipFormValues, 'start' | 'end'> {
  const known = knownSeconds(mediaSeconds);
  const start = Math.max(0, Math.min(Math.floor(seconds), known === undefined ? Infinity : Math.max(0, known - 1)));
  return { start: formatClipTime(start), end: formatClipTime(Math.min(start + clipLength, known ?? Infinity)) };
}

/** A time field moved by `delta` seconds, kept within the video; an unreadable time is left as typed. */
export function nudgeClipTime(text: string, delta: number, mediaSeconds?: number): string {
  const seconds = parseClipTime(text);
  if (seconds === null) return text;
  const limit = mediaSeconds !== undefined && Number.isFinite(mediaSeconds) ? Math.floor(mediaSeconds) : Infinity;
  return formatClipTime(Math.min(Math.max(0, seconds + delta), limit));
}

const timeError = (text: string) => (text.trim() === '' ? Messages.fieldRequired : parseClipTime(text) === null ? Messages.invalidValue : undefined);

/** Which form field shows a contract issue (or the server's error) on the request's field. */
export const CLIP_FIELD_OF: Record<string, keyof ClipFormValues> = { start_time: 'start', start_at: 'start', duration: 'end', name: 'name', tags: 'tags' };

/**
 * The request the panel sends, or the English messages (spec §5, the server's own words) per field: the contract's
 * rules, as the server applies them, plus the video's end, which only the player knows here.
 */
export function validateClip(values: ClipFormValues, source: ClipSource): { request: ClipRequest } | { errors: ClipFormErrors } {
  const errors: ClipFormErrors = {};
  const startError = timeError(values.start);
  const endError = timeError(values.end);
  if (startError) errors.start = startError;
  if (endError) errors.end = endError;
  const start = parseClipTime(values.start) ?? 0;
  const end = parseClipTime(values.end) ?? 0;
  const parsed = ClipRequest.safeParse({
    event_id: source.eventId,
    event_media_id: source.mediaId,
    name: values.name,
    start_time: start,
    duration: end - start,
    tags: values.tags,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = CLIP_FIELD_OF[String(issue.path[0])];
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (!errors.end && !errors.start && source.mediaSeconds !== undefined && end > source.mediaSeconds + 0.001) errors.end = Messages.clipDurationTooLong;
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { request: parsed.data };
}

import { CLIP_MAX_SECONDS, CLIP_MIN_SECONDS } from '@ott/contracts/clips';

/** A stretch of seconds on some clock: the replay's, or the wall clock's for a live event. */
export interface Span {
  start: number;
  end: number;
}

/** The timeline shows two minutes: room for the longest clip and a little on either side. */
export const AXIS_SECONDS = 120;
/** How far past the selection's end the timeline goes, where the bounds allow. */
const AFTER_END = 20;

/**
 * The stretch the trim timeline shows: kept while the selection stays on it (so the handles do not jump), otherwise
 * two minutes ending a little after the selection, within what can be clipped (`bounds`), widened to a typed time.
 */
export function trimAxis(selection: Span, bounds: Span, current: Span | null): Span {
  if (current && selection.start >= current.start && selection.end <= current.end) return current;
  const low = Math.min(bounds.start, selection.start);
  const high = Math.max(bounds.end, selection.end);
  // A typed selection longer than the timeline widens it: the selection is always on it.
  const start = Math.min(selection.start, Math.max(low, Math.min(high, selection.end + AFTER_END) - AXIS_SECONDS));
  return { start, end: Math.max(selection.end, Math.min(high, start + AXIS_SECONDS)) };
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), Math.max(low, high));

/** The selection with one handle moved to `to`: within the timeline, and never shorter or longer than a clip may be. */
export function moveHandle(selection: Span, handle: keyof Span, to: number, axis: Span): Span {
  if (handle === 'start') return { ...selection, start: clamp(to, Math.max(axis.start, selection.end - CLIP_MAX_SECONDS), selection.end - CLIP_MIN_SECONDS) };
  return { ...selection, end: clamp(to, selection.start + CLIP_MIN_SECONDS, Math.min(axis.end, selection.start + CLIP_MAX_SECONDS)) };
}

/** Where a key moves a handle (the keys of a slider, WAI-ARIA): a second, ten with Page keys, the timeline's ends. */
export function keyTarget(key: string, value: number, axis: Span): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return value - 1;
    case 'ArrowRight':
    case 'ArrowUp':
      return value + 1;
    case 'PageDown':
      return value - 10;
    case 'PageUp':
      return value + 10;
    case 'Home':
      return axis.start;
    case 'End':
      return axis.end;
    default:
      return null;
  }
}

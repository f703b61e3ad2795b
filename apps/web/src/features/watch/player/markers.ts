import type { EventMarker } from '@ott/contracts/events';

/** The replay's markers earliest first, whatever order they came in. */
export function sortedMarkers(markers: readonly EventMarker[]): readonly EventMarker[] {
  return [...markers].sort((a, b) => a.seconds - b.seconds);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A marker's place as the player's clock shows it: "4:05", or "1:02:09" past the hour. */
export function markerClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = twoDigits(whole % 60);
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${rest}` : `${minutes}:${rest}`;
}

/** Where on the seek bar a marker sits (0 to 1); null while the length is unknown or past the video's end. */
export function markerOffset(seconds: number, duration: number): number | null {
  if (!Number.isFinite(duration) || duration <= 0 || seconds > duration) return null;
  return seconds / duration;
}

/** The index of the moment `time` is in (the last marker at or before it), or -1 before the first. */
export function currentMarkerIndex(markers: readonly EventMarker[], time: number): number {
  // A seek lands a hair before the marker it aimed at: it still counts as that moment.
  const reached = time + 0.25;
  let found = -1;
  markers.forEach((marker, index) => {
    if (marker.seconds <= reached) found = index;
  });
  return found;
}

import { isWorthResuming } from '@ott/contracts/resume-rules';
import type { SavedPosition } from '@ott/contracts/watching';

/** A playback time as the player shows it: "12:34" under an hour, "1:02:03" from an hour on. */
export function playbackClock(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/** Worth offering to resume: started and not finished, by the rule the server's Continue watching rail uses. */
export function isResumable(saved: Pick<SavedPosition, 'position' | 'duration'> | null | undefined): saved is SavedPosition {
  return Boolean(saved && isWorthResuming(saved.position, saved.duration));
}

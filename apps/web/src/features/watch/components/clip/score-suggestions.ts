import type { EventMarker } from '@ott/contracts/events';
import type { ScoreChange } from '@ott/contracts/scores';

/**
 * The replay's moments with each score change as a suggested clip start (docs/decisions/0082-live-score.md): named
 * like its marker ('Goal – Hawks') but starting a little before it (`clip_start`), so the play leading to it is in
 * the clip. The change's own marker (on a library replay) gives way to it; earliest first.
 */
export function withScoreSuggestions(markers: readonly EventMarker[], changes: readonly ScoreChange[]): EventMarker[] {
  if (changes.length === 0) return [...markers];
  const isChange = (marker: EventMarker) => changes.some((change) => change.label === marker.name && Math.abs(change.offset_s - marker.seconds) < 1);
  const suggestions = changes.map((change) => ({ name: change.label, seconds: change.clip_start }));
  return [...markers.filter((marker) => !isChange(marker)), ...suggestions].sort((a, b) => a.seconds - b.seconds);
}

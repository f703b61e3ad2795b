import type { FeedWindow } from './feed-source';

/**
 * A rendition's live media playlist, whatever feed made the window. A stale window is rendered all the same:
 * what to show through a drop (the slate's segments) is the source's to add, whether it is off air the caller's to tell.
 */
export function renderLivePlaylist(window: FeedWindow): string {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${window.targetDuration}`,
    `#EXT-X-MEDIA-SEQUENCE:${window.mediaSequence}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${window.discontinuitySequence}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  window.segments.forEach((segment, index) => {
    if (segment.discontinuity) lines.push('#EXT-X-DISCONTINUITY');
    // Dated at the start and after each discontinuity, where media timestamps jump.
    if (index === 0 || segment.discontinuity) lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(segment.startMs).toISOString()}`);
    lines.push(`#EXTINF:${segment.duration.toFixed(6)},`, segment.uri);
  });
  if (window.ended) lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

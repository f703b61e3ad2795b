import type { PlaylistSegment } from './media-playlist';
import type { LiveWindow } from './live-window';

/** The live media playlist of one rendition for a window over its source's segments. */
export function renderLivePlaylist(window: LiveWindow, source: readonly PlaylistSegment[]): string {
  const target = Math.ceil(Math.max(1, ...source.map((segment) => segment.duration)));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${target}`,
    `#EXT-X-MEDIA-SEQUENCE:${window.mediaSequence}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${window.discontinuitySequence}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  window.entries.forEach((entry, index) => {
    if (entry.discontinuity) lines.push('#EXT-X-DISCONTINUITY');
    // Dated at the start and after each loop restart, where media timestamps jump.
    if (index === 0 || entry.discontinuity) lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(entry.startMs).toISOString()}`);
    lines.push(`#EXTINF:${entry.duration.toFixed(6)},`, source[entry.sourceIndex]!.uri);
  });
  if (window.ended) lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

import type { MediaRendition } from '@ott/contracts/admin-media';
import { LIBRARY_FILES } from './library-keys';

export interface MasterRendition extends MediaRendition {
  /** Mean bits per second over the whole rendition. */
  averageBandwidth: number;
  frameRate: number | null;
  /** RFC 6381 codecs, e.g. `avc1.640028,mp4a.40.2` (no audio part when the source is silent). */
  codecs: string;
}

export interface MasterCaption {
  language: string;
  label: string;
}

const quoted = (text: string): string => text.replace(/"/g, "'");

/** The group every variant names for its subtitle renditions. */
const SUBTITLES_GROUP = 'subs';
const SUBTITLES_MEDIA = /^#EXT-X-MEDIA:TYPE=SUBTITLES.*\n/gm;

/**
 * A master without its subtitle renditions or the variants' reference to them: a clip has no captions of its own,
 * and a live window of a library video has none to follow.
 */
export function masterWithoutSubtitles(master: string): string {
  return master.replace(SUBTITLES_MEDIA, '').replaceAll(`,SUBTITLES="${SUBTITLES_GROUP}"`, '');
}

/**
 * A library asset's master playlist: its renditions lowest first, and its captions as WebVTT
 * subtitle renditions (`#EXT-X-MEDIA:TYPE=SUBTITLES`) that every variant names. Written when the
 * first rendition is ready, again with the full ladder, and whenever captions change.
 */
export function libraryMasterPlaylist(renditions: readonly MasterRendition[], captions: readonly MasterCaption[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const caption of captions) {
    lines.push(
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="${SUBTITLES_GROUP}",NAME="${quoted(caption.label)}",LANGUAGE="${caption.language}",DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI="${LIBRARY_FILES.captionsPlaylist(caption.language)}"`,
    );
  }
  const subtitles = captions.length > 0 ? `,SUBTITLES="${SUBTITLES_GROUP}"` : '';
  for (const rendition of [...renditions].sort((a, b) => a.height - b.height)) {
    const rate = rendition.frameRate ? `,FRAME-RATE=${rendition.frameRate.toFixed(3)}` : '';
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${rendition.bandwidth},AVERAGE-BANDWIDTH=${rendition.averageBandwidth},RESOLUTION=${rendition.width}x${rendition.height}${rate},CODECS="${rendition.codecs}"${subtitles}`,
      LIBRARY_FILES.rendition(rendition.name),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The one-segment playlist that wraps a WebVTT file as an HLS subtitle rendition. */
export function captionsPlaylist(language: string, durationSeconds: number): string {
  const duration = Math.max(1, Math.ceil(durationSeconds));
  return ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${duration}`, '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:VOD', `#EXTINF:${duration}.000,`, `${language}.vtt`, '#EXT-X-ENDLIST', ''].join('\n');
}

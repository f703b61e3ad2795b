import type { PlaylistSegment } from '../media/live/media-playlist';

/** The clip's files in the media store: `clips/<id>/master.m3u8`, `<rendition>/index.m3u8`, `clip.mp4`, `poster.jpg`. */
export const clipKey = (clipId: number, file = ''): string => `clips/${clipId}${file ? `/${file}` : ''}`;
export const CLIP_MP4 = 'clip.mp4';
export const CLIP_POSTER = 'poster.jpg';

/** Seconds of media a playlist holds. */
export const playlistSeconds = (segments: readonly PlaylistSegment[]): number => segments.reduce((sum, segment) => sum + segment.duration, 0);

/**
 * The source segments a clip of [start, start + duration) plays: every segment that overlaps it.
 * Segments start on keyframes (the ladder aligns them), so the clip's playlist reuses them as they
 * are: nothing is re-encoded, and the clip plays at once.
 */
export function clipSegments(segments: readonly PlaylistSegment[], start: number, duration: number): PlaylistSegment[] {
  const end = start + duration;
  const chosen: PlaylistSegment[] = [];
  let at = 0;
  for (const segment of segments) {
    const next = at + segment.duration;
    if (next > start && at < end) chosen.push(segment);
    at = next;
  }
  return chosen;
}

/** What a clip really covers, in the source's seconds: from a keyframe to a segment's end. */
export interface ClipSpan {
  start: number;
  duration: number;
}

/** Half a millisecond: playlist durations are written with 6 decimals, so boundaries are compared with room for rounding. */
const EPSILON = 0.0005;

/**
 * The span a clip of [start, start + duration) is cut on: from the segment boundary (a keyframe: the ladder
 * aligns them) at or before the asked start to the one at or after the asked end, so the whole asked range
 * is in it and no more than a segment beyond it on each side. Nothing is re-encoded, and the HLS and the MP4
 * cover the same seconds, which the clip's list then shows.
 */
export function clipSpan(segments: readonly PlaylistSegment[], start: number, duration: number): ClipSpan {
  const end = start + duration;
  let from = 0;
  let to = 0;
  let at = 0;
  for (const segment of segments) {
    if (at <= start + EPSILON) from = at;
    at += segment.duration;
    to = at;
    if (at >= end - EPSILON) break;
  }
  return { start: from, duration: to - from };
}

/** A VOD media playlist over the chosen segments (a live feed's may restart its timestamps: a discontinuity). */
export function clipPlaylist(segments: ReadonlyArray<PlaylistSegment & { discontinuity?: boolean }>): string {
  const target = Math.ceil(Math.max(1, ...segments.map((segment) => segment.duration)));
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${target}`, '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:VOD', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const segment of segments) {
    if (segment.discontinuity) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${segment.duration.toFixed(6)},`, segment.uri);
  }
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

/** An HLS playlist, or a concat list (`.ffconcat`) of a live clip's segments. */
const inputOf = (input: string) => (input.endsWith('.ffconcat') ? ['-f', 'concat', '-safe', '0', '-i', input] : ['-i', input]);

/** ffmpeg's concat list of a live clip's segment files: each file's timestamps are laid after the one before. */
export const concatList = (files: readonly string[]): string => `ffconcat version 1.0\n${files.map((file) => `file '${file.replace(/'/g, "'\\''")}'`).join('\n')}\n`;

/** No seek at the very start: ffmpeg's HLS input seeking to 0 of a stream whose timestamps start later drops most of the first segment. */
const seekTo = (start: number) => (start > 0 ? ['-ss', start.toFixed(3)] : []);

/** The downloadable MP4, cut by stream copy from a keyframe (faststart, AAC out of its ADTS framing): nothing is decoded. */
export function clipMp4Args(input: string, start: number, duration: number, mp4: string): string[] {
  return [...seekTo(start), ...inputOf(input), '-t', duration.toFixed(3), '-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy', '-bsf:a', 'aac_adtstoasc', '-movflags', '+faststart', '-f', 'mp4', mp4];
}

/**
 * The poster: one frame at the start, in its own run. Beside the copy in one run, ffmpeg would
 * decode the whole clip for it; alone it decodes one frame.
 */
export function clipPosterArgs(input: string, start: number, poster: string): string[] {
  return [...seekTo(start), ...inputOf(input), '-map', '0:v:0', '-frames:v', '1', '-q:v', '4', '-f', 'image2', poster];
}

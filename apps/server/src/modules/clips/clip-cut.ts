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

/**
 * Where a clip really starts: the segment boundary (a keyframe: the ladder aligns them) nearest the
 * asked start that leaves room for the whole duration. Cutting there needs no re-encoding and keeps
 * the clip's length exact; the start moves by at most half a segment (1 s on the demo ladder).
 */
export function keyframeStart(segments: readonly PlaylistSegment[], start: number, duration: number): number {
  const total = playlistSeconds(segments);
  let best = 0;
  let at = 0;
  for (const segment of [...segments, null]) {
    if (at + duration <= total + 0.001 && Math.abs(at - start) < Math.abs(best - start)) best = at;
    if (!segment) break;
    at += segment.duration;
  }
  return best;
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

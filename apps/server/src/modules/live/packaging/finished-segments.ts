/** A segment ffmpeg has closed, as its rendition's playlist lists it. */
export interface FinishedSegment {
  /** The file name beside the playlist. */
  file: string;
  /** Seconds, from EXTINF. */
  duration: number;
  /** From EXT-X-PROGRAM-DATE-TIME, ISO 8601; null when the line is absent. */
  programDateTime: string | null;
}

/**
 * The segments a rendition's `index.m3u8` lists: ffmpeg adds a segment there only once it has
 * closed it. The playlist may be caught while ffmpeg rewrites it (truncated, then written), so a
 * last entry without its line end is left for the next read. `ended` once ffmpeg wrote ENDLIST.
 */
export function finishedSegments(playlist: string): { segments: FinishedSegment[]; ended: boolean } {
  const complete = playlist.slice(0, playlist.lastIndexOf('\n') + 1);
  const segments: FinishedSegment[] = [];
  let duration: number | null = null;
  let programDateTime: string | null = null;
  for (const raw of complete.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) programDateTime = new Date(line.slice('#EXT-X-PROGRAM-DATE-TIME:'.length)).toISOString();
    else if (line && !line.startsWith('#') && duration !== null && Number.isFinite(duration)) {
      segments.push({ file: line, duration, programDateTime });
      duration = null;
      programDateTime = null;
    }
  }
  return { segments, ended: /^#EXT-X-ENDLIST$/m.test(complete) };
}

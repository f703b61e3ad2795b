/** One segment of a VOD media playlist. */
export interface PlaylistSegment {
  duration: number;
  uri: string;
}

/** Reads the segments of a simple (non-byte-range, unencrypted) media playlist such as ffmpeg writes. */
export function parseMediaPlaylist(text: string): PlaylistSegment[] {
  const segments: PlaylistSegment[] = [];
  let duration: number | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line !== '' && !line.startsWith('#') && duration !== null) {
      segments.push({ duration, uri: line });
      duration = null;
    }
  }
  return segments;
}

import { describe, expect, it } from 'vitest';
import { finishedSegments } from './finished-segments';

// A rendition playlist as the ladder's ffmpeg writes it mid-stream.
const PLAYLIST = `#EXTM3U
#EXT-X-VERSION:6
#EXT-X-TARGETDURATION:2
#EXT-X-MEDIA-SEQUENCE:0
#EXT-X-INDEPENDENT-SEGMENTS
#EXTINF:2.000000,
#EXT-X-PROGRAM-DATE-TIME:2026-11-29T09:16:09.000+0000
r1_000000.ts
#EXTINF:1.980000,
#EXT-X-PROGRAM-DATE-TIME:2026-11-29T09:16:11.000+0000
r1_000001.ts
`;

describe('the segments ffmpeg has finished', () => {
  it('lists each with its length and program date-time', () => {
    expect(finishedSegments(PLAYLIST)).toEqual({
      segments: [
        { file: 'r1_000000.ts', duration: 2, programDateTime: '2026-11-29T09:16:09.000Z' },
        { file: 'r1_000001.ts', duration: 1.98, programDateTime: '2026-11-29T09:16:11.000Z' },
      ],
      ended: false,
    });
  });

  it('leaves out an entry caught half-written, and knows when the stream has ended', () => {
    expect(finishedSegments(PLAYLIST.slice(0, -4)).segments.map((segment) => segment.file)).toEqual(['r1_000000.ts']);
    expect(finishedSegments('')).toEqual({ segments: [], ended: false });
    expect(finishedSegments(`${PLAYLIST}#EXT-X-ENDLIST\n`).ended).toBe(true);
    expect(finishedSegments('#EXTM3U\n#EXTINF:2.0,\nx_000000.ts\n').segments).toEqual([{ file: 'x_000000.ts', duration: 2, programDateTime: null }]);
  });
});

import { describe, expect, it } from 'vitest';
import { clipMp4Args, clipPlaylist, clipPosterArgs, clipSegments, clipSpan } from './clip-cut';

const source = Array.from({ length: 15 }, (_, index) => ({ duration: 2, uri: `seg_${index}.ts` }));

describe('cutting a clip from a ladder', () => {
  it('takes every segment that overlaps the clip, and no other', () => {
    expect(clipSegments(source, 5, 10).map((segment) => segment.uri)).toEqual(['seg_2.ts', 'seg_3.ts', 'seg_4.ts', 'seg_5.ts', 'seg_6.ts', 'seg_7.ts']);
    expect(clipSegments(source, 4, 2).map((segment) => segment.uri)).toEqual(['seg_2.ts']);
    expect(clipSegments(source, 0, 1)).toHaveLength(1);
    expect(clipSegments(source, 29, 1).map((segment) => segment.uri)).toEqual(['seg_14.ts']);
  });

  it('covers the whole asked range: from the keyframe at or before its start to the boundary at or after its end', () => {
    // Asked 5 to 20: 4 to 20 (the review's case, which used to end at 19).
    expect(clipSpan(source, 5, 15)).toEqual({ start: 4, duration: 16 });
    // Asked 5 to 15: 4 to 16, never shorter than asked.
    expect(clipSpan(source, 5, 10)).toEqual({ start: 4, duration: 12 });
    expect(clipSpan(source, 5.2, 10)).toEqual({ start: 4, duration: 12 });
    expect(clipSpan(source, 0, 10)).toEqual({ start: 0, duration: 10 });
    expect(clipSpan(source, 21, 9)).toEqual({ start: 20, duration: 10 });
    expect(clipSpan(source, 25.5, 4.5)).toEqual({ start: 24, duration: 6 });
    // A boundary written with six decimals still counts as the boundary.
    const rounded = source.map((segment) => ({ ...segment, duration: 2.000001 }));
    expect(clipSpan(rounded, 4, 2).duration).toBeCloseTo(2, 3);
  });

  it('writes a VOD playlist that ends', () => {
    const text = clipPlaylist(clipSegments(source, 5, 10));
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(text.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(text.match(/#EXTINF:2\.000000,/g)).toHaveLength(6);
  });

  it('cuts the MP4 by stream copy and never re-encodes it', () => {
    const args = clipMp4Args('/in/index.m3u8', 5, 10, '/out/clip.mp4');
    expect(args.join(' ')).toBe('-ss 5.000 -i /in/index.m3u8 -t 10.000 -map 0:v:0 -map 0:a:0? -c copy -bsf:a aac_adtstoasc -movflags +faststart -f mp4 /out/clip.mp4');
    expect(clipPosterArgs('/in/index.m3u8', 5, '/out/poster.jpg').join(' ')).toContain('-frames:v 1');
  });

  it('does not seek for a clip from the very start (an HLS seek to 0 loses most of the first segment)', () => {
    expect(clipMp4Args('/in/index.m3u8', 0, 2, '/out/clip.mp4').slice(0, 2)).toEqual(['-i', '/in/index.m3u8']);
    expect(clipPosterArgs('/in/index.m3u8', 0, '/out/poster.jpg')).not.toContain('-ss');
  });
});

import { describe, expect, it } from 'vitest';
import { clipMp4Args, clipPlaylist, clipPosterArgs, clipSegments, keyframeStart } from './clip-cut';

const source = Array.from({ length: 15 }, (_, index) => ({ duration: 2, uri: `seg_${index}.ts` }));

describe('cutting a clip from a ladder', () => {
  it('takes every segment that overlaps the clip, and no other', () => {
    expect(clipSegments(source, 5, 10).map((segment) => segment.uri)).toEqual(['seg_2.ts', 'seg_3.ts', 'seg_4.ts', 'seg_5.ts', 'seg_6.ts', 'seg_7.ts']);
    expect(clipSegments(source, 4, 2).map((segment) => segment.uri)).toEqual(['seg_2.ts']);
    expect(clipSegments(source, 0, 1)).toHaveLength(1);
    expect(clipSegments(source, 29, 1).map((segment) => segment.uri)).toEqual(['seg_14.ts']);
  });

  it('starts on the keyframe nearest the asked start that leaves room for the whole clip', () => {
    expect(keyframeStart(source, 5, 10)).toBe(4);
    expect(keyframeStart(source, 5.2, 10)).toBe(6);
    expect(keyframeStart(source, 0, 10)).toBe(0);
    expect(keyframeStart(source, 21, 9)).toBe(20);
    // 25 + 5 would pass the end (30): the nearest boundary that fits.
    expect(keyframeStart(source, 25.5, 5)).toBe(24);
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

import { describe, expect, it } from 'vitest';
import type { FeedWindow } from './feed-source';
import { renderLivePlaylist } from './live-playlist';

const START = Date.parse('2025-11-22T12:00:00Z');
const at = (seconds: number) => START + seconds * 1000;

/** A 6-second window of 2-second segments: a loop restart (or an encoder's) after the second. */
const window: FeedWindow = {
  mediaSequence: 4,
  discontinuitySequence: 1,
  targetDuration: 2,
  segments: [
    { uri: 'a_1.ts', duration: 2, discontinuity: false, startMs: at(8) },
    { uri: 'a_2.ts', duration: 2, discontinuity: false, startMs: at(10) },
    { uri: 'a_0.ts', duration: 2, discontinuity: true, startMs: at(12) },
  ],
  ended: false,
  stale: false,
};

const LIVE = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  '#EXT-X-TARGETDURATION:2',
  '#EXT-X-MEDIA-SEQUENCE:4',
  '#EXT-X-DISCONTINUITY-SEQUENCE:1',
  '#EXT-X-INDEPENDENT-SEGMENTS',
  '#EXT-X-PROGRAM-DATE-TIME:2025-11-22T12:00:08.000Z',
  '#EXTINF:2.000000,',
  'a_1.ts',
  '#EXTINF:2.000000,',
  'a_2.ts',
  '#EXT-X-DISCONTINUITY',
  '#EXT-X-PROGRAM-DATE-TIME:2025-11-22T12:00:12.000Z',
  '#EXTINF:2.000000,',
  'a_0.ts',
  '',
].join('\n');

describe('live playlist', () => {
  it('has sliding sequence numbers, dates at the start and after each discontinuity, and no ENDLIST while live', () => {
    expect(renderLivePlaylist(window)).toBe(LIVE);
  });

  it('ends with ENDLIST once the feed has stopped', () => {
    expect(renderLivePlaylist({ ...window, ended: true })).toBe(`${LIVE}#EXT-X-ENDLIST\n`);
  });

  it('renders a stale window as it is: what fills a drop is the source\'s to add', () => {
    expect(renderLivePlaylist({ ...window, stale: true })).toBe(LIVE);
  });

  it('takes the target duration from the window and writes each segment\'s own length', () => {
    const text = renderLivePlaylist({ ...window, targetDuration: 3, segments: [{ uri: 'b_7.ts', duration: 2.5, discontinuity: false, startMs: at(0.5) }] });
    expect(text).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-TARGETDURATION:3',
        '#EXT-X-MEDIA-SEQUENCE:4',
        '#EXT-X-DISCONTINUITY-SEQUENCE:1',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-PROGRAM-DATE-TIME:2025-11-22T12:00:00.500Z',
        '#EXTINF:2.500000,',
        'b_7.ts',
        '',
      ].join('\n'),
    );
  });
});

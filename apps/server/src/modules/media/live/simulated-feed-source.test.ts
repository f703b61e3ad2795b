import { describe, expect, it } from 'vitest';
import type { VideoCatalog, VideoInfo } from '../video-catalog';
import type { FeedState } from './feed-state';
import { createSimulatedFeedSource } from './simulated-feed-source';

const rendition = (count: number) => ['#EXTM3U', ...Array.from({ length: count }, (_, index) => [`#EXTINF:2.000000,`, `s_${index}.ts`]).flat(), '#EXT-X-ENDLIST'].join('\n');
const playlist = rendition(3);
const store = { readText: async () => playlist };

const START = Date.parse('2025-11-22T12:00:00Z');
const at = (seconds: number) => START + seconds * 1000;

/** A store holding these files only, counting the reads. */
function storeOf(files: Record<string, string>) {
  const reads: string[] = [];
  return {
    reads,
    readText: async (key: string) => {
      reads.push(key);
      return files[key] ?? null;
    },
  };
}

/** One video, `video`, whose files are under `root/`. */
function catalogOf(video: string, root: string, version = '1'): VideoCatalog {
  const info: VideoInfo = {
    channelId: 1,
    state: 'ready',
    duration: 10,
    markers: [],
    playable: true,
    renditions: [{ name: '720p', width: 1280, height: 720 }],
    captions: [],
    version,
    key: (file = '') => `${root}${file ? `/${file}` : ''}`,
  };
  return { info: (name) => (name === video ? info : null) };
}

describe('the simulated feed as a feed source', () => {
  it('maps feed seconds onto the looped video, marking each restart', async () => {
    const source = createSimulatedFeedSource({ feeds: { stateOf: async () => ({ startedAtMs: 0, endedAtMs: null }) }, store, now: () => 20_000 });
    const segments = await source.segments(1, 'arena', '720p', 3, 9);
    expect(segments.map((segment) => [segment.uri, segment.start, segment.discontinuity])).toEqual([
      ['s_1.ts', 2, false],
      ['s_2.ts', 4, false],
      ['s_0.ts', 6, true],
      ['s_1.ts', 8, false],
    ]);
  });

  it('says how far the feed has recorded and what its DVR window keeps', async () => {
    const source = createSimulatedFeedSource({ feeds: { stateOf: async () => ({ startedAtMs: 0, endedAtMs: null }) }, store, windowSeconds: 10, now: () => 25_000 });
    expect(await source.position(1)).toEqual({ startedAtMs: 0, recorded: 25, windowStart: 15, ended: false });
    const ended = createSimulatedFeedSource({ feeds: { stateOf: async () => ({ startedAtMs: 0, endedAtMs: 12_000 }) }, store, now: () => 25_000 });
    expect(await ended.position(1)).toMatchObject({ recorded: 12, ended: true });
    const waiting = createSimulatedFeedSource({ feeds: { stateOf: async () => null }, store });
    expect(await waiting.position(1)).toBeNull();
  });
});

describe('the simulated feed\'s live window', () => {
  const files = { 'lib/720p/index.m3u8': rendition(5) };
  const windowAt = (seconds: number, state: FeedState | null = { startedAtMs: START, endedAtMs: null }, windowSeconds = 8) =>
    createSimulatedFeedSource({ feeds: { stateOf: async () => state }, store: storeOf(files), videos: catalogOf('lib-1', 'lib'), windowSeconds, now: () => at(seconds) });

  it('loops the video by the clock: sequences, restarts as discontinuities, wall-clock starts, the longest segment as target', async () => {
    // 10 s per loop; at 23 s segments 0..10 are complete (k = 10 is source 0 of the third loop).
    expect(await windowAt(23).window(7, 'lib-1', '720p')).toEqual({
      mediaSequence: 7,
      discontinuitySequence: 1,
      targetDuration: 2,
      segments: [
        { uri: 's_2.ts', duration: 2, discontinuity: false, startMs: at(14) },
        { uri: 's_3.ts', duration: 2, discontinuity: false, startMs: at(16) },
        { uri: 's_4.ts', duration: 2, discontinuity: false, startMs: at(18) },
        { uri: 's_0.ts', duration: 2, discontinuity: true, startMs: at(20) },
      ],
      ended: false,
      stale: false,
    });
  });

  it('closes the window where the feed was stopped', async () => {
    const window = await windowAt(100, { startedAtMs: START, endedAtMs: at(9) }, 6).window(7, 'lib-1', '720p');
    expect(window?.ended).toBe(true);
    expect(window?.segments.map((segment) => segment.uri)).toEqual(['s_1.ts', 's_2.ts', 's_3.ts']);
  });

  it('has no window before the feed starts, nor for a rendition or video it does not know', async () => {
    expect(await windowAt(23, null).window(7, 'lib-1', '720p')).toBeNull();
    expect(await windowAt(23).window(7, 'lib-1', '1080p')).toBeNull();
    expect(await windowAt(23).window(7, 'lib-2', '720p')).toBeNull();
  });

  it('reads a rendition\'s playlist once for every viewer, and again when the video changes', async () => {
    const files720 = storeOf(files);
    let version = '1';
    const videos: VideoCatalog = { info: (name) => catalogOf('lib-1', 'lib', version).info(name) };
    const source = createSimulatedFeedSource({ feeds: { stateOf: async () => ({ startedAtMs: START, endedAtMs: null }) }, store: files720, videos, now: () => at(23) });
    await source.window(7, 'lib-1', '720p');
    await source.window(7, 'lib-1', '720p');
    await source.segments(7, 'lib-1', '720p', 0, 4);
    expect(files720.reads).toEqual(['lib/720p/index.m3u8']);
    version = '2';
    await source.window(7, 'lib-1', '720p');
    expect(files720.reads).toEqual(['lib/720p/index.m3u8', 'lib/720p/index.m3u8']);
  });
});

describe('the simulated feed\'s master', () => {
  it('is the video\'s master; a library video\'s without its subtitle renditions, which a live window has no captions for', async () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI="captions/en.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=800000,AVERAGE-BANDWIDTH=700000,RESOLUTION=1280x720,CODECS="avc1.64001f,mp4a.40.2",SUBTITLES="subs"',
      '720p/index.m3u8',
      '',
    ].join('\n');
    const source = createSimulatedFeedSource({ feeds: { stateOf: async () => null }, store: storeOf({ 'lib/master.m3u8': master }), videos: catalogOf('lib-1', 'lib') });
    // Served before the feed starts, as the player asks for it first.
    expect(await source.master(7, 'lib-1')).toBe(
      ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS', '#EXT-X-STREAM-INF:BANDWIDTH=800000,AVERAGE-BANDWIDTH=700000,RESOLUTION=1280x720,CODECS="avc1.64001f,mp4a.40.2"', '720p/index.m3u8', ''].join('\n'),
    );
    expect(await source.master(7, 'lib-2')).toBeNull();
  });
});

import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locateFfmpeg } from '../../lib/ffmpeg/locate';
import { locateFfprobe } from '../../lib/ffmpeg/probe';
import { createLocalMediaStore } from '../../lib/media-store/local-media-store';
import type { FeedSegment, FeedSource } from '../media/live/feed-source';
import { parseMediaPlaylist } from '../media/live/media-playlist';
import type { VideoCatalog } from '../media/video-catalog';
import { CLIP_MP4, type ClipSpan, clipKey } from './clip-cut';
import { createClipRenderer } from './clip-render';
import type { ClipRow } from './clips.repository';

/** The test source: 10 frames a second, a keyframe (and a segment) every 2 s, each frame's luma its own number. */
const FPS = 10;
const SEGMENT = 2;
const SECONDS = 30;
const ASSET = 'timecode';

interface Frame {
  /** Presentation time in the file read back. */
  pts: number;
  /** Seconds into the source the frame shows, read from its burned-in number. */
  source: number;
}

/**
 * The frames of an MP4 as ffprobe reads them back: their pts, and the source second each shows (its luma is
 * its frame number: a lossless encode keeps it exact).
 */
function framesOf(mp4: string): Frame[] {
  const csv = execFileSync(locateFfprobe(null), ['-v', 'error', '-f', 'lavfi', '-i', `movie=${mp4},signalstats`, '-show_entries', 'frame=pts_time:frame_tags=lavfi.signalstats.YAVG', '-of', 'csv=p=0'], {
    encoding: 'utf8',
  });
  return csv
    .trim()
    .split('\n')
    .map((line) => line.split(','))
    .map(([pts, luma]) => ({ pts: Number(pts), source: Math.round(Number(luma)) / FPS }));
}

describe('a clip covers the whole asked range, read back frame by frame', () => {
  const root = mkdtempSync(join(tmpdir(), 'clip-render-'));
  const ladder = join(root, 'src', ASSET);
  const ffmpeg = locateFfmpeg(null).path;
  const videos: VideoCatalog = {
    info: (asset) =>
      asset === ASSET
        ? { channelId: null, state: 'ready', duration: SECONDS, markers: [], playable: true, renditions: [{ name: '360p', width: 64, height: 36 }], captions: [], version: '1', key: (file = '') => `src/${ASSET}${file ? `/${file}` : ''}` }
        : null,
  };
  let sourceSegments: FeedSegment[] = [];
  /** The source played as a live feed from its first second, all of it recorded. */
  const feedSource: FeedSource = {
    position: async () => ({ startedAtMs: 0, recorded: SECONDS, windowStart: 0, ended: false }),
    segments: async (_event, _asset, _rendition, from, to) => sourceSegments.filter((segment) => segment.start + segment.duration > from && segment.start < to),
    master: async () => '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=100000,RESOLUTION=64x36\n360p/index.m3u8\n',
    window: async () => null,
  };

  beforeAll(() => {
    mkdirSync(join(ladder, '360p'), { recursive: true });
    execFileSync(ffmpeg, [
      ...['-v', 'error', '-f', 'lavfi', '-i', `color=c=black:s=64x36:r=${FPS}:d=${SECONDS},geq=lum='N':cb=128:cr=128`, '-f', 'lavfi', '-i', `sine=d=${SECONDS}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-pix_fmt', 'yuv420p', '-g', String(FPS * SEGMENT), '-keyint_min', String(FPS * SEGMENT), '-sc_threshold', '0', '-c:a', 'aac'],
      ...['-f', 'hls', '-hls_time', String(SEGMENT), '-hls_playlist_type', 'vod', '-hls_segment_filename', join(ladder, '360p', 'tc_%05d.ts'), join(ladder, '360p', 'index.m3u8')],
    ]);
    writeFileSync(join(ladder, 'master.m3u8'), '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=100000,RESOLUTION=64x36\n360p/index.m3u8\n');
    let at = 0;
    sourceSegments = parseMediaPlaylist(readFileSync(join(ladder, '360p', 'index.m3u8'), 'utf8')).map((segment) => {
      const start = at;
      at += segment.duration;
      return { ...segment, start, discontinuity: false };
    });
  }, 60_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  async function cut(source: 'vod' | 'live', id: number, start: number, duration: number): Promise<ClipSpan> {
    const row = { id, event_id: 1, asset: ASSET, source, start_time: start, duration, status: 'queued' } as ClipRow;
    let finished: ClipSpan | null = null;
    const readied: number[] = [];
    const renderer = createClipRenderer({
      store: createLocalMediaStore(root),
      videos,
      feedSource,
      repository: {
        findById: async () => row,
        // Turning ready without a span of its own leaves the asked one in the list.
        move: async (_id, _from, to) => {
          if (to === 'ready') finished = { start: row.start_time, duration: row.duration };
          return true;
        },
        finish: async (_id, span) => {
          finished = span;
          return true;
        },
      },
      ffmpeg: () => locateFfmpeg(null),
      enqueueLater: async () => {
        throw new Error('every second of the source is recorded');
      },
      onReady: (clipId) => void readied.push(clipId),
    });
    await renderer.render(id);
    if (!finished) throw new Error('the clip did not turn ready');
    // Told once, when it turned ready (notifications).
    expect(readied).toEqual([id]);
    return finished;
  }

  /** The clip's HLS as one file: its playlist, beside the source segments it lists, remuxed as they are. */
  function hlsAsMp4(id: number): string {
    const playlist = join(ladder, '360p', `clip-${id}.m3u8`);
    copyFileSync(join(root, clipKey(id, '360p/index.m3u8')), playlist);
    const out = join(root, `clip-${id}-hls.mp4`);
    execFileSync(ffmpeg, ['-v', 'error', '-i', playlist, '-map', '0:v:0', '-c', 'copy', '-f', 'mp4', out]);
    return out;
  }

  /** From the first frame's second to the last frame's end, with no frame missing between them. */
  function coverage(frames: Frame[]): { from: number; to: number } {
    const first = frames[0]!;
    const last = frames.at(-1)!;
    expect(Math.round((last.source - first.source) * FPS) + 1).toBe(frames.length);
    expect(last.pts - first.pts).toBeCloseTo(last.source - first.source, 2);
    return { from: first.source, to: last.source + 1 / FPS };
  }

  it.each([
    ['a replay', 'vod' as const, 1],
    ['a live feed', 'live' as const, 2],
  ])('asked 00:00:05 to 00:00:20 of %s: cut 4 to 20 s, the MP4 and the HLS alike, and the list says so', async (_name, source, id) => {
    const span = await cut(source, id, 5, 15);
    for (const file of [join(root, clipKey(id, CLIP_MP4)), hlsAsMp4(id)]) {
      const { from, to } = coverage(framesOf(file));
      expect(from, file).toBeCloseTo(4, 5);
      expect(to, file).toBeCloseTo(20, 5);
    }
    expect(span).toEqual({ start: 4, duration: 16 });
  }, 60_000);

  it('asked 10 s between keyframes: starts at the keyframe before, ends at the boundary after, no more than a segment beyond', async () => {
    const asked = { start: 5.3, end: 15.3 };
    const span = await cut('vod', 3, asked.start, asked.end - asked.start);
    for (const file of [join(root, clipKey(3, CLIP_MP4)), hlsAsMp4(3)]) {
      const { from, to } = coverage(framesOf(file));
      expect(from).toBeLessThanOrEqual(asked.start);
      expect(from).toBeGreaterThan(asked.start - SEGMENT);
      expect(to).toBeGreaterThanOrEqual(asked.end);
      expect(to).toBeLessThan(asked.end + SEGMENT);
      expect(to - from).toBeCloseTo(span.duration, 5);
    }
    expect(span).toEqual({ start: 4, duration: 12 });
  }, 60_000);
});

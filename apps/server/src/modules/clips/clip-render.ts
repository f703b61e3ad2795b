import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import type { FfmpegBinary } from '../../lib/ffmpeg/locate';
import { type FfmpegJob, runFfmpeg } from '../../lib/ffmpeg/run';
import type { MediaStore } from '../../lib/media-store/media-store';
import type { JobQueue } from '../../lib/queue';
import { enqueueJob, handleJob, jobType } from '../../lib/queue/job-type';
import { SEGMENT_SECONDS } from '../media/demo/ladder';
import { masterWithoutSubtitles } from '../media-library/library-master';
import type { FeedSource } from '../media/live/feed-source';
import { type PlaylistSegment, parseMediaPlaylist } from '../media/live/media-playlist';
import type { CatalogRendition, VideoCatalog, VideoInfo } from '../media/video-catalog';
import { demoVideos, topRendition } from '../media/videos';
import { CLIP_MP4, CLIP_POSTER, clipKey, clipMp4Args, clipPlaylist, clipPosterArgs, clipSegments, clipSpan, concatList, type ClipSpan } from './clip-cut';
import type { ClipsRepository } from './clips.repository';

/** Retried once after a failure (spec §4's failed comes after that). */
export const CLIP_RENDER_JOB = jobType('clips.render', z.object({ clipId: z.number().int().positive() }), { attempts: 2, timeoutMs: 2 * 60_000, backoffMs: 2_000, concurrency: 2 });

export interface ClipRendererDeps {
  store: MediaStore;
  /** Where each video's ladder is, and its renditions; the demo videos when left out. */
  videos?: VideoCatalog;
  feedSource: FeedSource;
  repository: Pick<ClipsRepository, 'findById' | 'move' | 'finish'>;
  ffmpeg: () => FfmpegBinary;
  /** Asks for the render again once a live clip's end has been recorded. */
  enqueueLater: (clipId: number, at: Date) => Promise<void>;
  run?: (binary: string, job: FfmpegJob) => Promise<void>;
  now?: () => Date;
  /** Told once a clip turned ready. */
  onReady?: (clipId: number) => void;
}

type ClipRow = NonNullable<Awaited<ReturnType<ClipsRepository['findById']>>>;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);
/** A live clip is cut a little after its last second has been recorded. */
const LIVE_SETTLE_MS = 1_000;
/** How far around a live clip's start a keyframe is looked for. */
const SEGMENT_SLACK = SEGMENT_SECONDS;

/** The clip's source: where its files are, its renditions (lowest first) and the top one the MP4 is cut from. */
interface ClipSource {
  info: VideoInfo;
  renditions: readonly CatalogRendition[];
  top: CatalogRendition;
}

/**
 * Renders a clip: its HLS playlists list the source's own segments (nothing re-encoded, playable at
 * once), and two short ffmpeg runs cut the MP4 by stream copy and grab a poster. Everything is
 * published under `clips/<id>/` together, then the clip turns ready. A live clip whose end is still
 * ahead stays processing and is rendered again once that end has been recorded.
 */
export function createClipRenderer({ store, videos = demoVideos({ isReady: () => true }), feedSource, repository, ffmpeg, enqueueLater, run = runFfmpeg, now = () => new Date(), onReady }: ClipRendererDeps) {
  function sourceOf(asset: string): ClipSource {
    const info = videos.info(asset);
    const top = info ? topRendition(info) : null;
    if (!info || !top) throw new Error(`the source video ${asset} is missing`);
    return { info, renditions: info.renditions, top };
  }

  async function cutFiles(input: string, start: number, duration: number, dir: string, signal?: AbortSignal): Promise<void> {
    const binary = ffmpeg().path;
    await Promise.all([
      run(binary, { args: clipMp4Args(input, start, duration, join(dir, CLIP_MP4)), timeoutMs: 60_000, signal }),
      run(binary, { args: clipPosterArgs(input, start, join(dir, CLIP_POSTER)), timeoutMs: 60_000, signal }),
    ]);
  }

  /**
   * Cuts the MP4 and poster from a concat list of the top rendition's segments (a restarted live's timestamps follow
   * on), copied out of the store when it is not local disk: only the segments the clip needs.
   */
  async function cutSegments(prefix: string, segments: readonly { uri: string }[], offset: number, duration: number, dir: string, signal?: AbortSignal): Promise<void> {
    const names = new Set(segments.map((segment) => segment.uri));
    const list = join(await mkdtemp(join(tmpdir(), 'clip-')), 'segments.ffconcat');
    try {
      await store.withLocalCopy(prefix, async (rendition) => {
        await writeFile(list, concatList(segments.map((segment) => join(rendition, segment.uri))));
        await cutFiles(list, offset, duration, dir, signal);
      }, (name) => names.has(name));
    } finally {
      await rm(dirname(list), { recursive: true, force: true });
    }
  }

  /** A live's master comes from its feed (an encoder's ladder has no master file until the replay); a replay's from its files. */
  async function writeMaster(clip: ClipRow, { info }: ClipSource, dir: string): Promise<void> {
    const master = clip.source === 'live' ? await feedSource.master(clip.event_id, clip.asset) : await store.readText(info.key('master.m3u8'));
    if (master === null) throw new Error(`the source video ${clip.asset} is missing`);
    await writeFile(join(dir, 'master.m3u8'), masterWithoutSubtitles(master));
  }

  /** A replay: the segments from the keyframe at or before the asked start to the boundary at or after its end; the MP4 cut from the ladder's own playlist. */
  async function renderReplay(clip: ClipRow, { info, renditions, top }: ClipSource, dir: string, signal?: AbortSignal): Promise<ClipSpan> {
    let span: ClipSpan = { start: clip.start_time, duration: clip.duration };
    let chosen: PlaylistSegment[] = [];
    // Renditions share their segment boundaries; the top one, read last, decides the MP4's span.
    for (const rendition of renditions) {
      const source = await store.readText(info.key(`${rendition.name}/index.m3u8`));
      if (source === null) throw new Error(`the source video ${clip.asset} has no ${rendition.name} rendition`);
      const segments = parseMediaPlaylist(source);
      span = clipSpan(segments, clip.start_time, clip.duration);
      chosen = clipSegments(segments, span.start, span.duration);
      await mkdir(join(dir, rendition.name));
      await writeFile(join(dir, rendition.name, 'index.m3u8'), clipPlaylist(chosen));
    }
    // The span starts on the first chosen segment's first frame.
    await cutSegments(info.key(top.name), chosen, 0, span.duration, dir, signal);
    return span;
  }

  /**
   * A live clip's span on the feed's clock: from the start of the segment holding the asked start to the
   * end of the one holding the asked end.
   */
  async function liveSpan(clip: ClipRow, { top }: ClipSource): Promise<ClipSpan> {
    const end = clip.start_time + clip.duration;
    const around = await feedSource.segments(clip.event_id, clip.asset, top.name, Math.max(0, clip.start_time - SEGMENT_SLACK), end);
    const first = around.filter((segment) => segment.start <= clip.start_time + 0.0005).at(-1) ?? around[0];
    const last = around.at(-1);
    if (!first || !last) throw new Error('the live feed has no segments there');
    return { start: first.start, duration: last.start + last.duration - first.start };
  }

  /**
   * A live feed's seconds: the feed's segments over the span (a looped or restarted source marks a
   * discontinuity); the MP4 from a concat list of the segment files, so restarted timestamps follow on.
   */
  async function renderLive(clip: ClipRow, span: ClipSpan, { info, renditions, top }: ClipSource, dir: string, signal?: AbortSignal): Promise<ClipSpan> {
    const end = span.start + span.duration;
    for (const rendition of renditions) {
      const segments = await feedSource.segments(clip.event_id, clip.asset, rendition.name, span.start, end);
      await mkdir(join(dir, rendition.name));
      await writeFile(join(dir, rendition.name, 'index.m3u8'), clipPlaylist(segments));
    }
    const segments = await feedSource.segments(clip.event_id, clip.asset, top.name, span.start, end);
    await cutSegments(info.key(top.name), segments, span.start - (segments[0]?.start ?? span.start), span.duration, dir, signal);
    return span;
  }

  /** Whether a live clip's span is recorded to its last segment's end; if not, the render is asked for again when it will be. */
  async function liveEndRecorded(clip: ClipRow, span: ClipSpan | null): Promise<boolean> {
    const position = await feedSource.position(clip.event_id);
    if (!position) throw new Error('the live feed is not on air');
    const end = span ? span.start + span.duration : clip.start_time + clip.duration;
    if (position.ended || end <= position.recorded) return true;
    await enqueueLater(clip.id, new Date(position.startedAtMs + end * 1000 + LIVE_SETTLE_MS));
    return false;
  }

  async function render(clipId: number, signal?: AbortSignal): Promise<void> {
    const clip = await repository.findById(clipId);
    if (!clip || clip.status === 'ready') return;
    await repository.move(clipId, ['queued', 'failed'], 'processing', now().toISOString());
    const source = sourceOf(clip.asset);
    // The asked end must be recorded before the segments holding it are known, then the last one's end.
    if (clip.source === 'live' && !(await liveEndRecorded(clip, null))) return;
    const live = clip.source === 'live' ? await liveSpan(clip, source) : null;
    if (live && !(await liveEndRecorded(clip, live))) return;
    let span: ClipSpan | null = null;
    await store.publishDirectory(clipKey(clipId), async (dir) => {
      await writeMaster(clip, source, dir);
      span = await (live ? renderLive(clip, live, source, dir, signal) : renderReplay(clip, source, dir, signal));
    });
    // The list shows the span actually cut. A clip deleted while it rendered stays deleted: its files go with it.
    if (!(await repository.finish(clipId, span!, now().toISOString()))) await store.remove(clipKey(clipId));
    else onReady?.(clipId);
  }

  return {
    render,
    define(queue: JobQueue): void {
      handleJob(queue, CLIP_RENDER_JOB, async ({ clipId }, { attempt, attempts, signal }) => {
        try {
          await render(clipId, signal);
        } catch (error) {
          // The last attempt records why; an earlier one leaves it processing for the retry.
          if (attempt >= attempts) await repository.move(clipId, ['queued', 'processing'], 'failed', now().toISOString(), reasonOf(error));
          throw error;
        }
      });
    },
    request: (queue: JobQueue, clipId: number, at?: Date) =>
      enqueueJob(queue, CLIP_RENDER_JOB, { clipId }, at ? { jobId: `clip-${clipId}-at-${at.getTime()}`, runAt: at } : { jobId: `clip-${clipId}` }),
  };
}
export type ClipRenderer = ReturnType<typeof createClipRenderer>;

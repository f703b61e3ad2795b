import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { FfmpegBinary } from '../../lib/ffmpeg/locate';
import { type FfmpegJob, runFfmpeg } from '../../lib/ffmpeg/run';
import type { MediaStore } from '../../lib/media-store/media-store';
import type { JobQueue } from '../../lib/queue';
import { enqueueJob, handleJob, jobType } from '../../lib/queue/job-type';
import { demoKey } from '../media/demo/demo-assets';
import { LADDER } from '../media/demo/ladder';
import { parseMediaPlaylist } from '../media/live/media-playlist';
import { CLIP_MP4, CLIP_POSTER, clipKey, clipMp4Args, clipPlaylist, clipPosterArgs, clipSegments, keyframeStart } from './clip-cut';
import type { ClipsRepository } from './clips.repository';

/** Retried once after a failure (spec §4's failed comes after that). */
export const CLIP_RENDER_JOB = jobType('clips.render', z.object({ clipId: z.number().int().positive() }), { attempts: 2, timeoutMs: 2 * 60_000, backoffMs: 2_000, concurrency: 2 });

export interface ClipRendererDeps {
  store: MediaStore;
  repository: Pick<ClipsRepository, 'findById' | 'move'>;
  ffmpeg: () => FfmpegBinary;
  run?: (binary: string, job: FfmpegJob) => Promise<void>;
  now?: () => Date;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Renders a clip: its HLS playlists list the source's own segments (nothing re-encoded, playable at
 * once), and two short ffmpeg runs cut the MP4 by stream copy and grab a poster. Everything
 * is published under `clips/<id>/` together, then the clip turns ready.
 */
export function createClipRenderer({ store, repository, ffmpeg, run = runFfmpeg, now = () => new Date() }: ClipRendererDeps) {
  async function render(clipId: number, signal?: AbortSignal): Promise<void> {
    const clip = await repository.findById(clipId);
    if (!clip || clip.status === 'ready') return;
    await repository.move(clipId, ['queued', 'failed'], 'processing', now().toISOString());
    await store.publishDirectory(clipKey(clipId), async (dir) => {
      const master = await store.readText(demoKey(clip.asset, 'master.m3u8'));
      if (master === null) throw new Error(`the source video ${clip.asset} is missing`);
      await writeFile(join(dir, 'master.m3u8'), master);
      let start = clip.start_time;
      // Renditions share their segment boundaries; the top one, read last, decides the MP4's start.
      for (const rendition of LADDER) {
        const source = await store.readText(demoKey(clip.asset, `${rendition.name}/index.m3u8`));
        if (source === null) throw new Error(`the source video ${clip.asset} has no ${rendition.name} rendition`);
        const segments = parseMediaPlaylist(source);
        start = keyframeStart(segments, clip.start_time, clip.duration);
        await mkdir(join(dir, rendition.name));
        await writeFile(join(dir, rendition.name, 'index.m3u8'), clipPlaylist(clipSegments(segments, start, clip.duration)));
      }
      const top = LADDER[LADDER.length - 1]!;
      await store.withLocalDirectory(demoKey(clip.asset), async (ladder) => {
        const playlist = join(ladder, top.name, 'index.m3u8');
        const binary = ffmpeg().path;
        await Promise.all([
          run(binary, { args: clipMp4Args(playlist, start, clip.duration, join(dir, CLIP_MP4)), timeoutMs: 60_000, signal }),
          run(binary, { args: clipPosterArgs(playlist, start, join(dir, CLIP_POSTER)), timeoutMs: 60_000, signal }),
        ]);
      });
    });
    // A clip deleted while it rendered stays deleted: its files go with the next removal.
    if (!(await repository.move(clipId, ['processing'], 'ready', now().toISOString()))) await store.remove(clipKey(clipId));
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
    request: (queue: JobQueue, clipId: number) => enqueueJob(queue, CLIP_RENDER_JOB, { clipId }, { jobId: `clip-${clipId}` }),
  };
}
export type ClipRenderer = ReturnType<typeof createClipRenderer>;

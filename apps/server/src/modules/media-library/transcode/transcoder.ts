import type { JobQueue } from '../../../lib/queue';
import { enqueueJob, handleJob } from '../../../lib/queue/job-type';
import { locateFfprobe } from '../../../lib/ffmpeg/probe';
import { runFfmpeg } from '../../../lib/ffmpeg/run';
import type { MediaLibraryDeps } from '../media-library-deps';
import { DEFAULT_ENCODE_SETTINGS, type EncodeSettings } from './encode-stage';
import { MEDIA_TRANSCODE_JOB } from './transcode-job';
import { createTranscodePipeline } from './transcode-pipeline';
import { createTranscodeRepository } from './transcode.repository';

/** Aborted when the process exits, so no ffmpeg outlives the server (a kill from the exit handler is synchronous). */
const processExit = new AbortController();
process.once('exit', () => processExit.abort());

/** One job per run of an asset (a job id allows letters, digits and `._@+-`). */
export const transcodeJobId = (assetId: number, run: number): string => `${assetId}.${run}`;

export interface TranscoderOptions {
  settings?: Partial<EncodeSettings>;
  progressIntervalMs?: number;
}

/** Runs the transcode job of uploaded assets (transcode-pipeline.ts) at most `MEDIA_TRANSCODE_CONCURRENCY` at once. */
export function createTranscoder(deps: MediaLibraryDeps, options: TranscoderOptions = {}) {
  const closing = new AbortController();
  let ffprobe: string | null = null;
  const repository = createTranscodeRepository(deps.db);
  const pipeline = createTranscodePipeline({
    store: deps.media.store,
    repository,
    ffmpeg: () => deps.media.findFfmpeg().path,
    ffprobe: () => (ffprobe ??= locateFfprobe(deps.config.media.ffmpegPath)),
    refresh: () => deps.media.library.refresh(),
    shutdown: AbortSignal.any([processExit.signal, closing.signal]),
    settings: { ...DEFAULT_ENCODE_SETTINGS, ...options.settings },
    run: runFfmpeg,
    progressIntervalMs: options.progressIntervalMs,
  });

  /** Queues processing run `run` of an asset. */
  const request = (queue: JobQueue, assetId: number, run: number): Promise<void> => enqueueJob(queue, MEDIA_TRANSCODE_JOB, { asset_id: assetId, run }, { jobId: transcodeJobId(assetId, run) });

  return {
    define(queue: JobQueue): void {
      const concurrency = deps.config.media.transcodeConcurrency;
      handleJob(queue, { ...MEDIA_TRANSCODE_JOB, settings: { ...MEDIA_TRANSCODE_JOB.settings, concurrency } }, (payload, context) => pipeline.process(payload.asset_id, payload.run, context));
    },
    request,
    /**
     * Asks again for every asset queued for more than a minute. The job id is the asset's run, so an
     * existing job is kept and only an asset whose job was never stored gets one: none waits forever.
     */
    async requestWaiting(queue: JobQueue, now = new Date()): Promise<number> {
      const waiting = await repository.queuedBefore(new Date(now.getTime() - 60_000));
      for (const asset of waiting) await request(queue, asset.id, asset.run);
      return waiting.length;
    },
    /** Kills running transcodes (their jobs are retried by the next worker), so shutdown need not wait for them. */
    close: (): void => closing.abort(),
    process: pipeline.process,
  };
}
export type Transcoder = ReturnType<typeof createTranscoder>;

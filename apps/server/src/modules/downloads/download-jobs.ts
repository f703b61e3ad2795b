import { z } from 'zod';
import type { JobQueue } from '../../lib/queue';
import { enqueueJob, handleJob, jobType } from '../../lib/queue/job-type';
import type { Mp4Maker, Mp4Source } from './mp4-copy';

export const DOWNLOAD_MP4_JOB = jobType('media.download-mp4', z.object({ asset: z.string().min(1), version: z.string().min(1) }), {
  attempts: 3,
  timeoutMs: 6 * 60_000,
  backoffMs: 5_000,
  concurrency: 1,
});

/** A failed job is asked for again in the next window, so a later request can succeed. */
const RETRY_WINDOW_MS = 10 * 60_000;

export function defineDownloadJobs(queue: JobQueue, maker: Mp4Maker): void {
  handleJob(queue, DOWNLOAD_MP4_JOB, (source, { signal }) => maker.make(source, signal));
}

/** Asks for an MP4; the many requests of clients polling while it is made make one job. */
export function requestMp4(queue: JobQueue, source: Mp4Source, nowMs: number): Promise<void> {
  return enqueueJob(queue, DOWNLOAD_MP4_JOB, source, { jobId: `download-${source.asset}-${source.version}-${Math.floor(nowMs / RETRY_WINDOW_MS)}` });
}

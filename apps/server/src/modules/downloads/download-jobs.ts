import type { JobQueue } from '../../lib/queue';
import type { Mp4Maker, Mp4Source } from './mp4-copy';

export const DOWNLOAD_MP4_JOB = 'media.download-mp4';

/** A failed job is asked for again in the next window, so a later request can succeed. */
const RETRY_WINDOW_MS = 10 * 60_000;

export function defineDownloadJobs(queue: JobQueue, maker: Mp4Maker): void {
  queue.define<Mp4Source>(DOWNLOAD_MP4_JOB, (source, { signal }) => maker.make(source, signal), { attempts: 3, timeoutMs: 6 * 60_000, backoffMs: 5_000, concurrency: 1 });
}

/** Asks for an MP4; the many requests of clients polling while it is made make one job. */
export function requestMp4(queue: JobQueue, source: Mp4Source, nowMs: number): Promise<void> {
  return queue.enqueue(DOWNLOAD_MP4_JOB, source, { jobId: `download-${source.asset}-${source.version}-${Math.floor(nowMs / RETRY_WINDOW_MS)}` });
}

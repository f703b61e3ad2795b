import type { JobQueue } from '../../lib/queue';
import type { DemoMedia } from './demo/demo-media';

export const DEMO_MEDIA_JOB = 'media.generate-demo';

/** Generating the demo videos is one durable job; a retry resumes with the assets still missing. */
export function defineMediaJobs(queue: JobQueue, demo: DemoMedia): void {
  queue.define(DEMO_MEDIA_JOB, (_payload, { signal }) => demo.ensure(undefined, signal), { attempts: 3, timeoutMs: 30 * 60_000, backoffMs: 60_000, concurrency: 1 });
}

/**
 * Asks for the missing demo videos without waiting for them: the server answers at once and the
 * API says `processing` until each video is ready. Each start enqueues at most one job, and a job
 * that finds nothing missing does nothing.
 */
export async function requestDemoMedia(demo: DemoMedia, queue: JobQueue): Promise<void> {
  if (demo.missing().length === 0) return;
  await queue.enqueue(DEMO_MEDIA_JOB, {}, { jobId: `demo-media-${Date.now()}` });
}

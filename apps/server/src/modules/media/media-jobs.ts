import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { JobQueue } from '../../lib/queue';
import { enqueueJob, handleJob, jobType } from '../../lib/queue/job-type';
import type { DemoMedia } from './demo/demo-media';
import type { DemoPrerolls } from './demo/demo-prerolls';

export const DEMO_MEDIA_JOB = jobType('media.generate-demo', z.object({}), { attempts: 3, timeoutMs: 30 * 60_000, backoffMs: 60_000, concurrency: 1 });

export interface DemoGeneration {
  demo: DemoMedia;
  prerolls: DemoPrerolls;
}

const missingOf = async ({ demo, prerolls }: DemoGeneration) => [...(await prerolls.missing()).map((name) => `preroll:${name}`), ...demo.missingVersions()];

/**
 * Named by what is missing, so instances starting together enqueue one job between them (the queue keeps one
 * job per id), and a start after the media changed asks for a new one.
 */
export const demoMediaJobId = (missing: readonly string[]): string => `demo-media-${createHash('sha256').update(missing.join('\n')).digest('hex').slice(0, 16)}`;

/**
 * Generating the demo videos is one durable job; a retry resumes with what is still missing. The
 * preroll clips come first: they take a second and play before every demo video.
 */
export function defineMediaJobs(queue: JobQueue, { demo, prerolls }: DemoGeneration): void {
  handleJob(queue, DEMO_MEDIA_JOB, async (_payload, { signal }) => {
    await prerolls.ensure(signal);
    await demo.ensure(undefined, signal);
  });
}

/**
 * Asks for the missing demo media without waiting for it: the server answers at once and the
 * API says `processing` until each video is ready. Each start enqueues at most one job, every
 * instance the same one, and a job that finds nothing missing does nothing.
 */
export async function requestDemoMedia(generation: DemoGeneration, queue: JobQueue): Promise<void> {
  const missing = await missingOf(generation);
  if (missing.length === 0) return;
  await enqueueJob(queue, DEMO_MEDIA_JOB, {}, { jobId: demoMediaJobId(missing) });
}

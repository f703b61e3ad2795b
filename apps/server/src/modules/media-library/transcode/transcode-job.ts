import { z } from 'zod';
import { jobType } from '../../../lib/queue/job-type';

/**
 * Processes one uploaded asset: probe, first rendition, the rest of the ladder, posters, previews.
 * `run` is the asset's processing run when enqueued: a retry or cancel bumps the asset's run, and a
 * job of an older run stops at its next progress write. Failures are shown with a retry button
 * rather than retried blindly; a second attempt covers a worker that died mid-run.
 */
export const MEDIA_TRANSCODE_JOB = jobType('media.transcode', z.object({ asset_id: z.number().int().positive(), run: z.number().int().min(0) }), {
  attempts: 2,
  timeoutMs: 8 * 3_600_000,
  backoffMs: 5_000,
  concurrency: 1,
});

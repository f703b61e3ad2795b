import type { Config } from './config';
import { DELIVER_JOB } from './lib/mail/mailer';
import { SANDBOX_REFUND_JOB, SANDBOX_SETTLE_JOB } from './lib/payments/sandbox/sandbox-provider';
import { CLIP_RENDER_JOB } from './modules/clips/clip-render';
import { DOWNLOAD_MP4_JOB } from './modules/downloads/download-jobs';
import { DEMO_MEDIA_JOB } from './modules/media/media-jobs';
import { ANALYTICS_ROLLUP_JOB } from './modules/analytics/rollups/rollup-job';
import { ANNOUNCEMENT_SEND_JOB } from './modules/announcements/announcement-sender';
import { NOTIFICATION_SEND_JOB } from './modules/notifications/notifications.service';
import { MEDIA_TRANSCODE_JOB } from './modules/media-library/transcode/transcode-job';
import { RENEWAL_JOB } from './modules/payments/renewals';

/** The sandbox payment provider's own jobs: it runs only while Stripe is not configured. */
const SANDBOX_JOBS = [SANDBOX_SETTLE_JOB, SANDBOX_REFUND_JOB] as const;

/**
 * Every kind of background job the server has, each with its payload schema and run settings.
 * Producers enqueue through these types and the worker (in the API process by default, or
 * `npm run worker` on its own) runs them; a new kind of job is added here, or the job registry
 * (lib/queue/job-registry.ts) refuses its handler and its jobs.
 */
export const JOB_TYPES = [DELIVER_JOB, ...SANDBOX_JOBS, RENEWAL_JOB, DEMO_MEDIA_JOB, DOWNLOAD_MP4_JOB, CLIP_RENDER_JOB, MEDIA_TRANSCODE_JOB, ANALYTICS_ROLLUP_JOB, ANNOUNCEMENT_SEND_JOB, NOTIFICATION_SEND_JOB] as const;

/** The job types a server with this configuration declares: each must have a handler before the worker starts. */
export function jobTypesOf(config: Pick<Config, 'stripe'>): readonly (typeof JOB_TYPES)[number][] {
  return config.stripe ? JOB_TYPES.filter((job) => !(SANDBOX_JOBS as readonly { name: string }[]).includes(job)) : JOB_TYPES;
}

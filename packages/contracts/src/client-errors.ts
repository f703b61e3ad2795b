import { z } from 'zod';

/**
 * The browser's error reports (spec §8): failed API requests (except the skipped statuses) and uncaught errors of the
 * viewer app and the console, posted to `POST /api/client-errors` without a key (a missing key is itself reported).
 */
export const CLIENT_ERROR_PATH = '/api/client-errors';
/** Larger bodies get 413; the browser trims its fields to the limits below first, so a report always fits. */
export const CLIENT_ERROR_BODY_LIMIT = 16 * 1024;
/** Reports one client IP may send per minute; more get 429 (and the browser stops sending for the page's life). */
export const CLIENT_ERROR_RATE_LIMIT_PER_MINUTE = 30;
export const CLIENT_ERROR_LIMITS = { message: 1_000, stack: 6_000, url: 1_000, short: 100 } as const;

/**
 * Statuses of failed requests the browser does not report: the handled statuses of spec §8 that are the visitor's
 * situation rather than a fault (400 a form's answer, 401 a key or sign-in to renew, 429 throttling). 500 and every
 * other failure are reported; so are the network errors, time-outs and unexpected responses (status 0 or 200).
 */
export const SKIPPED_REPORT_STATUSES: readonly number[] = [400, 401, 429];

const text = (max: number) => z.string().max(max);

export const ClientErrorReport = z.object({
  app: z.enum(['web', 'console']),
  kind: z.enum(['request', 'uncaught', 'unhandled_rejection']),
  message: text(CLIENT_ERROR_LIMITS.message),
  stack: text(CLIENT_ERROR_LIMITS.stack).optional(),
  /** The page the visitor was on. */
  page_url: text(CLIENT_ERROR_LIMITS.url).optional(),
  /** For kind `request`: the call that failed, and the id the server gave it (x-request-id), when it answered. */
  request: z
    .object({
      method: text(CLIENT_ERROR_LIMITS.short),
      path: text(CLIENT_ERROR_LIMITS.url),
      status: z.number().int().min(0).max(599),
      code: text(CLIENT_ERROR_LIMITS.short),
      request_id: text(CLIENT_ERROR_LIMITS.short).optional(),
    })
    .optional(),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReport>;

export const ClientErrorReceipt = z.object({ received: z.literal(true) });
export type ClientErrorReceipt = z.infer<typeof ClientErrorReceipt>;

// Free of runtime imports: the browsers' error reporter (client-error-reporter.ts) starts with the page, and Zod
// would put ~25 kB gzip on the viewer's landing page. The report's schema stays in client-errors.ts.

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

import { z } from 'zod';
import { CLIENT_ERROR_LIMITS } from './client-error-limits';

export * from './client-error-limits';

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

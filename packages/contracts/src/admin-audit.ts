import { z } from 'zod';
import { AdminListMeta, AdminListQuery } from './admin-auth';

/** The console's audit log (`/api/admin/audit`, `/api/admin/channels/{channel_key}/audit`): every change made in the console. */

const DateOrTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/, 'Use a date such as 2026-11-25 or a time such as 2026-11-25T14:00:00Z');

export const AdminAuditQuery = AdminListQuery.extend({
  /** Only changes on this channel (the channel route sets it itself). */
  channel_key: z.string().trim().max(64).optional(),
  operator_email: z.string().trim().max(255).optional(),
  action: z.string().trim().max(64).optional(),
  entity_type: z.string().trim().max(64).optional(),
  /** From this date or time on. */
  from: DateOrTime.optional(),
  /** Up to this time; a date alone includes that whole day (UTC). */
  to: DateOrTime.optional(),
});
export type AdminAuditQuery = z.infer<typeof AdminAuditQuery>;

export const AdminAuditEntry = z
  .object({
    id: z.number().int(),
    at: z.string(),
    operator_id: z.number().int().nullable(),
    operator_email: z.string(),
    channel_key: z.string().nullable(),
    action: z.string(),
    entity_type: z.string(),
    entity_id: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
  })
  .meta({ id: 'AdminAuditEntry' });
export type AdminAuditEntry = z.infer<typeof AdminAuditEntry>;

/** A page of the audit log, as `GET /api/admin/audit` answers it. */
export const AdminAuditPage = z.object({ data: z.array(AdminAuditEntry), meta: AdminListMeta });
export type AdminAuditPage = z.infer<typeof AdminAuditPage>;

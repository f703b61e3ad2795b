import { z } from 'zod';
import { AdminChannelGrant, AdminListMeta } from './admin-auth';

/**
 * The console's operators (`/api/admin/operators`): owners manage everyone; an admin manages the
 * operators of the channels they administer and grants only roles on those channels, never owner.
 */

/** A role on one channel as an operator form sends it (owner is not a channel role: see `is_owner`). */
export const AdminOperatorGrantInput = z.object({
  channel_key: z.string().trim().min(1, 'Field is required').max(64),
  role: z.enum(['admin', 'editor', 'support', 'analyst', 'moderator', 'scorekeeper']),
});
export type AdminOperatorGrantInput = z.infer<typeof AdminOperatorGrantInput>;

const Grants = z
  .array(AdminOperatorGrantInput)
  .max(200)
  .refine((grants) => new Set(grants.map((grant) => grant.channel_key)).size === grants.length, 'One role per channel');

export const AdminOperator = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    is_owner: z.boolean(),
    must_change_password: z.boolean(),
    totp_enabled: z.boolean(),
    /** Roles held; an admin sees only those on channels they administer. */
    channels: z.array(AdminChannelGrant),
    /** Holds roles on channels the caller does not administer (never for an owner's view): an admin may change their roles here but not reset their password or delete them. */
    holds_other_channels: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminOperator' });
export type AdminOperator = z.infer<typeof AdminOperator>;

/** A page of operators, as `GET /api/admin/operators` answers it. */
export const AdminOperatorsPage = z.object({ data: z.array(AdminOperator), meta: AdminListMeta });
export type AdminOperatorsPage = z.infer<typeof AdminOperatorsPage>;

export const AdminOperatorCreate = z
  .object({
    email: z.email('Field value is invalid').trim().toLowerCase().max(255),
    name: z.string({ error: 'Field is required' }).trim().min(1, 'Field is required').max(120),
    /** Owners only may make owners. */
    is_owner: z.boolean().default(false),
    channels: Grants.default([]),
  })
  .meta({ id: 'AdminOperatorCreate' });
export type AdminOperatorCreate = z.input<typeof AdminOperatorCreate>;

/** Fields sent change; `channels` replaces the roles on the channels the caller administers; `reset_password` issues a new temporary password. */
export const AdminOperatorUpdate = z
  .object({
    name: z.string().trim().min(1, 'Field is required').max(120),
    is_owner: z.boolean(),
    channels: Grants,
    reset_password: z.boolean(),
  })
  .partial()
  .meta({ id: 'AdminOperatorUpdate' });
export type AdminOperatorUpdate = z.infer<typeof AdminOperatorUpdate>;

/** A created (or password-reset) operator with the temporary password, shown once; null when none was issued. */
export const AdminOperatorWithPassword = z
  .object({ operator: AdminOperator, temporary_password: z.string().nullable() })
  .meta({ id: 'AdminOperatorWithPassword' });
export type AdminOperatorWithPassword = z.infer<typeof AdminOperatorWithPassword>;

export const ADMIN_OPERATOR_CODES = { emailTaken: 'EMAIL_ALREADY_EXISTS', lastOwner: 'LAST_OWNER' } as const;

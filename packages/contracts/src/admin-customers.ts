import { z } from 'zod';
import { AdminListQuery } from './admin-auth';
import { AdminChannelParams, adminPage } from './admin-catalogue';
import { Capability } from './capabilities';
import { PricingType } from './events';

/* The console's customers (docs/decisions/0056-customer-support-console.md): a channel's viewers, what they bought and may watch. */

export const AdminCustomerParams = AdminChannelParams.extend({ id: z.coerce.number({ error: 'Must be a positive integer' }).int().positive().max(2_147_483_647) });
export type AdminCustomerParams = z.infer<typeof AdminCustomerParams>;

/** `search` matches the email, the first or last name (or both), or the account number (the user id). */
export const AdminCustomersQuery = AdminListQuery.extend({
  sort_field: z.enum(['id', 'email', 'created_at']).optional(),
});
export type AdminCustomersQuery = z.infer<typeof AdminCustomersQuery>;

export const AdminCustomerRow = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email_verified: z.boolean(),
  created_at: z.string(),
  /** Orders that count now (spec §4: paid and active). */
  active_orders: z.number().int(),
  last_sign_in_at: z.string().nullable(),
});
export type AdminCustomerRow = z.infer<typeof AdminCustomerRow>;
export const AdminCustomersPage = adminPage(AdminCustomerRow);
export type AdminCustomersPage = z.infer<typeof AdminCustomersPage>;

/** Spec §3's user fields, as support sees them. */
export const AdminCustomerProfile = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email_verified: z.boolean(),
  temporary_password: z.boolean(),
  mailing_opt_in: z.boolean(),
  language: z.string(),
  trial_period_used: z.string().nullable(),
  has_password: z.boolean(),
  social_providers: z.array(z.string()),
  created_at: z.string(),
  /** The country of the last sign-in that recorded one. */
  last_country_code: z.string().nullable(),
});
export type AdminCustomerProfile = z.infer<typeof AdminCustomerProfile>;

export const AdminCustomerOrder = z.object({
  id: z.number().int(),
  type: z.string(),
  product_name: z.string(),
  pass_id: z.number().int(),
  status: z.string(),
  activity_status: z.string(),
  renewal_state: z.string().nullable(),
  total: z.number().int(),
  refunded_amount: z.number().int(),
  currency: z.string(),
  provider: z.string().nullable(),
  period_end: z.string().nullable(),
  created_at: z.string(),
  /** Spec §4: paid, active and (for a period) not yet ended. */
  counts: z.boolean(),
});
export type AdminCustomerOrder = z.infer<typeof AdminCustomerOrder>;

export const AdminCustomerEntitlement = z.object({
  order_id: z.number().int(),
  pass_id: z.number().int(),
  name: z.string(),
  type: z.string(),
  /** An addition counts only next to a pass it extends. */
  effective: z.boolean(),
  period_end: z.string().nullable(),
  capabilities: z.array(Capability),
  covers: z.object({ all_events: z.boolean(), event_id: z.number().int().nullable(), categories: z.array(z.string()), participants: z.array(z.string()) }),
});
export type AdminCustomerEntitlement = z.infer<typeof AdminCustomerEntitlement>;

export const AdminCustomerCounter = z.object({ used: z.number().int(), cap: z.number().int().nullable() });

export const AdminCustomerSignIn = z.object({
  at: z.string(),
  method: z.string(),
  ip: z.string().nullable(),
  country_code: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type AdminCustomerSignIn = z.infer<typeof AdminCustomerSignIn>;

export const AdminCustomer = z.object({
  profile: AdminCustomerProfile,
  orders: z.array(AdminCustomerOrder),
  entitlements: z.array(AdminCustomerEntitlement),
  /** The union the effective passes grant (what the viewer app's /user/access says). */
  capabilities: z.array(Capability),
  cards: z.array(z.object({ brand: z.string(), last4: z.string(), exp_month: z.number().int(), exp_year: z.number().int() })),
  /** Sessions: the keys bound to the user now, and the devices linked with a code. */
  sessions: z.object({ active: z.number().int(), last_used_at: z.string().nullable() }),
  linked_devices: z.array(AdminCustomerSignIn),
  counters: z.object({ clips: AdminCustomerCounter, downloads: AdminCustomerCounter }),
  favorites: z.array(z.object({ id: z.number().int(), type: z.string(), name: z.string() })),
  sign_ins: z.array(AdminCustomerSignIn),
});
export type AdminCustomer = z.infer<typeof AdminCustomer>;

/* ------------------------------------------------------------------ actions */

export const AdminCustomerCancelRenewal = z.object({ order_id: z.coerce.number().int().positive().max(2_147_483_647) });
export type AdminCustomerCancelRenewal = z.infer<typeof AdminCustomerCancelRenewal>;

export const AdminCustomerComp = z.object({
  pass_id: z.coerce.number({ error: 'Field is required' }).int().positive().max(2_147_483_647),
  note: z.string().trim().max(500).optional(),
});
export type AdminCustomerComp = z.infer<typeof AdminCustomerComp>;
/** What giving a complimentary pass answers: the order it made. */
export const AdminCompResult = z.object({ order_id: z.number().int() });
export type AdminCompResult = z.infer<typeof AdminCompResult>;

/** Deleting asks for the customer's email typed again. */
export const AdminCustomerDelete = z.object({ confirm_email: z.string().trim().min(1, 'Field is required').max(320) });
export type AdminCustomerDelete = z.infer<typeof AdminCustomerDelete>;

export const AdminCustomerActionResult = z.object({ done: z.literal(true) });

export const AdminCompPass = z.object({ id: z.number().int(), name: z.string(), type: z.string(), period: z.string().nullable(), currency: z.string() });
export type AdminCompPass = z.infer<typeof AdminCompPass>;

/* ------------------------------------------------------------------ "why can't this viewer watch X?" */

export const AdminCustomerAccessQuery = z.object({ event_id: z.coerce.number({ error: 'Field is required' }).int().positive().max(2_147_483_647) });

export const AccessReasonCode = z.enum([
  'event_hidden',
  'free_event',
  'register_event',
  'geo_blocked',
  'geo_unknown',
  'covered',
  'not_purchased',
  'pass_expired',
  'refunded',
  'order_inactive',
  'capability_missing',
  'no_stream_limit',
  /** The channel limits devices playing at once; the customer is under it (limit, playing). */
  'stream_limit',
  /** The customer's devices playing now fill the channel's limit: a new play is refused (limit, playing, devices). */
  'stream_limit_reached',
]);
export type AccessReasonCode = z.infer<typeof AccessReasonCode>;

export const AccessReason = z.object({
  code: AccessReasonCode,
  /** Whether this reason alone keeps the viewer from watching. */
  blocking: z.boolean(),
  order_id: z.number().int().nullable().optional(),
  pass_name: z.string().nullable().optional(),
  at: z.string().nullable().optional(),
  country_code: z.string().nullable().optional(),
  scope: z.enum(['channel', 'event']).optional(),
  capability: Capability.optional(),
  /** For not_purchased: what would open the event. */
  openers: z.array(z.object({ id: z.number().int(), name: z.string(), type: z.string() })).optional(),
  /** For stream_limit and stream_limit_reached: the channel's limit, the devices playing now and their labels. */
  limit: z.number().int().optional(),
  playing: z.number().int().optional(),
  devices: z.array(z.string()).optional(),
});
export type AccessReason = z.infer<typeof AccessReason>;

export const AdminCustomerAccess = z.object({
  event: z.object({ id: z.number().int(), name: z.string(), pricing_type: PricingType, visibility: z.string() }),
  /** What the viewer app's event says (has_access) for this user. */
  has_access: z.boolean(),
  /** Whether a play starts: has_access, the event public and the viewer not geo-blocked. */
  can_watch: z.boolean(),
  country_code: z.string().nullable(),
  reasons: z.array(AccessReason),
});
export type AdminCustomerAccess = z.infer<typeof AdminCustomerAccess>;

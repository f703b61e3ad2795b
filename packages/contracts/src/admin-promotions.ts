import { z } from 'zod';
import { AdminListMeta, AdminListQuery } from './admin-auth';

/**
 * The console's promo codes (`/api/admin/channels/{channel_key}/promo-codes`, docs/decisions/0054-promo-code-redemptions.md).
 * Money is integer minor units; an amount code's `value` is in its `currency`. Uses count as `reserved` while the
 * payment is open and `redeemed` once paid (a refund keeps them); `revenue` is what the paid orders with the code
 * brought, `discount_given` what they were given off.
 */

const REQUIRED = 'Field is required';
const WHOLE = 'Must be a whole number';
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

export const PromoKind = z.enum(['percent', 'amount']);
export type PromoKind = z.infer<typeof PromoKind>;
export const PromoScope = z.enum(['all', 'packages', 'subscriptions', 'events', 'items']);
export type PromoScope = z.infer<typeof PromoScope>;
/** active: usable now; scheduled: not started; expired: past its end; used_up: cap reached; inactive: switched off. */
export const PromoState = z.enum(['active', 'scheduled', 'expired', 'used_up', 'inactive']);
export type PromoState = z.infer<typeof PromoState>;

export const AdminPromoCode = z
  .object({
    id: z.number().int().positive(),
    code: z.string(),
    description: z.string().nullable(),
    kind: PromoKind,
    value: z.number().int(),
    currency: z.string().nullable(),
    applies_to: PromoScope,
    pass_ids: z.array(z.number().int()),
    event_ids: z.array(z.number().int()),
    valid_from: z.string().nullable(),
    valid_to: z.string().nullable(),
    max_redemptions: z.number().int().nullable(),
    per_user_limit: z.number().int().nullable(),
    first_purchase_only: z.boolean(),
    active: z.boolean(),
    state: PromoState,
    redeemed: z.number().int().min(0),
    reserved: z.number().int().min(0),
    revenue: z.number().int(),
    discount_given: z.number().int(),
    /** The currency revenue and discount_given are in: the channel's. */
    figures_currency: z.string(),
    created_at: z.string(),
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'AdminPromoCode' });
export type AdminPromoCode = z.infer<typeof AdminPromoCode>;

const count = () => z.number({ error: WHOLE }).int(WHOLE).min(1, 'Must be at least 1').max(1_000_000_000).nullable().optional();
const isoTime = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Use a date and time such as 2026-12-01T00:00:00Z')
  .nullable()
  .optional()
  .transform((value) => (value === undefined || value === null || value === '' ? value : new Date(value).toISOString()));
const ids = z.array(z.number({ error: 'Must be a positive integer' }).int().positive()).max(500).optional();

/** The fields of a code; cross-field rules (a percentage ≤ 100, end after start, named items) are the server's. */
export const AdminPromoCodeInput = z.object({
  // An empty code is only 'required': its format is not checked on top (the operator would read two messages at once).
  code: z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED, abort: true }).max(64, 'Field length must be less than 65').regex(PROMO_CODE_PATTERN, 'Use letters, digits, dashes and underscores'),
  description: z.string().trim().max(500, 'Field length must be less than 501').nullable().optional(),
  kind: PromoKind,
  value: z.number({ error: REQUIRED }).int(WHOLE).min(1, 'Must be at least 1').max(100_000_000),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code such as USD')
    .nullable()
    .optional()
    .describe("amount codes: the currency of value; the channel's when left out"),
  applies_to: PromoScope.default('all'),
  pass_ids: ids.describe("with applies_to 'items': passes the code is for"),
  event_ids: ids.describe("with applies_to 'items': events the code is for"),
  valid_from: isoTime,
  valid_to: isoTime,
  max_redemptions: count().describe('total uses; none: no cap'),
  per_user_limit: count().describe('uses per buyer; none: no cap'),
  first_purchase_only: z.boolean().optional(),
  active: z.boolean().optional(),
});
export type AdminPromoCodeInput = z.input<typeof AdminPromoCodeInput>;
/** Any of the fields; `{active: false}` deactivates. */
export const AdminPromoCodePatch = AdminPromoCodeInput.partial();
export type AdminPromoCodePatch = z.input<typeof AdminPromoCodePatch>;

export const AdminPromoCodesQuery = AdminListQuery.extend({
  /** active: switched on and not past its end; expired: past its end; inactive: switched off. */
  state: z.enum(['active', 'expired', 'inactive']).optional(),
});
export type AdminPromoCodesQuery = z.input<typeof AdminPromoCodesQuery>;
export const AdminPromoCodesPage = z.object({ data: z.array(AdminPromoCode), meta: AdminListMeta });
export type AdminPromoCodesPage = z.infer<typeof AdminPromoCodesPage>;

/** The channel's passes, for the applies-to picker. */
export const AdminPromoPass = z.object({ id: z.number().int(), name: z.string(), type: z.string(), currency: z.string() });
export type AdminPromoPass = z.infer<typeof AdminPromoPass>;

/** The columns of the redemptions CSV, in order. */
export const PROMO_REDEMPTION_COLUMNS = ['code', 'order_id', 'user_id', 'email', 'product_name', 'status', 'discount', 'order_total', 'order_status', 'currency', 'created_at'] as const;

/** The 409 for a code already used in the channel, whatever its case. */
export const PROMO_CODE_TAKEN = { code: 'PROMO_CODE_TAKEN', message: 'This promo code already exists in this channel' } as const;
/** The 409 for deleting a code that has been used. */
export const PROMO_CODE_USED = { code: 'PROMO_CODE_USED', message: 'This promo code has been used and cannot be deleted; deactivate it instead' } as const;

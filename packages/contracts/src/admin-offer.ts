import { z } from 'zod';
import { AdminChannelParams, offerErrors } from './admin-catalogue';
import { Capability } from './capabilities';
import { BILLING_INTERVALS, PASS_KINDS } from './pass-terms';
import { PricingType } from './events';
import { PricingSteps } from './pricing-rules';

/**
 * The console's offer (`/api/admin/channels/{channel_key}/…`): packages, passes and subscriptions
 * (spec §3 fields), single-event prices set in bulk, and replay pricing rules. Money is integer minor
 * units in the channel's currency.
 */

const Id = z.number().int().positive();
const REQUIRED = 'Field is required';
const shorter = (n: number) => `Field length must be less than ${n}`;
const MONEY = 'Must be zero or a positive integer';
const money = () => z.number({ error: MONEY }).int(MONEY).min(0, MONEY).max(100_000_000, 'Must be at most 100000000');
const ids = () => z.array(z.number({ error: 'Must be a positive integer' }).int().positive()).max(500);

export const PASS_TYPES = ['subscription', 'package', 'additional'] as const;
export const PassKindInput = z.enum(PASS_TYPES, { error: 'Must be one of subscription, package, additional' });
export const PassRole = z.enum(['regular', 'addition'], { error: 'Must be one of regular, addition' });
export const PassPeriod = z.enum(['annual', 'month', 'monthly'], { error: 'Must be one of annual, month, monthly' });
export const OfferUnit = z.enum(['annual', 'year', 'month', 'monthly', 'week', 'day'], { error: 'Must be one of annual, year, month, monthly, week, day' });
export const PassKindChoice = z.enum(PASS_KINDS, { error: 'Must be one of pass, subscription, addon' });
export const BillingIntervalChoice = z.enum(BILLING_INTERVALS, { error: 'Must be one of month, year' });
const COUNT = 'Must be between 1 and 36';
const count36 = () => z.number({ error: COUNT }).int(COUNT).min(1, COUNT).max(36, COUNT);
const CAP = 'Must be between 0 and 10000';
const cap = () => z.number({ error: CAP }).int(CAP).min(0, CAP).max(10_000, CAP).nullable().optional();
const isoTime = () =>
  z
    .string()
    .refine((value) => !Number.isNaN(Date.parse(value)), 'Use a date and time such as 2026-12-01T00:00:00Z')
    .nullable()
    .optional()
    .transform((value) => (value === undefined || value === null ? value : new Date(value).toISOString()));
export const PassVisibility = z.enum(['public', 'hidden'], { error: 'Must be one of public, hidden' });
export type PassVisibility = z.infer<typeof PassVisibility>;

const passFields = {
  name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200, shorter(201)),
  description: z
    .string()
    .trim()
    .max(5000, shorter(5001))
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value)),
  image: z
    .string()
    .trim()
    .max(500, shorter(501))
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value))
    .describe('a picture URL, as the upload route answers it'),
  price: money().describe('what the pass sells for, minor units'),
  base_price: money().nullable().optional().describe('the label price (spec §9); at least the price when given'),
  service_fee: money().optional(),
  period: PassPeriod.nullable().optional().describe('billing period; a subscription needs one'),
  period_count: count36().optional(),
  offer: OfferUnit.nullable().optional().describe('the unit the label names'),
  trial_period: z.number({ error: 'Must be between 0 and 365' }).int('Must be between 0 and 365').min(0, 'Must be between 0 and 365').max(365, 'Must be between 0 and 365').nullable().optional().describe('trial days'),
  pass_type: PassRole.optional(),
  type: PassKindInput.optional().describe('with pass_type, period, offer and period_count: derived from kind when kind is given'),
  kind: PassKindChoice.optional().describe("the operator's one choice: a one-off pass, a subscription or an add-on; the spec's type, pass_type, period, offer and period_count follow from it"),
  interval: BillingIntervalChoice.nullable().optional().describe('a subscription billing interval (with kind)'),
  interval_count: count36().optional().describe('intervals one payment buys (with kind)'),
  valid_from: isoTime().describe('a one-off pass opens events from this time'),
  valid_until: isoTime().describe('a one-off pass stops opening events at this time (a season pass ends with its season)'),
  clip_limit: cap().describe('clips a holder may keep; null: the channel cap'),
  download_limit: cap().describe('events and clips a holder may download; null: the channel cap'),
  is_team_pass: z.boolean().optional(),
  event_categories: ids().optional().describe('covered categories'),
  participants: ids().optional().describe('covered teams'),
  covers_all_events: z.boolean().optional(),
  capabilities: z.array(Capability).max(10).optional(),
  extra_passes: ids().optional().describe('additions offered with this pass'),
  extends: ids().optional().describe('for an addition: the base passes it extends'),
  visibility: PassVisibility.optional().describe('hidden passes are not listed to viewers; their orders keep working'),
};

const basePriceAtLeastPrice = (value: { price?: number; base_price?: number | null }) =>
  value.base_price === undefined || value.base_price === null || value.price === undefined || value.base_price >= value.price;
const subscriptionPeriod = (value: { kind?: string; type?: string; period?: string | null }) =>
  value.kind !== undefined || value.type !== 'subscription' || (value.period !== undefined && value.period !== null);
const kindGiven = (value: { kind?: string; type?: string }) => value.kind !== undefined || value.type !== undefined;
const isSubscription = (value: { kind?: string; type?: string }) => (value.kind ?? (value.type === 'subscription' ? 'subscription' : undefined)) === 'subscription';
const validityOrder = (value: { valid_from?: string | null; valid_until?: string | null }) =>
  !value.valid_from || !value.valid_until || Date.parse(value.valid_until) > Date.parse(value.valid_from);
const noSubscriptionDates = (value: { kind?: string; type?: string; valid_from?: string | null; valid_until?: string | null }) => !isSubscription(value) || (!value.valid_from && !value.valid_until);
const additionBase = (value: { pass_type?: string; extends?: number[] }) => value.pass_type !== 'addition' || (value.extends !== undefined && value.extends.length > 0);

export const AdminPassInput = z
  .object(passFields)
  .refine(basePriceAtLeastPrice, { message: 'Must be at least the price', path: ['base_price'] })
  .refine(kindGiven, { message: REQUIRED, path: ['kind'] })
  .refine(subscriptionPeriod, { message: 'A subscription needs a period', path: ['period'] })
  .refine((value) => additionBase({ ...value, pass_type: value.kind === 'addon' ? 'addition' : value.kind === undefined ? value.pass_type : 'regular' }), {
    message: 'An addition needs at least one base pass',
    path: ['extends'],
  })
  .refine(validityOrder, { message: 'Must be after the start of validity', path: ['valid_until'] })
  .refine(noSubscriptionDates, { message: 'A subscription ends with its billing period; dates are for one-off passes', path: ['valid_until'] });
export type AdminPassInput = z.input<typeof AdminPassInput>;
export type AdminPassValues = z.output<typeof AdminPassInput>;

/** Any subset; the service checks the pairs against the stored values. `migrate_renewals` moves existing subscribers to the new price. */
export const AdminPassPatch = z
  .object({ ...passFields, migrate_renewals: z.boolean().optional().describe('existing renewing subscribers renew at the new price from their next renewal') })
  .partial()
  .refine(basePriceAtLeastPrice, { message: 'Must be at least the price', path: ['base_price'] })
  .refine(validityOrder, { message: 'Must be after the start of validity', path: ['valid_until'] });
export type AdminPassPatch = z.output<typeof AdminPassPatch>;

export const AdminPass = z
  .object({
    id: Id,
    name: z.string(),
    description: z.string().nullable(),
    image: z.string().nullable(),
    price: z.number().int(),
    base_price: z.number().int().nullable(),
    service_fee: z.number().int(),
    currency: z.string(),
    period: PassPeriod.nullable(),
    period_count: z.number().int(),
    offer: z.string().nullable(),
    trial_period: z.number().int().nullable(),
    pass_type: PassRole,
    type: z.enum(['subscription', 'package', 'event', 'additional']),
    kind: PassKindChoice.describe('what the stored spec fields read as'),
    interval: BillingIntervalChoice.nullable(),
    interval_count: z.number().int(),
    valid_from: z.string().nullable(),
    valid_until: z.string().nullable(),
    clip_limit: z.number().int().nullable(),
    download_limit: z.number().int().nullable(),
    is_team_pass: z.boolean(),
    event_id: Id.nullable(),
    event_categories: z.array(Id),
    participants: z.array(Id),
    covers_all_events: z.boolean(),
    capabilities: z.array(Capability),
    extra_passes: z.array(Id),
    extends: z.array(Id),
    weight: z.number().int(),
    visibility: PassVisibility,
    orders_count: z.number().int().min(0),
    active_subscribers: z.number().int().min(0).describe('paid, active orders that still renew'),
  })
  .meta({ id: 'AdminPass' });
export type AdminPass = z.infer<typeof AdminPass>;

export const AdminPassesQuery = z.object({
  type: z.enum(['subscription', 'package', 'event', 'additional']).optional().describe('single-event packages are listed only when asked for'),
});

export const AdminPassOrder = z.object({ ids: z.array(Id).min(1, REQUIRED).max(500).describe('every listed pass, first shown first') });

export const AdminPriceChangePreview = z.object({ price: money().optional(), service_fee: money().optional() });
/** A changed pass, with the renewing orders moved to its new price. */
export const AdminPassUpdated = AdminPass.extend({ migrated_renewals: z.number().int().min(0).describe('renewing orders moved to the new price') });
export type AdminPassUpdated = z.infer<typeof AdminPassUpdated>;

export const AdminPriceChangeImpact = z.object({
  affected: z.number().int().min(0).describe('active renewing subscribers'),
  renewal_amount: z.number().int().describe('what a renewal without a promo code would charge at the new price'),
  currency: z.string(),
});
export type AdminPriceChangeImpact = z.infer<typeof AdminPriceChangeImpact>;

/** The 409 a pass with orders answers to DELETE. */
export const PASS_HAS_ORDERS = 'PASS_HAS_ORDERS';
export const passHasOrdersMessage = (count: number) =>
  count === 1 ? 'This pass has 1 order and cannot be deleted; hide it instead' : `This pass has ${count} orders and cannot be deleted; hide it instead`;

/* ------------------------------------------------------------------ single-event prices in bulk */

export const AdminEventPrices = z
  .object({
    event_ids: z.array(Id).min(1, 'Select at least one event').max(200),
    pricing_type: PricingType,
    price: money().nullable().optional().describe('single-event price, minor units; above zero, and required for paid and ppv'),
  })
  .superRefine((value, ctx) => {
    for (const [field, messages] of Object.entries(offerErrors(value))) for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
  });
export type AdminEventPrices = z.output<typeof AdminEventPrices>;
export const AdminEventPricesResult = z.object({ updated: z.array(Id), refused: z.array(z.object({ id: Id, message: z.string() })) });

/* ------------------------------------------------------------------ replay pricing rules */

export const AdminPricingRuleInput = z
  .object({
    event_id: Id.nullable().optional(),
    event_category_id: Id.nullable().optional(),
    steps: PricingSteps,
  })
  .refine((value) => (value.event_id ?? null) === null !== ((value.event_category_id ?? null) === null), { message: 'Choose an event or a category', path: ['event_id'] });
export type AdminPricingRuleInput = z.output<typeof AdminPricingRuleInput>;
export const AdminPricingRulePatch = z.object({ steps: PricingSteps });

export const AdminPricingRule = z
  .object({
    id: Id,
    event_id: Id.nullable(),
    event_category_id: Id.nullable(),
    scope_name: z.string().describe('the event or category name'),
    steps: z.array(
      z.object({ after_hours: z.number().int(), pricing_type: PricingType.nullable(), price: z.number().int().nullable(), price_percent: z.number().int().nullable() }),
    ),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminPricingRule' });
export type AdminPricingRule = z.infer<typeof AdminPricingRule>;
export const AdminPricingRulesQuery = z.object({
  event_id: z.coerce.number().int().positive().optional(),
  event_category_id: z.coerce.number().int().positive().optional(),
});

export { AdminChannelParams };

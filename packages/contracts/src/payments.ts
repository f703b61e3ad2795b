import { z } from 'zod';

const Id = z.number().int().positive();

/** One thing to buy: an event (with the package that sells it), a package or a subscription (spec §4, §7). */
export const BuyItem = z.object({
  type: z.enum(['event', 'package', 'subscription']),
  id: Id.optional().describe('the event, package or subscription; missing → "id not selected"'),
  package_id: Id.optional().describe('for an event: the package bought to open it'),
  coupon: z.string().trim().max(64).optional(),
});
export type BuyItem = z.infer<typeof BuyItem>;

const PaymentFields = z.object({
  payment_method: z.string().trim().min(1).max(255).describe("a provider payment method id (sandbox: pm_card_visa, or a token from POST sandbox/tokens)"),
  save_card: z.boolean().optional(),
  trk: z.string().trim().min(1).max(255).optional().describe('the campaign code (spec §2 `trk`) the buyer arrived with, recorded on the orders'),
});

/** The price is computed by the server; a price sent by the client is ignored. */
export const BuyRequest = BuyItem.extend(PaymentFields.shape);
export type BuyRequest = z.infer<typeof BuyRequest>;

export const BuyBundleRequest = PaymentFields.extend({ items: z.array(BuyItem).min(1).max(20) });
export type BuyBundleRequest = z.infer<typeof BuyBundleRequest>;

/** Answered at once; poll `GET orders/{id}` until it is paid or failed. */
export const BuyResult = z.object({ orders: z.array(z.object({ id: Id, status: z.literal('pending') })) }).meta({ id: 'BuyResult' });
export type BuyResult = z.infer<typeof BuyResult>;

/** The sandbox card form: a Stripe test card number, turned into a token; the number is never stored. */
export const SandboxCardRequest = z.object({
  number: z.string().trim().min(12).max(23),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int().min(2000).max(2100),
  cvc: z.string().trim().regex(/^\d{3,4}$/),
});
export type SandboxCardRequest = z.infer<typeof SandboxCardRequest>;

export const SandboxToken = z.object({ id: z.string() }).meta({ id: 'SandboxToken' });

/** `POST stripe/invoice-preview`: what the buy would charge, computed by the server. */
export const InvoicePreview = z
  .object({
    price: z.number().int(),
    service_fee: z.number().int(),
    discount: z.number().int(),
    tax: z.number().int().describe('always 0'),
    total: z.number().int(),
    currency: z.string(),
    next_billing_date: z.string().nullable().describe('subscriptions: when the next period would be charged'),
  })
  .meta({ id: 'InvoicePreview' });
export type InvoicePreview = z.infer<typeof InvoicePreview>;

/** Cancels auto-renewal of one subscription order, named by the order or by the subscription (pass). */
export const UnsubscribeRequest = z.object({ subscription_id: Id.optional(), order_id: Id.optional() });
export type UnsubscribeRequest = z.infer<typeof UnsubscribeRequest>;

/** With a payment method, the card is saved and the subscription renews onto it at the trial's end; without, the trial lapses. */
export const StartTrialRequest = z.object({
  subscription_id: Id.optional(),
  payment_method: z.string().trim().min(1).max(255).optional().describe('a payment method id to renew onto when the trial ends'),
  trk: PaymentFields.shape.trk,
});
export type StartTrialRequest = z.infer<typeof StartTrialRequest>;

/** A card saved for the user at the provider: never more than brand, last four digits and expiry. */
export const SavedCard = z
  .object({ id: z.string(), brand: z.string(), last4: z.string(), exp_month: z.number().int(), exp_year: z.number().int() })
  .meta({ id: 'SavedCard' });
export type SavedCard = z.infer<typeof SavedCard>;

/** With a payment method, saves it for the user; without, only opens the intent for the card form (Stripe Elements confirms it with the client secret). */
export const SetupIntentRequest = z.object({ payment_method: z.string().trim().min(1).max(255).optional() });
export type SetupIntentRequest = z.infer<typeof SetupIntentRequest>;

export const SetupIntent = z
  .object({ id: z.string(), client_secret: z.string(), status: z.enum(['requires_payment_method', 'requires_action', 'succeeded']), payment_method: z.string().nullable() })
  .meta({ id: 'SetupIntent' });
export type SetupIntent = z.infer<typeof SetupIntent>;

export const CustomerPortal = z.object({ url: z.string().describe("Stripe's billing portal session, or the sandbox's own page: the SPA's /profile?cards") }).meta({ id: 'CustomerPortal' });

import { z } from 'zod';

/**
 * A channel's setup checklist on the console's overview (`/api/admin/channels/{channel_key}/setup`): what a new
 * channel still lacks before it opens, each item computed from the channel's real state.
 */

/** Every item, in the order the checklist shows them; `hostnames` is checked by the operator's browser, the rest by the server. */
export const CHANNEL_SETUP_ITEMS = ['branding', 'logo', 'legal_pages', 'contact_form', 'analytics', 'offer', 'video', 'payments', 'hostnames'] as const;
export type ChannelSetupItemId = (typeof CHANNEL_SETUP_ITEMS)[number];
/** The items the server decides (all but `hostnames`). */
export const SERVER_SETUP_ITEMS = CHANNEL_SETUP_ITEMS.filter((id): id is Exclude<ChannelSetupItemId, 'hostnames'> => id !== 'hostnames');
export type ServerSetupItemId = (typeof SERVER_SETUP_ITEMS)[number];

/** How this deployment takes payments: the built-in sandbox (no money moves), or Stripe with a test or a live key. */
export const PaymentMode = z.enum(['sandbox', 'stripe_test', 'stripe_live']).meta({ id: 'PaymentMode' });
export type PaymentMode = z.infer<typeof PaymentMode>;

export const ChannelSetupItem = z
  .object({
    id: z.enum(SERVER_SETUP_ITEMS as [ServerSetupItemId, ...ServerSetupItemId[]]),
    done: z.boolean(),
  })
  .meta({ id: 'ChannelSetupItem' });
export type ChannelSetupItem = z.infer<typeof ChannelSetupItem>;

export const ChannelSetup = z
  .object({
    /** The server's items, in checklist order. */
    items: z.array(ChannelSetupItem),
    /** The channel's hostnames, which the console probes from the operator's browser (the `hostnames` item). */
    hostnames: z.array(z.string()),
    /** This deployment's payment mode; the `payments` item is done once an operator has confirmed this very mode. */
    payment_mode: PaymentMode,
    /** The mode an operator confirmed last, or null. */
    payment_mode_confirmed: PaymentMode.nullable(),
    /** Legal pages (privacy policy, terms) the channel has but no operator has saved or marked as reviewed yet, by alias. */
    legal_pages_to_review: z.array(z.string()),
    /** When an operator dismissed the finished checklist; null while it is shown. */
    dismissed_at: z.string().nullable(),
  })
  .meta({ id: 'ChannelSetup' });
export type ChannelSetup = z.infer<typeof ChannelSetup>;

/** `POST …/setup/payment-mode`: the mode the operator has seen and accepts. */
export const ConfirmPaymentModeInput = z.object({ mode: PaymentMode }).meta({ id: 'ConfirmPaymentModeBody' });
export type ConfirmPaymentModeInput = z.infer<typeof ConfirmPaymentModeInput>;

export const CHANNEL_SETUP_CODES = {
  notDone: 'SETUP_NOT_DONE',
  paymentModeChanged: 'PAYMENT_MODE_CHANGED',
  legalPagesMissing: 'LEGAL_PAGES_MISSING',
} as const;

/** The legal pages the viewer app links to (footer, cookie notice, registration, checkout). */
export const REQUIRED_LEGAL_PAGES = ['privacy_policy', 'terms_conditions'] as const;

/** The provider events the app acts on; webhooks and the sandbox deliver them to the same handler. */
export type ProviderEventType = 'payment.succeeded' | 'payment.failed' | 'charge.refunded' | 'invoice.paid' | 'refund.failed';

/** The refund a 'charge.refunded' or 'refund.failed' event is about (docs/decisions/0055-refunds.md). */
export interface ProviderEventRefund {
  /** The provider's refund id (Stripe's re_...). */
  id: string;
  /** Minor units this refund returns. */
  amount: number;
  /** The provider's reason, when it names one. */
  reason?: string;
  /** The metadata the refund was made with: `refund_id` names the app's refunds row when the console started it. */
  metadata: Record<string, string>;
}

export interface ProviderEvent {
  /** The provider's event id: each one is applied at most once. */
  id: string;
  type: ProviderEventType;
  data: {
    paymentId: string;
    amount: number;
    currency: string;
    /** The buyer-facing reason of a failed payment ('Your card was declined.'). */
    failureMessage?: string;
    /** The paying card, when the provider names it (for the buyer's confirmation and receipt). */
    card?: { brand: string; last4: string };
    metadata: Record<string, string>;
    /** 'charge.refunded' and 'refund.failed': the refund itself, when the provider says which. */
    refund?: ProviderEventRefund;
    /** 'charge.refunded': minor units refunded on the charge so far, all refunds together, when the provider says. */
    amountRefunded?: number;
    /** 'charge.refunded': whether the charge is now refunded in full, when the provider says. */
    fullyRefunded?: boolean;
  };
}

export type ProviderEventHandler = (event: ProviderEvent) => Promise<void>;

export interface CreatePaymentInput {
  /** Minor units. */
  amount: number;
  currency: string;
  paymentMethod: string;
  customer: string | null;
  /** Repeating a call with the same key returns the first payment instead of charging twice. */
  idempotencyKey: string;
  metadata: Record<string, string>;
  /** The card will also pay later periods off-session (a subscription's first payment). */
  forRenewals?: boolean;
}

/** A payment as the provider sees it; it settles later, through an event. */
export interface ProviderPayment {
  id: string;
  status: 'processing' | 'succeeded' | 'failed' | 'refunded';
  /**
   * The outcome when the provider gave it at once (a card declined while the payment was made), to
   * apply like any event; otherwise it arrives later.
   */
  settled?: ProviderEvent;
}

export interface RenewalCharge {
  customer: string;
  /** The card saved for the subscription. */
  paymentMethod: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface RefundInput {
  /** The payment refunded (the order's provider_payment_id). */
  paymentId: string;
  /** Minor units, at most what the charge has left. */
  amount: number;
  reason: string;
  /** Repeating a call with the same key returns the first refund instead of refunding twice. */
  idempotencyKey: string;
  /** Comes back on the refund's events (`refund_id`, `order_id`), so they find the refund the app recorded. */
  metadata: Record<string, string>;
}

/** A refund as the provider sees it; a pending one ends through a 'charge.refunded' or 'refund.failed' event. */
export interface ProviderRefund {
  id: string;
  status: 'pending' | 'succeeded' | 'failed';
  failureMessage?: string;
}

export interface SetupIntentResult {
  id: string;
  /** For the card form (Stripe Elements confirms the intent with it). */
  client_secret: string;
  /** requires_action: the card asks for authentication, which Stripe Elements does with the client secret. */
  status: 'requires_payment_method' | 'requires_action' | 'succeeded';
  payment_method: string | null;
}

export interface PaymentProvider {
  readonly name: string;
  /** The user's customer at the provider, made on first need. */
  customerOf(userId: number): Promise<string>;
  /** Whether the customer may pay with the method (it exists, and is theirs or nobody's), checked before an order is stored. */
  knowsPaymentMethod(paymentMethod: string, customer: string): Promise<boolean>;
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  /**
   * Charges a subscription's next period off-session with its saved card; succeeds as an
   * 'invoice.paid' event. The same idempotency key never charges twice.
   */
  chargeRenewal(input: RenewalCharge): Promise<ProviderPayment>;
  /**
   * Asks the provider again how a payment ended, for orders left pending (a lost job or webhook):
   * the event it would have delivered, or null while it is still processing.
   */
  settledEvent(paymentId: string): Promise<ProviderEvent | null>;
  /** Saves a payment method for the customer; returns the saved method's id (a test id is copied, as Stripe does). */
  attachPaymentMethod(customer: string, paymentMethod: string): Promise<string>;
  listCards(customer: string): Promise<Array<{ id: string; brand: string; last4: string; exp_month: number; exp_year: number }>>;
  /** Opens a setup intent for the card form; with a payment method, saves that card at once. */
  setupIntent(customer: string, paymentMethod: string | undefined): Promise<SetupIntentResult>;
  /** Where the customer manages cards and billing; back to `returnUrl` after. */
  portalUrl(customer: string, returnUrl: string): Promise<string>;
  /**
   * Refunds all or part of a payment. Usually pending: the outcome arrives as a 'charge.refunded' event (with the
   * refund, the amount refunded so far and whether the charge is refunded in full) or a 'refund.failed' one. The same
   * idempotency key never refunds twice.
   */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** Every event goes to this one handler, however it arrives. */
  onEvent(handler: ProviderEventHandler): void;
}

/** The payment method does not exist (or was not made by this provider): nothing is charged. */
export class UnknownPaymentMethod extends Error {
  constructor(readonly paymentMethod: string) {
    super(`unknown payment method ${paymentMethod}`);
  }
}

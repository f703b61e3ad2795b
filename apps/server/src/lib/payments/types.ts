/** The provider events the app acts on; webhooks and the sandbox deliver them to the same handler. */
export type ProviderEventType = 'payment.succeeded' | 'payment.failed' | 'charge.refunded' | 'invoice.paid';

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
    metadata: Record<string, string>;
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
}

/** A payment as the provider sees it; it settles later, through an event. */
export interface ProviderPayment {
  id: string;
  status: 'processing' | 'succeeded' | 'failed' | 'refunded';
}

export interface PaymentProvider {
  readonly name: string;
  /** Whether the customer may pay with the method (it exists, and is theirs or nobody's), checked before an order is stored. */
  knowsPaymentMethod(paymentMethod: string, customer: string): Promise<boolean>;
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  /**
   * Charges a subscription's next period with the card and amount of its first payment; succeeds
   * as an 'invoice.paid' event. The same idempotency key never charges twice.
   */
  chargeRenewal(input: { previousPaymentId: string; idempotencyKey: string; metadata: Record<string, string> }): Promise<ProviderPayment>;
  /**
   * Asks the provider again how a payment ended, for orders left pending (a lost job or webhook):
   * the event it would have delivered, or null while it is still processing.
   */
  settledEvent(paymentId: string): Promise<ProviderEvent | null>;
  /** Saves a payment method for the customer; returns the saved method's id (a test id is copied, as Stripe does). */
  attachPaymentMethod(customer: string, paymentMethod: string): Promise<string>;
  listCards(customer: string): Promise<Array<{ id: string; brand: string; last4: string; exp_month: number; exp_year: number }>>;
  /** Every event goes to this one handler, however it arrives. */
  onEvent(handler: ProviderEventHandler): void;
}

/** The payment method does not exist (or was not made by this provider): nothing is charged. */
export class UnknownPaymentMethod extends Error {
  constructor(readonly paymentMethod: string) {
    super(`unknown payment method ${paymentMethod}`);
  }
}

/** What the payment form asks of Stripe's card element (which lives in its own chunk). */
export interface CardElementHandle {
  /** The typed card as a Stripe PaymentMethod id; rejects with Stripe's message. */
  createPaymentMethod(): Promise<string>;
}

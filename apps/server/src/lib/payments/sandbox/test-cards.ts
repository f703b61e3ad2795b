/** How a sandbox payment ends, chosen by the card, as in Stripe's test mode. */
export type SandboxOutcome = 'succeeds' | 'declined' | 'insufficient_funds';

/** Stripe's wording, shown to the buyer when the payment fails. */
export const DECLINE_MESSAGES: Record<Exclude<SandboxOutcome, 'succeeds'>, string> = {
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
};

/** Stripe's documented test PaymentMethod ids that the sandbox accepts as they are. */
export const TEST_PAYMENT_METHODS: Readonly<Record<string, { brand: string; last4: string; outcome: SandboxOutcome }>> = {
  pm_card_visa: { brand: 'visa', last4: '4242', outcome: 'succeeds' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', outcome: 'declined' },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', outcome: 'insufficient_funds' },
};

/** Stripe's test card numbers the sandbox card form takes; any other number is refused. */
const TEST_CARD_NUMBERS: Readonly<Record<string, { brand: string; outcome: SandboxOutcome }>> = {
  '4242424242424242': { brand: 'visa', outcome: 'succeeds' },
  '5555555555554444': { brand: 'mastercard', outcome: 'succeeds' },
  '4000000000000002': { brand: 'visa', outcome: 'declined' },
  '4000000000009995': { brand: 'visa', outcome: 'insufficient_funds' },
};

/** The test card a number stands for (spaces and dashes ignored), or null for any other number. */
export function testCardOf(number: string): { brand: string; last4: string; outcome: SandboxOutcome } | null {
  const digits = number.replace(/[\s-]/g, '');
  const card = TEST_CARD_NUMBERS[digits];
  return card ? { ...card, last4: digits.slice(-4) } : null;
}

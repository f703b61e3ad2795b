import type { SandboxCardRequest } from '@ott/contracts/payments';

/**
 * What the card form says, worded as Stripe words it (its Elements and its declines), so one translation
 * table covers the sandbox form, Stripe Elements and the provider's failure messages.
 */
export const CardMessages = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is incorrect.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  paymentNotStarted: 'The payment could not be started.',
} as const;

/** The card fields as typed: formatted text, never stored beyond the form. */
export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}

export const CARD_FIELDS = ['number', 'expiry', 'cvc'] as const;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** "4242424242424242" → "4242 4242 4242 4242" (19 digits at most). */
export const formatCardNumber = (value: string) =>
  digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1228" → "12 / 28". */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export const formatCvc = (value: string) => digitsOf(value).slice(0, 4);

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** "MM / YY" → month and four-digit year, or null while incomplete. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const digits = digitsOf(value);
  if (digits.length !== 4) return null;
  const month = Number(digits.slice(0, 2));
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(digits.slice(2)) };
}

export const isBlankCard = (fields: CardFields) => CARD_FIELDS.every((name) => !fields[name].trim());

/** What is wrong with a typed card, field by field (the server checks the number against its test cards). */
export function cardIssues(fields: CardFields, now: Date): Array<{ field: (typeof CARD_FIELDS)[number]; message: string }> {
  const issues: Array<{ field: (typeof CARD_FIELDS)[number]; message: string }> = [];
  const number = digitsOf(fields.number);
  if (number.length < 12) issues.push({ field: 'number', message: CardMessages.numberIncomplete });
  else if (!luhnValid(number)) issues.push({ field: 'number', message: CardMessages.numberInvalid });
  const expiry = parseExpiry(fields.expiry);
  if (!expiry) issues.push({ field: 'expiry', message: CardMessages.expiryIncomplete });
  // A card is valid to the end of its expiry month.
  else if (expiry.year * 12 + expiry.month < now.getFullYear() * 12 + now.getMonth() + 1) issues.push({ field: 'expiry', message: CardMessages.expiryPast });
  if (!/^\d{3,4}$/.test(fields.cvc)) issues.push({ field: 'cvc', message: CardMessages.cvcIncomplete });
  return issues;
}

/** A valid typed card as `POST sandbox/tokens` takes it. */
export function sandboxCardRequest(fields: CardFields): SandboxCardRequest {
  const expiry = parseExpiry(fields.expiry);
  if (!expiry) throw new Error('sandboxCardRequest() needs a checked card');
  return { number: digitsOf(fields.number), exp_month: expiry.month, exp_year: expiry.year, cvc: fields.cvc };
}

import { Messages } from '@ott/contracts/message-texts';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { CardMessages } from '../../../components/payments/card-input';
import { type CheckoutValues, checkoutDefaults, checkoutResolver, elementIssue, NEW_CARD } from './checkout-form';

const now = () => new Date('2026-11-21T12:00:00Z');

async function errorsOf(values: Partial<CheckoutValues>, entry: 'sandbox' | 'element' = 'sandbox'): Promise<Record<string, string | undefined>> {
  const resolve = checkoutResolver(entry, now);
  const result = await resolve({ ...checkoutDefaults(false), terms: true, ...values }, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors = result.errors as FieldErrors<CheckoutValues>;
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message as string | undefined]));
}

const goodCard = { number: '4242 4242 4242 4242', expiry: '12 / 28', cvc: '123' };

describe('checkout form rules', () => {
  it("says 'Please select one of your saved cards or enter new one' when saved cards exist and none is chosen", async () => {
    expect(await errorsOf({ card: '' })).toEqual({ card: Messages.cardRequired });
  });

  it('says the same when the new card is left blank', async () => {
    expect(await errorsOf({ card: NEW_CARD })).toEqual({ card: Messages.cardRequired });
  });

  it('accepts a saved card without any card fields', async () => {
    expect(await errorsOf({ card: 'pm_sandbox_1' })).toEqual({});
  });

  it('needs the terms accepted', async () => {
    expect(await errorsOf({ card: 'pm_sandbox_1', terms: false })).toEqual({ terms: Messages.termsRequired });
  });

  it('checks each field of a new card', async () => {
    expect(await errorsOf({ ...goodCard })).toEqual({});
    expect(await errorsOf({ ...goodCard, number: '4242 4242 4242 4241' })).toEqual({ number: CardMessages.numberInvalid });
    expect(await errorsOf({ ...goodCard, number: '4242 4242' })).toEqual({ number: CardMessages.numberIncomplete });
    expect(await errorsOf({ ...goodCard, expiry: '10 / 26' })).toEqual({ expiry: CardMessages.expiryPast });
    expect(await errorsOf({ ...goodCard, expiry: '11 / 26' })).toEqual({});
    expect(await errorsOf({ ...goodCard, expiry: '13 / 28' })).toEqual({ expiry: CardMessages.expiryIncomplete });
    expect(await errorsOf({ ...goodCard, cvc: '12' })).toEqual({ cvc: CardMessages.cvcIncomplete });
  });

  it("leaves a Stripe card to the element's own state", async () => {
    expect(await errorsOf({ card: NEW_CARD }, 'element')).toEqual({});
    expect(elementIssue(null)).toBe(Messages.cardRequired);
    expect(elementIssue({ empty: true, complete: false })).toBe(Messages.cardRequired);
    expect(elementIssue({ empty: false, complete: false, error: 'Your card number is invalid.' })).toBe('Your card number is invalid.');
    expect(elementIssue({ empty: false, complete: false })).toBe(CardMessages.numberIncomplete);
    expect(elementIssue({ empty: false, complete: true })).toBeNull();
  });
});

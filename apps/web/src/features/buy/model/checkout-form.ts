import { zodResolver } from '@hookform/resolvers/zod';
import { Messages } from '@ott/contracts/message-texts';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { type CardFields, CardMessages, cardIssues, isBlankCard } from '../../../components/payments/card-input';

/** The "new card" choice; any other value of `card` is a saved card's payment method id. */
export const NEW_CARD = 'new';

export interface CheckoutValues extends CardFields {
  /** '' (nothing chosen yet), NEW_CARD, or a saved card's id. */
  card: string;
  save_card: boolean;
  terms: boolean;
}

export const CHECKOUT_FIELDS = ['card', 'number', 'expiry', 'cvc', 'save_card', 'terms'] as const;

/** How a new card is typed: the sandbox form (checked here), or Stripe's card element (which reports its own state). */
export type CardEntry = 'sandbox' | 'element';

/** What Stripe's card element last reported. */
export interface ElementState {
  empty: boolean;
  complete: boolean;
  error?: string;
}

/** The card element's problem, if any, worded as the form words the sandbox card's. */
export function elementIssue(state: ElementState | null): string | null {
  if (!state || state.empty) return Messages.cardRequired;
  if (state.error) return state.error;
  return state.complete ? null : CardMessages.numberIncomplete;
}

export const checkoutDefaults = (hasSavedCards: boolean): CheckoutValues => ({
  card: hasSavedCards ? '' : NEW_CARD,
  number: '',
  expiry: '',
  cvc: '',
  save_card: false,
  terms: false,
});

/** Spec §5: no saved card chosen and no new card typed → 'Please select one of your saved cards or enter new one'. */
export function checkoutResolver(entry: CardEntry, now: () => Date = () => new Date()): Resolver<CheckoutValues> {
  const schema = z
    .object({ card: z.string(), number: z.string(), expiry: z.string(), cvc: z.string(), save_card: z.boolean(), terms: z.boolean() })
    .superRefine((values, context) => {
      const issue = (path: keyof CheckoutValues, message: string) => context.addIssue({ code: 'custom', path: [path], message });
      if (!values.terms) issue('terms', Messages.termsRequired);
      if (values.card !== NEW_CARD) {
        if (!values.card) issue('card', Messages.cardRequired);
        return;
      }
      // The element's state is not a form value: the form checks it on submit (elementIssue).
      if (entry === 'element') return;
      if (isBlankCard(values)) issue('card', Messages.cardRequired);
      else for (const { field, message } of cardIssues(values, now())) issue(field, message);
    });
  return zodResolver(schema) as Resolver<CheckoutValues>;
}

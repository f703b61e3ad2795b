import { randomBytes } from 'node:crypto';
import { Messages, type SavedCard, type SetupIntent } from '@ott/contracts';
import { ValidationError } from '../../lib/errors';
import { type PaymentProvider, UnknownPaymentMethod } from '../../lib/payments/types';
import { customerOf } from './buy.service';

/** The sandbox has no hosted billing page: its portal is the SPA's profile, on the saved cards. */
export const SANDBOX_PORTAL_URL = '/profile?cards';

/** Saved cards: the provider keeps them; the app keeps nothing of a card. */
export function createCardsService({ provider }: { provider: PaymentProvider }) {
  return {
    async setupIntent(userId: number, paymentMethod: string | undefined): Promise<SetupIntent> {
      const id = `seti_${provider.name}_${randomBytes(12).toString('hex')}`;
      const clientSecret = `${id}_secret_${randomBytes(12).toString('hex')}`;
      if (paymentMethod === undefined) return { id, client_secret: clientSecret, status: 'requires_payment_method', payment_method: null };
      try {
        const saved = await provider.attachPaymentMethod(customerOf(userId), paymentMethod);
        return { id, client_secret: clientSecret, status: 'succeeded', payment_method: saved };
      } catch (error) {
        if (error instanceof UnknownPaymentMethod) throw new ValidationError({ payment_method: [Messages.cardRequired] });
        throw error;
      }
    },

    list: (userId: number): Promise<SavedCard[]> => provider.listCards(customerOf(userId)),

    portal: () => ({ url: SANDBOX_PORTAL_URL }),
  };
}
export type CardsService = ReturnType<typeof createCardsService>;

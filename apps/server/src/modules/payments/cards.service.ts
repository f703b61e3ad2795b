import { Messages, type SavedCard, type SetupIntent } from '@ott/contracts';
import { ValidationError } from '../../lib/errors';
import { type PaymentProvider, UnknownPaymentMethod } from '../../lib/payments/types';

/** Saved cards: the provider keeps them; the app keeps nothing of a card. */
export function createCardsService({ provider }: { provider: PaymentProvider }) {
  return {
    async setupIntent(userId: number, paymentMethod: string | undefined): Promise<SetupIntent> {
      try {
        return await provider.setupIntent(await provider.customerOf(userId), paymentMethod);
      } catch (error) {
        if (error instanceof UnknownPaymentMethod) throw new ValidationError({ payment_method: [Messages.cardRequired] });
        throw error;
      }
    },

    list: async (userId: number): Promise<SavedCard[]> => provider.listCards(await provider.customerOf(userId)),

    /** `returnUrl`: the SPA's saved cards page, where a hosted portal sends the user back. */
    portal: async (userId: number, returnUrl: string) => ({ url: await provider.portalUrl(await provider.customerOf(userId), returnUrl) }),
  };
}
export type CardsService = ReturnType<typeof createCardsService>;

import { customerPortal, sandboxToken, savedCards, setupIntent } from '@ott/contracts/endpoints/viewer/commerce';
import { call } from '../../lib/api-call';
import { useUser } from '../../lib/session';
import { useApiData } from '../../lib/use-api-data';
import { type CardFields, sandboxCardRequest } from './card-input';

/** The sandbox turns a test card number into a payment method id; the number goes nowhere else. */
export async function tokenizeSandboxCard(fields: CardFields): Promise<string> {
  const token = await call(sandboxToken, { body: { ...sandboxCardRequest(fields) } });
  return token.id;
}

export const listCards = (signal?: AbortSignal) => call(savedCards, { signal });

/** Saves a payment method for the user (a setup intent carrying it). */
export const saveCard = (paymentMethod: string) => call(setupIntent, { body: { payment_method: paymentMethod } });

export const getCustomerPortal = () => call(customerPortal);

export function useSavedCards() {
  const user = useUser();
  return useApiData(user ? `cards:${user.id}` : null, listCards);
}

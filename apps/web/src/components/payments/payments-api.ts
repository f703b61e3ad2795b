import type { SavedCard, SetupIntent } from '@ott/contracts/payments';
import { api } from '../../lib/api';
import { useUser } from '../../lib/session';
import { useApiData } from '../../lib/use-api-data';
import { type CardFields, sandboxCardRequest } from './card-input';

/** The sandbox turns a test card number into a payment method id; the number goes nowhere else. */
export async function tokenizeSandboxCard(fields: CardFields): Promise<string> {
  const token = await api.post<{ id: string }>('/sandbox/tokens', { ...sandboxCardRequest(fields) });
  return token.id;
}

export const listCards = (signal?: AbortSignal) => api.get<SavedCard[]>('/stripe/list-cards', undefined, { signal });

/** Saves a payment method for the user (a setup intent carrying it). */
export const saveCard = (paymentMethod: string) => api.post<SetupIntent>('/stripe/setup-intent', { payment_method: paymentMethod });

export const getCustomerPortal = () => api.get<{ url: string }>('/stripe/customer-portal');

export function useSavedCards() {
  const user = useUser();
  return useApiData(user ? `cards:${user.id}` : null, listCards);
}

import type { Pass } from '@ott/contracts/commerce';
import { participants } from '@ott/contracts/endpoints/viewer/channel';
import * as endpoints from '@ott/contracts/endpoints/viewer/commerce';
import { api } from '../../../lib/api';
import { call } from '../../../lib/api-call';
import type { QueryParams } from '../../../lib/api-client';
import { useUser } from '../../../lib/session';
import { byWeightDesc } from '../../../lib/sort';
import { useApiData } from '../../../lib/use-api-data';

/**
 * The pass endpoints are key-exempt; a signed-in user's api_key is added so the server can say which
 * passes the user already owns (`purchased`, `disabledParticipants`, `disabledCategories`).
 */
async function ownerQuery(signedIn: boolean): Promise<QueryParams> {
  return signedIn ? { api_key: await api.ensureApiKey() } : {};
}

/** Every subscription and package of the channel, heaviest first (spec §9). */
export async function getPasses(signedIn: boolean, signal?: AbortSignal): Promise<Pass[]> {
  const query = await ownerQuery(signedIn);
  const [subscriptions, packages] = await Promise.all([
    call(endpoints.subscriptions, { query, signal }),
    call(endpoints.packages, { query, signal }),
  ]);
  return [...subscriptions, ...packages].sort(byWeightDesc);
}

/** Every package and subscription that opens the event (its single-event package included), heaviest first (spec §9: the operator's order). */
export async function getPassesForEvent(eventId: number, signedIn: boolean, signal?: AbortSignal): Promise<Pass[]> {
  const query = { ...(await ownerQuery(signedIn)), event_id: eventId };
  const [subscriptions, packages] = await Promise.all([call(endpoints.subscriptions, { query, signal }), call(endpoints.packages, { query, signal })]);
  return [...packages, ...subscriptions].sort(byWeightDesc);
}

/** Keyed (only the lists are key-exempt): the api_key it carries tells the server whose purchases count. */
export const getPackage = (id: number, signal?: AbortSignal) => call(endpoints.packageById, { params: { id }, signal });

/** The server's price for a package with a promo code; rejects with 'Wrong promo code' (400). */
export const applyCoupon = (code: string, packageId: number) => call(endpoints.couponPreview, { query: { code, package_id: packageId } });

/** Cached per user: what is purchased differs between accounts. */
export function usePasses() {
  const user = useUser();
  return useApiData(`passes:${user?.id ?? 'guest'}`, (signal) => getPasses(Boolean(user), signal));
}

export function usePassesForEvent(eventId: number | null) {
  const user = useUser();
  return useApiData(eventId === null ? null : `event-passes:${eventId}:${user?.id ?? 'guest'}`, (signal) => getPassesForEvent(eventId ?? 0, Boolean(user), signal));
}

export function usePackage(id: number | null) {
  const user = useUser();
  return useApiData(id === null ? null : `package:${id}:${user?.id ?? 'guest'}`, (signal) => getPackage(id ?? 0, signal));
}

/** Same cache key as the home filters: the list is fetched once per page life. */
export function useParticipants(needed: boolean) {
  return useApiData(needed ? 'participants' : null, (signal) => call(participants, { signal }));
}

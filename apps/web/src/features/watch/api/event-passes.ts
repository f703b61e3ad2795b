import type { Pass } from '@ott/contracts/commerce';
import { packages, subscriptions } from '@ott/contracts/endpoints/viewer/commerce';
import { api } from '../../../lib/api';
import { call } from '../../../lib/api-call';
import { useUser } from '../../../lib/session';
import { useApiData } from '../../../lib/use-api-data';

/** The packages and subscriptions that open an event; a signed-in viewer's key lets the server mark the purchased ones. */
async function getEventPasses(eventId: number, signedIn: boolean, signal?: AbortSignal): Promise<Pass[]> {
  const query = { event_id: eventId, ...(signedIn ? { api_key: await api.ensureApiKey() } : {}) };
  const lists = await Promise.all([call(packages, { query, signal }), call(subscriptions, { query, signal })]);
  return lists.flat();
}

/** Keyed per viewer: what is purchased differs between accounts. */
export function useEventPasses(eventId: number | null) {
  const user = useUser();
  return useApiData(eventId === null ? null : `gate-passes:${eventId}:${user?.id ?? 'guest'}`, (signal) => getEventPasses(eventId ?? 0, Boolean(user), signal));
}

import { AdminIngest, type AdminIngestAction, type AdminReplayPatch, type IngestState } from '@ott/contracts/live-ingest';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { areaKey, areaPath } from '../api';

/** One event's ingest (stream key, state, health, replay) under `/api/admin/channels/{key}/events/{id}/ingest`. */
const ingestPath = (channelKey: string, eventId: number) => `${areaPath(channelKey, 'events')}/${eventId}/ingest`;

/** Under the events' key, so whatever refreshes an event refreshes its ingest too. */
export const ingestKey = (channelKey: string, eventId: number) => [...areaKey(channelKey, 'events'), 'ingest', eventId] as const;

/** While an encoder may be sending, health and state move by the second: read them again this often. */
export const ACTIVE_POLL_MS = 3_000;
/** Waiting for an encoder: slower, and only for a while (an operator who left the tab open does not poll all day). */
export const IDLE_POLL_MS = 5_000;
export const IDLE_POLL_LIMIT_MS = 15 * 60_000;

/** How soon to read the ingest again: never once ended, nor after waiting idle longer than the limit. */
export function ingestPollMs(state: IngestState | undefined, idleForMs: number): number | false {
  if (state === 'receiving' || state === 'live') return ACTIVE_POLL_MS;
  if (state === 'idle' && idleForMs < IDLE_POLL_LIMIT_MS) return IDLE_POLL_MS;
  return false;
}

/** `idleSince`: when the ingest was last seen other than idle (or first read); null before the first answer. */
export const ingestQuery = (channelKey: string, eventId: number, idleSince: number | null) =>
  queryOptions({
    queryKey: ingestKey(channelKey, eventId),
    queryFn: () => api.get(ingestPath(channelKey, eventId), AdminIngest),
    // The preview URL is signed and expires: a fresh one each time the page opens.
    staleTime: 0,
    refetchInterval: (query) => ingestPollMs(query.state.data?.state, query.state.dataUpdatedAt - (idleSince ?? query.state.dataUpdatedAt)),
  });

/** A new stream key; the old one stops at once and an encoder connected with it is cut. */
export const regenerateKey = async (channelKey: string, eventId: number) => AdminIngest.parse(await api.post(`${ingestPath(channelKey, eventId)}/key`));

export const runIngestAction = async (channelKey: string, eventId: number, action: AdminIngestAction['action']) =>
  AdminIngest.parse(await api.post(`${ingestPath(channelKey, eventId)}/action`, { action } satisfies AdminIngestAction));

export const saveReplay = async (channelKey: string, eventId: number, patch: AdminReplayPatch) =>
  AdminIngest.parse(await api.patch(`${ingestPath(channelKey, eventId)}/replay`, patch));

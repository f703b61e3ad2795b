import { changeReplay, eventIngest, ingestAction, newStreamKey } from '@ott/contracts/endpoints/admin/catalogue';
import type { AdminIngestAction, AdminReplayPatch, IngestState } from '@ott/contracts/live-ingest';
import { queryOptions } from '@tanstack/react-query';
import { call, inChannel } from '../../../lib/api-call';
import { areaKey } from '../api';

/** One event's ingest (stream key, state, health, replay) under `/api/admin/channels/{key}/events/{id}/ingest`. */
const ingestParams = (channelKey: string, eventId: number) => inChannel(channelKey, { id: eventId });

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
    queryFn: () => call(eventIngest, { params: ingestParams(channelKey, eventId) }),
    // The preview URL is signed and expires: a fresh one each time the page opens.
    staleTime: 0,
    refetchInterval: (query) => ingestPollMs(query.state.data?.state, query.state.dataUpdatedAt - (idleSince ?? query.state.dataUpdatedAt)),
  });

/** A new stream key; the old one stops at once and an encoder connected with it is cut. */
export const regenerateKey = (channelKey: string, eventId: number) => call(newStreamKey, { params: ingestParams(channelKey, eventId) });

export const runIngestAction = (channelKey: string, eventId: number, action: AdminIngestAction['action']) =>
  call(ingestAction, { params: ingestParams(channelKey, eventId), body: { action } satisfies AdminIngestAction });

export const saveReplay = (channelKey: string, eventId: number, patch: AdminReplayPatch) => call(changeReplay, { params: ingestParams(channelKey, eventId), body: patch });

import type { AdminEventsBulk, AttachKind } from '@ott/contracts/admin-catalogue';
import type { AdminEventPrices } from '@ott/contracts/admin-offer';
import type { AdminEventsEdit, AdminScheduleImport } from '@ott/contracts/admin-schedule';
import type { Endpoint } from '@ott/contracts/endpoint';
import {
  attachVideo as attachEndpoint,
  bulkEvents,
  categories,
  detachMedia as detachMediaEndpoint,
  detachSlate as detachSlateEndpoint,
  editEvents as editEventsEndpoint,
  eventOptions,
  eventsCollection,
  importSchedule as importScheduleEndpoint,
  participantGroups,
  participantLogo,
  participants,
  playback,
  videos,
  vodCollections,
  vodItems,
} from '@ott/contracts/endpoints/admin/catalogue';
import { createPricingRule, deletePricingRule, pricingRules, setEventPrices as setPricesEndpoint, updatePricingRule } from '@ott/contracts/endpoints/admin/offer';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PricingRuleCalls, SetEventPrices } from '../../components/pricing/pricing-calls';
import { refetchWhileMaking } from '../../components/video-choices';
import type { Page, Query } from '../../lib/api';
import { call, inChannel, uploadTo } from '../../lib/api-call';

/** The catalogue's collections under `/api/admin/channels/{key}/`. */
const collections = {
  events: eventsCollection,
  categories,
  participants,
  'participant-groups': participantGroups,
  'vod-collections': vodCollections,
  'vod-items': vodItems,
};
export type CatalogueArea = keyof typeof collections;

export const areaKey = (channelKey: string, area: CatalogueArea) => ['catalogue', channelKey, area] as const;

/** One page of an area's list, as the shared table asks for it. */
export const areaPage =
  <T>(channelKey: string, area: CatalogueArea) =>
  (query: Query) =>
    call(collections[area].list as Endpoint<unknown>, { params: inChannel(channelKey), query }) as Promise<Page<T>>;

export const eventQuery = (channelKey: string, id: number) =>
  queryOptions({ queryKey: [...areaKey(channelKey, 'events'), 'one', id] as const, queryFn: () => call(eventsCollection.one, { params: inChannel(channelKey, { id }) }) });

export const optionsQuery = (channelKey: string) =>
  queryOptions({ queryKey: ['catalogue', channelKey, 'options'] as const, queryFn: () => call(eventOptions, { params: inChannel(channelKey) }) });

/** The videos the events and VOD screens choose from: the channel's library and the demo videos. */
export const videosQuery = (channelKey: string) =>
  queryOptions({ queryKey: ['catalogue', channelKey, 'videos'] as const, queryFn: () => call(videos, { params: inChannel(channelKey) }), refetchInterval: refetchWhileMaking });

/** Every VOD collection (a VOD item's form chooses one). */
export const vodCollectionsQuery = (channelKey: string) =>
  queryOptions({ queryKey: [...areaKey(channelKey, 'vod-collections'), 'all'] as const, queryFn: async () => (await call(vodCollections.list, { params: inChannel(channelKey), query: { limit: 200 } })).data });

export type { AttachKind };

/** Attach a video to an event; with `replace`, it takes the place of the playlist of that kind (same address for viewers). */
export const attachVideo = (channelKey: string, eventId: number, body: { video: string; kind: AttachKind; replace?: boolean }) =>
  call(attachEndpoint, { params: inChannel(channelKey, { id: eventId }), body });

export const detachSlate = (channelKey: string, eventId: number) => call(detachSlateEndpoint, { params: inChannel(channelKey, { id: eventId }) });

export const detachMedia = (channelKey: string, eventId: number, mediaId: number) => call(detachMediaEndpoint, { params: inChannel(channelKey, { id: eventId, media_id: mediaId }) });

export const bulkEventAction = (channelKey: string, body: AdminEventsBulk) => call(bulkEvents, { params: inChannel(channelKey), body });

/** A schedule CSV: previewed (`dry_run: true`), or written in one transaction. */
export const importSchedule = (channelKey: string, body: AdminScheduleImport) => call(importScheduleEndpoint, { params: inChannel(channelKey), body });

/** One change (pricing, visibility, sport, a time shift) for several events. */
export const editEvents = (channelKey: string, body: AdminEventsEdit) => call(editEventsEndpoint, { params: inChannel(channelKey), body });

export const teamLogoUpload = (channelKey: string, id: number) => uploadTo(participantLogo, inChannel(channelKey, { id }));

export const playbackQuery = (channelKey: string, id: number) =>
  queryOptions({
    queryKey: [...areaKey(channelKey, 'events'), 'playback', id] as const,
    queryFn: () => call(playback, { params: inChannel(channelKey, { id }) }),
    // Signed URLs expire; a fresh one each time the page is opened, and again while the video is being made.
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.some((item) => item.reason === 'processing') ? 3_000 : false),
  });

/** An event's replay pricing rule, for the shared rule editor; cached with the offer area's rules, which list it too. */
export const eventPricingCalls = (channelKey: string): PricingRuleCalls => {
  const cacheKey = ['offer', channelKey] as const;
  return {
    cacheKey,
    rules: (filter) => ({ queryKey: [...cacheKey, 'rules', filter.event_id ?? 'all'], queryFn: () => call(pricingRules, { params: inChannel(channelKey), query: filter }) }),
    create: (body) => call(createPricingRule, { params: inChannel(channelKey), body }),
    update: (id, steps) => call(updatePricingRule, { params: inChannel(channelKey, { id }), body: { steps } }),
    remove: (id) => call(deletePricingRule, { params: inChannel(channelKey, { id }) }),
  };
};

export const setEventPrices =
  (channelKey: string): SetEventPrices =>
  (body: AdminEventPrices) =>
    call(setPricesEndpoint, { params: inChannel(channelKey), body });

/** Create, update and delete in one area; every change refreshes the area's lists and the event form's choices. */
export function useCatalogueMutations<T extends { id: number }, Input>(channelKey: string, area: CatalogueArea) {
  const client = useQueryClient();
  const endpoints = collections[area] as unknown as { create: Endpoint<T>; update: Endpoint<T>; remove: Endpoint<{ id: number }> };
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: areaKey(channelKey, area) }), client.invalidateQueries({ queryKey: ['catalogue', channelKey, 'options'] })]);
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Input }) =>
      id === undefined ? call(endpoints.create, { params: inChannel(channelKey), body: body as Record<string, unknown> }) : call(endpoints.update, { params: inChannel(channelKey, { id }), body: body as Record<string, unknown> }),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: number) => call(endpoints.remove, { params: inChannel(channelKey, { id }) }), onSuccess: refresh });
  return { save, remove, refresh };
}

import type { AdminContactFormForm } from '@ott/contracts/admin-content';
import type { Endpoint } from '@ott/contracts/endpoint';
import { videos } from '@ott/contracts/endpoints/admin/catalogue';
import { contactForm, contentAreas, saveContactForm, slideImage } from '@ott/contracts/endpoints/admin/content';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { refetchWhileMaking } from '../../components/video-choices';
import { api } from '../../lib/api';
import { call, inChannel, uploadTo } from '../../lib/api-call';

/** The console's content areas, as their URL segment under `/api/admin/channels/{key}/`. */
export type ContentArea = keyof typeof contentAreas;

/** One area's calls, typed by the caller's item (the areas' definitions differ only in their item's contract). */
const areaEndpoints = <T>(area: ContentArea) =>
  contentAreas[area] as unknown as { list: Endpoint<{ data: T[] }>; one: Endpoint<T>; create: Endpoint<T>; update: Endpoint<T>; remove: Endpoint<T>; order?: Endpoint<T[]> };
const listKey = (channelKey: string, area: ContentArea) => ['content', channelKey, area] as const;

/** A whole list of one area (content lists are short and shown whole). */
export const listQuery = <T>(channelKey: string, area: ContentArea) =>
  queryOptions({ queryKey: listKey(channelKey, area), queryFn: async () => (await call(areaEndpoints<T>(area).list, { params: inChannel(channelKey) })).data });

export const itemQuery = <T>(channelKey: string, area: ContentArea, id: number) =>
  queryOptions({ queryKey: [...listKey(channelKey, area), id] as const, queryFn: () => call(areaEndpoints<T>(area).one, { params: inChannel(channelKey, { id }) }) });

export const slideImageUpload = (channelKey: string) => uploadTo(slideImage, inChannel(channelKey));

/** The contact page's form (null before one is made). */
export const contactFormQuery = (channelKey: string) =>
  queryOptions({ queryKey: ['content', channelKey, 'contact-form'] as const, queryFn: () => call(contactForm, { params: inChannel(channelKey) }) });
export const saveContact = (channelKey: string, body: AdminContactFormForm) => call(saveContactForm, { params: inChannel(channelKey), body });

/** The channel's library videos a preroll can play (and the demo videos). */
export const videosQuery = (channelKey: string) =>
  queryOptions({ queryKey: ['content', channelKey, 'videos'] as const, queryFn: () => call(videos, { params: inChannel(channelKey) }), refetchInterval: refetchWhileMaking });

/** Create, update, delete and reorder in one area; each refreshes the area's list once done. */
export function useContentMutations<T extends { id: number }, Input>(channelKey: string, area: ContentArea) {
  const client = useQueryClient();
  const endpoints = areaEndpoints<T>(area);
  const params = inChannel(channelKey);
  const key = listKey(channelKey, area);
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Input }) =>
      id === undefined ? call(endpoints.create, { params, body: body as Record<string, unknown> }) : call(endpoints.update, { params: inChannel(channelKey, { id }), body: body as Record<string, unknown> }),
    onSuccess: (saved) => {
      client.setQueryData([...key, saved.id], saved);
      return refresh();
    },
  });
  const remove = useMutation({ mutationFn: (id: number) => call(endpoints.remove, { params: inChannel(channelKey, { id }) }), onSuccess: refresh });
  const reorder = useMutation({
    mutationFn: (ids: number[]) => {
      if (!endpoints.order) throw new Error(`The ${area} list has no order`);
      return call(endpoints.order, { params, body: { ids } });
    },
    // Shown at once in the new order; put back if the server refuses it.
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<T[]>(key);
      if (previous) client.setQueryData<T[]>(key, ids.map((id) => previous.find((item) => item.id === id)).filter((item): item is T => item !== undefined));
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSettled: refresh,
  });
  return { save, remove, reorder };
}

/** What a slide can be shown for: the channel's sports (with their divisions), teams and schools, as viewers see them. */
export interface SlideTarget {
  id: number;
  name: string;
  /** A team's sport and gender (as stored: 'men', 'women'), which tell apart teams of one name. */
  team?: { sport: string; gender: string };
}

export interface SlideTargets {
  category: SlideTarget[];
  participant: SlideTarget[];
  group: SlideTarget[];
}

interface CategoryNode {
  id: number;
  name: string;
  children: CategoryNode[];
}

const flatten = (nodes: CategoryNode[], prefix = ''): Array<{ id: number; name: string }> =>
  nodes.flatMap((node) => [{ id: node.id, name: `${prefix}${node.name}` }, ...flatten(node.children, `${prefix}${node.name} › `)]);

export const slideTargetsQuery = (channelKey: string) =>
  queryOptions({
    queryKey: ['content', channelKey, 'slide-targets'] as const,
    queryFn: async (): Promise<SlideTargets> => {
      const query = { channel_key: channelKey };
      const [bootstrap, participants] = await Promise.all([
        api.get<{ event_categories: CategoryNode[]; participant_groups: Array<{ id: number; name: string }> }>('/api/channel-bootstrap-data', undefined, query),
        api.get<Array<{ id: number; name: string; properties: { sport: string; gender: string } }>>('/api/participants', undefined, query),
      ]);
      return {
        category: flatten(bootstrap.event_categories),
        participant: participants.map((team) => ({ id: team.id, name: team.name, team: { sport: team.properties.sport, gender: team.properties.gender } })),
        group: bootstrap.participant_groups.map((group) => ({ id: group.id, name: group.name })),
      };
    },
    staleTime: 60_000,
  });

/**
 * A preroll playing a video of the channel's media library is stored with the asset's address on this media host;
 * `libraryVideoOfPreroll` reads the video (`lib-<id>`) back from any such address, null for a clip or another site.
 */
export const libraryPrerollUrl = (video: string) => `/media/hls/vod/${video}/master.m3u8`;
export function libraryVideoOfPreroll(url: string): string | null {
  return /^\/media\/[a-z/]*\/(lib-[1-9]\d{0,9})\//.exec(url)?.[1] ?? null;
}

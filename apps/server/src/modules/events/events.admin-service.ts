import {
  type AdminAttachVideo,
  type AdminEvent,
  type AdminEventOptions,
  type AdminEventPatch,
  type AdminEventValues,
  type AdminEventsBulk,
  type AdminEventsBulkResult,
  type AdminEventsQuery,
  type AdminPlayback,
  type AdminVideo,
  EVENT_HAS_ORDERS,
  offerErrors,
} from '@ott/contracts/admin-catalogue';
import type { AdminEventsEdit, AdminEventsEditResult } from '@ott/contracts/admin-schedule';
import { AppError, type FieldErrors, NotFound, ValidationError } from '../../lib/errors';
import type { CatalogueRepository } from '../catalogue/catalogue.repository';
import type { Channel } from '../channel/channel.types';
import { assetIdOfVideo, libraryVideoId } from '@ott/contracts/admin-media';
import { DEMO_ASSETS, DEMO_EXTRAS } from '../media/demo/demo-assets';
import type { LibraryVideosRepository } from '../media/library-videos.repository';
import { demoFileUrl, eventScope, localStreamOf, localStreamUrl } from '../media/media-refs';
import type { PlaybackSigner } from '../media/playback';
import type { VideoCatalog } from '../media/video-catalog';
import { type VideoFiles, demoFiles, libraryFiles, playbackMedia, previewMedia } from '../media/video-media';
import { toAdminEvent, videoOf } from './events.admin-mappers';
import { toCriteria } from './events.criteria';
import type { EventsRepository } from './events.repository';
import type { EventColumns, EventExtras } from './events-writes.repository';
import { totalFromPage } from './events.service';

export interface EventsAdminDeps {
  repository: EventsRepository;
  catalogue: Pick<CatalogueRepository, 'listParticipants' | 'listGroups' | 'listLocations'>;
  playback: PlaybackSigner;
  /** Whether a video plays yet (demo videos and library assets). */
  videos: VideoCatalog;
  /** The channel's library assets that can be attached. */
  library: Pick<LibraryVideosRepository, 'list' | 'find'>;
  now?: () => Date;
}

const NOT_IN_CHANNEL = 'Not found in this channel';
const SOLD = new Set(['paid', 'ppv']);

export class EventHasOrders extends AppError {
  constructor() {
    super(409, EVENT_HAS_ORDERS.code, EVENT_HAS_ORDERS.message);
  }
}

/** The console's rules for events: the same repository as the viewer's routes, plus its writes. */
export function createEventsAdminService({ repository, catalogue, playback, videos, library, now = () => new Date() }: EventsAdminDeps) {
  /** The files a video of this channel brings (a demo video, or one of its library assets); null for any other. */
  async function filesOf(channel: Channel, video: string): Promise<VideoFiles | null> {
    if (DEMO_ASSETS.some((asset) => asset.name === video)) return demoFiles(video);
    const assetId = assetIdOfVideo(video);
    const asset = assetId === null ? undefined : await library.find(channel.id, assetId);
    return asset ? libraryFiles(asset) : null;
  }

  async function load(channel: Channel, id: number): Promise<AdminEvent> {
    const row = await repository.findForOperator(channel.id, id);
    if (!row) throw new NotFound();
    const orders = await repository.ordersCount([id]);
    return toAdminEvent(row, channel.currency, orders.get(id) ?? 0, now());
  }

  /** 400 naming each field whose id is not the channel's. */
  async function checkReferences(channel: Channel, values: Partial<AdminEventValues>): Promise<void> {
    const errors: FieldErrors = {};
    const check = async (field: string, table: Parameters<EventsRepository['ownedIds']>[1], ids: number[]) => {
      if (ids.length === 0) return;
      const owned = await repository.ownedIds(channel.id, table, ids);
      if (ids.some((id) => !owned.has(id))) errors[field] = [NOT_IN_CHANNEL];
    };
    const one = (id: number | null | undefined) => (id === null || id === undefined ? [] : [id]);
    await check('event_category_id', 'event_categories', one(values.event_category_id));
    await check('location_id', 'event_locations', one(values.location_id));
    await check('participant_group_id', 'participant_groups', one(values.participant_group_id));
    await check('participants', 'participants', (values.participants ?? []).map((p) => p.id));
    if (values.video !== undefined && values.video !== null && (await filesOf(channel, values.video.id)) === null) errors.video = [NOT_IN_CHANNEL];
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  }

  function columnsOf(values: AdminEventPatch): Partial<EventColumns> {
    const columns: Partial<EventColumns> = {};
    const keys = ['name', 'description', 'event_utc_ts', 'end_utc_ts', 'time_zone', 'pricing_type', 'event_category_id', 'location_id', 'participant_group_id', 'gender', 'visibility', 'division'] as const;
    for (const key of keys) if (values[key] !== undefined) (columns as Record<string, unknown>)[key] = values[key];
    if (values.group !== undefined) columns.group_name = values.group;
    if (values.subscription_only !== undefined) columns.subscription_only = values.subscription_only ? 1 : 0;
    return columns;
  }

  /** The single-event package to write: none for free, register and passes-only events (docs/decisions/0060). */
  function priceOf(channel: Channel, pricing: string, price: number | null | undefined, passesOnly: boolean): EventExtras['price'] {
    if (!SOLD.has(pricing) || passesOnly) return { amount: null, currency: channel.currency };
    return price === undefined ? undefined : { amount: price, currency: channel.currency };
  }

  return {
    async list(channel: Channel, query: AdminEventsQuery): Promise<{ data: AdminEvent[]; meta: { total: number; offset: number; limit: number } }> {
      const at = now();
      const criteria = toCriteria(
        channel.id,
        {
          search: query.search?.trim() || undefined,
          stream_status: query.stream_status,
          event_category_id: query.event_category_id,
          participant_id: query.participant_id,
          sort_field: query.sort_field,
          // Newest first unless asked otherwise: the console is mostly about what comes next and what just happened.
          sort_direction: query.sort_direction ?? 'desc',
          limit: query.limit,
          offset: query.offset,
          operator: true,
          visibility: query.visibility,
        },
        at,
      );
      const rows = await repository.list(criteria);
      const total = totalFromPage(criteria, rows.length) ?? (await repository.count(criteria));
      const orders = await repository.ordersCount(rows.map((row) => row.id));
      return { data: rows.map((row) => toAdminEvent(row, channel.currency, orders.get(row.id) ?? 0, at)), meta: { total, offset: criteria.offset, limit: criteria.limit } };
    },

    get: load,

    async create(channel: Channel, values: AdminEventValues): Promise<AdminEvent> {
      await checkReferences(channel, values);
      const at = now().toISOString();
      const columns = { ...columnsOf(values), visibility: values.visibility ?? 'public' } as EventColumns;
      for (const key of ['description', 'event_category_id', 'location_id', 'participant_group_id', 'gender', 'division', 'group_name'] as const) columns[key] ??= null;
      const id = await repository.insertEvent(
        channel.id,
        columns,
        {
          participants: values.participants ?? [],
          geoRule: values.geo_rule ?? null,
          price: priceOf(channel, values.pricing_type, values.price, values.passes_only === true),
          media: values.video ? playbackMedia(values.video.id, values.video.kind, (await filesOf(channel, values.video.id))!, true) : [],
        },
        at,
      );
      return load(channel, id);
    },

    async update(channel: Channel, id: number, patch: AdminEventPatch): Promise<{ before: AdminEvent; after: AdminEvent }> {
      const before = await load(channel, id);
      const start = patch.event_utc_ts ?? before.event_utc_ts;
      const end = patch.end_utc_ts ?? before.end_utc_ts;
      if (end <= start) throw new ValidationError({ end_utc_ts: ['Must be after the start'] });
      const pricing = patch.pricing_type ?? before.pricing_type;
      // A new price or another pricing type ends "passes only" unless the patch says it again.
      const passesOnly = patch.passes_only ?? (patch.price !== undefined || (patch.pricing_type !== undefined && patch.pricing_type !== 'paid') ? false : before.passes_only);
      const price = patch.price !== undefined ? patch.price : passesOnly ? null : before.price;
      // Like "passes only", "subscriptions only" ends with another offer unless the patch says it again.
      const subscriptionOnly = patch.subscription_only ?? (passesOnly ? before.subscription_only : false);
      const offer = offerErrors({ pricing_type: pricing, price, passes_only: passesOnly, subscription_only: subscriptionOnly });
      if (Object.keys(offer).length > 0) throw new ValidationError(offer);
      await checkReferences(channel, patch);
      const offerChanged = patch.pricing_type !== undefined || patch.price !== undefined || patch.passes_only !== undefined;
      const extras: EventExtras = {
        participants: patch.participants,
        geoRule: patch.geo_rule,
        price: offerChanged ? priceOf(channel, pricing, price, passesOnly) : undefined,
      };
      await repository.updateEvent(channel.id, id, { ...columnsOf(patch), subscription_only: subscriptionOnly ? 1 : 0 }, extras, now().toISOString());
      return { before, after: await load(channel, id) };
    },

    /** Refused (409) while orders point at the event: buyers keep their orders; hide it instead. */
    async remove(channel: Channel, id: number): Promise<AdminEvent> {
      const before = await load(channel, id);
      if (before.orders_count > 0) throw new EventHasOrders();
      await repository.deleteEvents(channel.id, [id]);
      return before;
    },

    async bulk(channel: Channel, { action, ids }: AdminEventsBulk): Promise<AdminEventsBulkResult> {
      const unique = [...new Set(ids)];
      const existing = new Set(await repository.existingEvents(channel.id, unique));
      const refused: AdminEventsBulkResult['refused'] = unique.filter((id) => !existing.has(id)).map((id) => ({ id, message: 'Not found' }));
      let done = unique.filter((id) => existing.has(id));
      if (action === 'delete') {
        const orders = await repository.ordersCount(done);
        refused.push(...done.filter((id) => (orders.get(id) ?? 0) > 0).map((id) => ({ id, message: EVENT_HAS_ORDERS.message })));
        done = done.filter((id) => (orders.get(id) ?? 0) === 0);
        await repository.deleteEvents(channel.id, done);
      } else {
        await repository.setVisibility(channel.id, done, action === 'publish' ? 'public' : 'hidden', now().toISOString());
      }
      return { done, refused };
    },

    /**
     * One change for several events (pricing, visibility, sport, a shift of the start and end), checked for every event
     * first and written in one transaction: all of them change, or none. Ids that are not the channel's are refused.
     */
    async edit(channel: Channel, { ids, changes }: AdminEventsEdit): Promise<{ result: AdminEventsEditResult; before: AdminEvent[]; after: AdminEvent[] }> {
      const unique = [...new Set(ids)];
      const existing = new Set(await repository.existingEvents(channel.id, unique));
      const refused = unique.filter((id) => !existing.has(id)).map((id) => ({ id, message: 'Not found' }));
      await checkReferences(channel, { event_category_id: changes.event_category_id });
      const before = await Promise.all(unique.filter((id) => existing.has(id)).map((id) => load(channel, id)));
      const shift = (changes.shift_minutes ?? 0) * 60_000;
      const offerChanged = changes.pricing_type !== undefined || changes.price !== undefined;
      const updates = before.map((event) => {
        const pricing = changes.pricing_type ?? event.pricing_type;
        const price = changes.price !== undefined ? changes.price : changes.pricing_type !== undefined ? null : event.price;
        // A paid event given no price is sold through passes only (as in the schedule import).
        const passesOnly = pricing === 'paid' && (price === null || price === undefined);
        if (offerChanged) {
          const offer = offerErrors({ pricing_type: pricing, price, passes_only: passesOnly });
          if (Object.keys(offer).length > 0) throw new ValidationError(Object.fromEntries(Object.entries(offer).map(([field, messages]) => [`changes.${field}`, messages])));
        }
        const columns: Partial<EventColumns> = {};
        if (changes.pricing_type !== undefined) columns.pricing_type = changes.pricing_type;
        if (changes.visibility !== undefined) columns.visibility = changes.visibility;
        if (changes.event_category_id !== undefined) columns.event_category_id = changes.event_category_id;
        if (shift !== 0) {
          columns.event_utc_ts = new Date(Date.parse(event.event_utc_ts) + shift).toISOString();
          columns.end_utc_ts = new Date(Date.parse(event.end_utc_ts) + shift).toISOString();
        }
        return { id: event.id, columns, extras: { price: offerChanged ? priceOf(channel, pricing, price, passesOnly) : undefined } };
      });
      await repository.updateEvents(channel.id, updates, now().toISOString());
      const after = await Promise.all(before.map((event) => load(channel, event.id)));
      const previous = before.map((event) => ({
        id: event.id,
        pricing_type: event.pricing_type,
        price: event.price,
        passes_only: event.passes_only,
        visibility: event.visibility,
        event_category_id: event.event_category_id,
      }));
      return { result: { updated: before.map((event) => event.id), previous, refused }, before, after };
    },

    /** The videos an operator can attach: the demo videos (hidden unless a demo channel) and the channel's library assets (not failed or cancelled), with how many of its events use each. */
    async videos(channel: Channel): Promise<AdminVideo[]> {
      const usage = new Map<string, number>();
      for (const row of await repository.mediaUsage(channel.id)) {
        const video = videoOf(row.url);
        if (video) usage.set(video, (usage.get(video) ?? 0) + Number(row.events));
      }
      const demo = DEMO_ASSETS.map((asset) => ({
        id: asset.name,
        label: asset.label,
        poster: playback.publicUrl(demoFileUrl(asset.name, DEMO_EXTRAS.poster)),
        ready: videos.info(asset.name)?.playable ?? false,
        events_count: usage.get(asset.name) ?? 0,
        source: 'demo' as const,
        // Offered as they are on a demo channel; elsewhere the picker lists them only on request.
        hidden: channel.settings.demo_media !== true,
      }));
      const assets = (await library.list(channel.id)).map((asset) => {
        const id = libraryVideoId(asset.id);
        return {
          id,
          label: asset.title,
          poster: playback.publicUrl(libraryFiles({ ...asset, state: 'processing' }).poster!),
          thumbnail: playback.publicUrl(libraryFiles({ ...asset, state: 'processing' }).thumbnail!),
          ready: asset.playable,
          events_count: usage.get(id) ?? 0,
          source: 'library' as const,
          state: asset.state,
          progress: asset.progress,
          duration: asset.duration,
        };
      });
      return [...demo, ...assets];
    },

    /**
     * Attaches a demo video or one of the channel's library assets: as the replay or live feed (its
     * playlist replaces the event's playlist of that kind in one step, with the pictures and
     * previews), or for its previews only. With `replace`, the old video's poster goes too. The
     * event keeps its address, and signed URLs of the old video keep working until they expire.
     */
    async attachVideo(channel: Channel, id: number, { video, kind, replace }: AdminAttachVideo): Promise<{ before: AdminEvent; after: AdminEvent }> {
      const before = await load(channel, id);
      const files = await filesOf(channel, video);
      if (!files) throw new ValidationError({ video: [NOT_IN_CHANNEL] });
      const at = now().toISOString();
      if (kind === 'slate') {
        await repository.setLiveSlate(id, localStreamUrl('vod', video), at);
        return { before, after: await load(channel, id) };
      }
      if (kind === 'preview') {
        await repository.removeMedia(id, before.media.filter((item) => item.kind === 6 || item.kind === 7).map((item) => item.id));
        await repository.addMedia(id, previewMedia(files), at);
        return { before, after: await load(channel, id) };
      }
      const playlistKind = kind === 'vod' ? 3 : 2;
      const replaced = replace ? before.media.find((item) => item.kind === playlistKind)?.video : undefined;
      // The pictures and previews follow the newest video; on a replace, the old video's poster goes as well.
      const dropped = before.media.filter((item) => item.video !== null && ([5, 6, 7].includes(item.kind) || (item.kind === 1 && replaced !== undefined && item.video === replaced)));
      await repository.removeMedia(
        id,
        dropped.map((item) => item.id),
      );
      const hasPoster = before.media.some((item) => item.kind === 1 && !dropped.includes(item));
      await repository.addMedia(id, playbackMedia(video, kind, files, !hasPoster), at);
      return { before, after: await load(channel, id) };
    },

    /** Viewers see the live feed's own state again while it is off air. */
    async detachSlate(channel: Channel, id: number): Promise<{ before: AdminEvent; after: AdminEvent }> {
      const before = await load(channel, id);
      if (before.live_slate === null) throw new NotFound();
      await repository.setLiveSlate(id, null, now().toISOString());
      return { before, after: await load(channel, id) };
    },

    /** Removes one media item; a video's playlist takes its pictures and previews along when no other playlist uses them. */
    async detachMedia(channel: Channel, id: number, mediaId: number): Promise<{ before: AdminEvent; after: AdminEvent }> {
      const before = await load(channel, id);
      const item = before.media.find((media) => media.id === mediaId);
      if (!item) throw new NotFound();
      const ids = [item.id];
      const stillPlayed = before.media.some((media) => media.id !== item.id && (media.kind === 2 || media.kind === 3) && media.video === item.video);
      if ((item.kind === 2 || item.kind === 3) && item.video !== null && !stillPlayed) {
        ids.push(...before.media.filter((media) => media.id !== item.id && media.video === item.video).map((media) => media.id));
      }
      await repository.removeMedia(id, ids);
      return { before, after: await load(channel, id) };
    },

    /** Signed playback URLs of the event's videos for the console's preview (operators are not viewers: no entitlement or geo check). */
    async playback(channel: Channel, id: number): Promise<AdminPlayback[]> {
      const event = await load(channel, id);
      return event.media
        .filter((item) => item.kind === 2 || item.kind === 3)
        .map((item) => {
          const kind = item.kind === 3 ? ('vod' as const) : ('live' as const);
          const resolved = localStreamOf(item.url) ? playback.resolve(eventScope(id), item.url) : { url: item.url };
          return resolved.url === null ? { kind, url: null, reason: 'processing' as const } : { kind, url: resolved.url };
        });
    },

    async options(channel: Channel): Promise<AdminEventOptions> {
      const [categories, participants, groups, locations, latest, zone] = await Promise.all([
        repository.listCategories(channel.id),
        catalogue.listParticipants(channel.id, {}),
        catalogue.listGroups(channel.id),
        catalogue.listLocations(channel.id),
        repository.list(toCriteria(channel.id, { limit: 1, sort_field: 'id', sort_direction: 'desc', operator: true }, now())),
        repository.channelTimeZone(channel.id),
      ]);
      return {
        categories: categories.map((c) => ({ id: c.id, name: c.name, parent_id: c.parent_id })),
        participants: participants.map((p) => ({ id: p.id, name: p.name, short_name: p.short_name, participant_group_id: p.participant_group_id, sport: p.sport, gender: p.gender })),
        participant_groups: groups.map((g) => ({ id: g.id, name: g.name })),
        locations: locations.map((l) => ({ id: l.id, name: l.name, city: l.city })),
        time_zone: zone ?? latest[0]?.time_zone ?? 'UTC',
        currency: channel.currency,
      };
    },
  };
}
export type EventsAdminService = ReturnType<typeof createEventsAdminService>;


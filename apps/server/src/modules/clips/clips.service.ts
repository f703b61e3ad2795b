import { randomUUID } from 'node:crypto';
import { type Clip, type ClipRename, type ClipRequest, type Event, Messages, type PricingType, type SharedClip } from '@ott/contracts';
import { NotFound, ValidationError } from '../../lib/errors';
import type { CacheDrops } from '../../lib/cache-bus';
import type { MediaStore } from '../../lib/media-store/media-store';
import type { Channel } from '../channel/channel.types';
import { type Entitlements, coversEvent, featureCap } from '../entitlements/entitlements';
import { canWatch } from '../entitlements/event-access';
import type { Audience } from '../events/events.mappers';
import type { EventsService } from '../events/events.service';
import { isBlockedBy, toGeoRule } from '../geo/geo-rules';
import { parseMediaPlaylist } from '../media/live/media-playlist';
import type { FeedSource } from '../media/live/feed-source';
import { localStreamOf } from '../media/media-refs';
import type { VideoCatalog } from '../media/video-catalog';
import { topRendition } from '../media/videos';
import { CLIP_POSTER, clipKey, playlistSeconds } from './clip-cut';
import type { ClipSigner } from './clip-urls';
import { ClipForbidden, ClipMessages } from './clips.errors';
import type { ClipRow, ClipsRepository } from './clips.repository';
import type { PricingRules } from '../passes/pricing-rules';

export interface ClipsServiceDeps {
  repository: ClipsRepository;
  /** A live event's recorded feed: its clips start anywhere in the DVR window. */
  feedSource: Pick<FeedSource, 'position'>;
  store: Pick<MediaStore, 'readText' | 'remove'>;
  /** Whether the event's video plays yet, its renditions and the version of its files (demo videos and library assets). */
  videos: VideoCatalog;
  events: Pick<EventsService, 'get'>;
  entitlementsOf: (userId: number) => Promise<Entitlements>;
  sign: ClipSigner;
  /** Enqueues the clip's render job. */
  render: (clipId: number) => Promise<void>;
  /** The replay pricing in force (docs/decisions/0053): a rule may make a free event's replay paid. */
  pricing?: Pick<PricingRules, 'typeOf'>;
  /** Tells every instance's media host that a removed clip's listing is gone (clip-media.routes.ts). */
  listings?: Pick<CacheDrops, 'drop'>;
  now?: () => Date;
}

/** Per-channel caps (spec §6: featureCount caps clips and downloads; the caps are not shown). */
export const capOf = (channel: Channel, setting: 'clip_limit' | 'download_limit'): number | null => {
  const limit = channel.settings[setting];
  return typeof limit === 'number' && Number.isInteger(limit) && limit >= 0 ? limit : null;
};

const LIVE_KIND = 2;
const VOD_KIND = 3;

/** Spec §3, §4, §6, §7: clips of an event's video, their lists, downloads, sharing and removal. */
export function createClipsService({ repository, feedSource, store, videos, events, entitlementsOf, sign, render, pricing, listings, now = () => new Date() }: ClipsServiceDeps) {
  function toClip(row: ClipRow, event: Event | null): Clip {
    const urls = row.status === 'ready' ? sign.play(row.id, row.asset) : null;
    return {
      id: row.id,
      event_id: row.event_id,
      event_media_id: row.event_media_id,
      name: row.name,
      start_time: row.start_time,
      duration: row.duration,
      tags: JSON.parse(row.tags) as string[],
      status: row.status,
      failure_reason: row.failure_reason,
      share_path: `/share/${row.id}/${row.share_uuid}`,
      url: urls?.playlist ?? null,
      poster: urls?.poster ?? null,
      created_at: row.created_at,
      event,
    };
  }

  async function sharedReady(channel: Channel, id: number, uuid: string): Promise<ClipRow> {
    const clip = await repository.findShared(channel.id, id, uuid);
    if (!clip || clip.status !== 'ready') throw new NotFound();
    return clip;
  }

  /** The clips with their events, each event read once. */
  async function withEvents(channel: Channel, rows: ClipRow[], audience: Audience): Promise<Clip[]> {
    const ids = [...new Set(rows.map((row) => row.event_id))];
    const found = await Promise.all(ids.map((id) => events.get(channel, id, audience).catch(() => null)));
    const byId = new Map(ids.map((id, index) => [id, found[index] ?? null]));
    return rows.map((row) => toClip(row, byId.get(row.event_id) ?? null));
  }

  /** The seconds of the source video, read from its top rendition's playlist. */
  async function sourceSeconds(asset: string): Promise<number> {
    const info = videos.info(asset);
    const top = info ? topRendition(info) : null;
    const text = info && top ? await store.readText(info.key(`${top.name}/index.m3u8`)) : null;
    if (text === null) throw new ClipForbidden(ClipMessages.notClippable);
    return playlistSeconds(parseMediaPlaylist(text));
  }

  /** A replay's clip starts at `start_time` and ends within the video; the start is returned. */
  async function checkReplayRange(asset: string, request: ClipRequest): Promise<number> {
    // `start_at` dates a moment of a live feed; a replay has no such clock.
    if (request.start_time === undefined) throw new ValidationError({ start_time: [Messages.fieldRequired] });
    if (request.start_time + request.duration > (await sourceSeconds(asset)) + 0.001) throw new ValidationError({ duration: [Messages.clipDurationTooLong] });
    return request.start_time;
  }

  /**
   * Live: seconds since the feed started (`start_time`, or `start_at` on the playlist's date-time clock, which wins),
   * from anywhere in the DVR window; the end may still be ahead. The start is returned in the feed's seconds.
   */
  async function checkLiveRange(request: ClipRequest): Promise<number> {
    const position = await feedSource.position(request.event_id);
    if (!position) throw new ClipForbidden(ClipMessages.notClippable);
    // Milliseconds kept: the clip is cut on the segment boundary nearest its start anyway.
    const start = request.start_at !== undefined ? (Date.parse(request.start_at) - position.startedAtMs) / 1000 : request.start_time!;
    if (start < position.windowStart) throw new ValidationError({ [request.start_at !== undefined ? 'start_at' : 'start_time']: [ClipMessages.outOfWindow] });
    if (start > position.recorded) throw new ValidationError({ [request.start_at !== undefined ? 'start_at' : 'start_time']: [ClipMessages.notYet] });
    if (position.ended && start + request.duration > position.recorded + 0.001) throw new ValidationError({ duration: [Messages.clipDurationTooLong] });
    return start;
  }

  return {
    async create(channel: Channel, userId: number, request: ClipRequest, audience: Audience): Promise<Clip> {
      const entitlements = await entitlementsOf(userId);
      if (!entitlements.capabilities.includes('clipping')) throw new ClipForbidden(ClipMessages.noClipping);
      const source = await repository.findSource(channel.id, request.event_id, request.event_media_id);
      if (!source) {
        if (!(await repository.eventExists(channel.id, request.event_id))) throw new NotFound();
        throw new ValidationError({ event_media_id: [Messages.invalidValue] });
      }
      if (audience.channelBlocked || isBlockedBy(toGeoRule(source.geo_mode, source.geo_countries), audience.countryCode)) throw new NotFound();
      const covered = coversEvent(entitlements, source);
      const stored = source.pricing_type as PricingType;
      const pricingType = pricing ? await pricing.typeOf(channel.id, request.event_id, stored, now()) : stored;
      if (!canWatch({ event: { pricing_type: pricingType }, userId, covered }).allowed) throw new ClipForbidden(ClipMessages.noClipping);
      const stream = localStreamOf(source.media_url);
      const kind = source.media_kind === VOD_KIND && stream?.kind === 'vod' ? 'vod' : source.media_kind === LIVE_KIND && stream?.kind === 'live' ? 'live' : null;
      if (!kind || !stream) throw new ValidationError({ event_media_id: [Messages.invalidValue] });
      const info = videos.info(stream.asset);
      if (!info?.playable) throw new ClipForbidden(ClipMessages.notClippable);
      const version = info.version;
      const startTime = kind === 'vod' ? await checkReplayRange(stream.asset, request) : await checkLiveRange(request);

      const at = now().toISOString();
      const id = await repository.create(
        {
          channel_id: channel.id,
          user_id: userId,
          event_id: request.event_id,
          event_media_id: request.event_media_id,
          name: request.name,
          tags: JSON.stringify(request.tags),
          start_time: startTime,
          duration: request.duration,
          asset: stream.asset,
          asset_version: version,
          source: kind,
          status: 'queued',
          failure_reason: null,
          // 122 random bits: the link is the permission.
          share_uuid: randomUUID(),
          created_at: at,
          updated_at: at,
        },
        featureCap(entitlements, 'clips', capOf(channel, 'clip_limit')),
      );
      if (id === null) throw new ClipForbidden(ClipMessages.clipLimit);
      await render(id);
      const row = (await repository.find(channel.id, userId, id))!;
      return toClip(row, null);
    },

    listOfUser: async (channel: Channel, userId: number, audience: Audience) => withEvents(channel, await repository.listOfUser(channel.id, userId), audience),
    listOfEvent: async (channel: Channel, userId: number, eventId: number, audience: Audience) => withEvents(channel, await repository.listOfEvent(channel.id, userId, eventId), audience),

    /** `GET /events/with_clip`: the events the user has clipped. */
    async eventsWithClips(channel: Channel, userId: number, audience: Audience): Promise<Event[]> {
      const ids = await repository.eventIdsWithClips(channel.id, userId);
      const found = await Promise.all(ids.map((id) => events.get(channel, id, audience).catch(() => null)));
      return found.filter((event): event is Event => event !== null);
    },

    /** A signed MP4 link for a ready clip; `download_clip` needed, counted once per clip against the download cap. */
    async download(channel: Channel, userId: number, id: number): Promise<{ url: string }> {
      const clip = await repository.find(channel.id, userId, id);
      if (!clip) throw new NotFound();
      const entitlements = await entitlementsOf(userId);
      if (!entitlements.capabilities.includes('download_clip')) throw new ClipForbidden(ClipMessages.noClipDownload);
      if (clip.status !== 'ready') throw new ClipForbidden(ClipMessages.notReady);
      if (!(await repository.grantDownload(userId, id, featureCap(entitlements, 'downloads', capOf(channel, 'download_limit')), now().toISOString()))) throw new ClipForbidden('You have reached your download limit');
      return { url: sign.download(clip.id, clip.asset, clip.name) };
    },

    /** A new name for the user's clip (its share page and download follow); another user's clip is a 404. */
    async rename(channel: Channel, userId: number, id: number, { name }: ClipRename, audience: Audience): Promise<Clip> {
      if (!(await repository.rename(channel.id, userId, id, name, now().toISOString()))) throw new NotFound();
      const [clip] = await withEvents(channel, [(await repository.find(channel.id, userId, id))!], audience);
      return clip!;
    },

    async remove(channel: Channel, userId: number, id: number): Promise<void> {
      if (!(await repository.remove(channel.id, userId, id))) throw new NotFound();
      await store.remove(`clips/${id}`);
      await listings?.drop([String(id)]);
    },

    /**
     * What the share page plays: only a ready clip, only with its uuid; nothing about its owner. HLS only: the
     * MP4 goes through `download`, with its capability and count. A link keeps playing after a pricing rule
     * makes the event's replay paid (docs/decisions/0059-clip-sharing-and-spans.md).
     */
    async shared(channel: Channel, id: number, uuid: string): Promise<SharedClip> {
      const clip = await sharedReady(channel, id, uuid);
      const event = await repository.eventName(clip.event_id);
      const urls = sign.play(clip.id, clip.asset);
      return { id: clip.id, name: clip.name, duration: clip.duration, url: urls.playlist, poster: urls.poster, event: { id: clip.event_id, name: event ?? '' } };
    },

    /** The store key of a shared clip's poster: public for as long as the link works, for chat apps' unfurl caches. */
    sharedPosterKey: async (channel: Channel, id: number, uuid: string): Promise<string> => clipKey((await sharedReady(channel, id, uuid)).id, CLIP_POSTER),
  };
}
export type ClipsService = ReturnType<typeof createClipsService>;

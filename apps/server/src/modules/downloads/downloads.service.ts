import type { PricingType } from '@ott/contracts';
import type { DownloadState } from '@ott/contracts/downloads';
import { NotFound } from '../../lib/errors';
import type { Channel } from '../channel/channel.types';
import { decideEventAccess } from '../entitlements/access-decision';
import { type Entitlements, featureCap } from '../entitlements/entitlements';
import { effectiveStatus } from '../events/events.time';
import { toGeoRule } from '../geo/geo-rules';
import type { Viewer } from '../geo/geo.service';
import { eventScope, localStreamOf } from '../media/media-refs';
import type { VideoCatalog } from '../media/video-catalog';
import { downloadDenials } from './downloads.errors';
import type { DownloadableEvent, DownloadsRepository } from './downloads.repository';
import { type DownloadSigner, downloadFileName } from './download-urls';
import type { Mp4Maker, Mp4Source } from './mp4-copy';
import type { PricingRules } from '../passes/pricing-rules';

export interface DownloadsServiceDeps {
  repository: DownloadsRepository;
  /** The user's entitlements, loaded once per request: capabilities and which events their orders cover. */
  entitlementsOf: (userId: number) => Promise<Entitlements>;
  /** Whether the replay's video plays yet, and the version of its files. */
  videos: VideoCatalog;
  maker: Pick<Mp4Maker, 'exists'>;
  /** Enqueues the job that makes an MP4. */
  requestMp4: (source: Mp4Source, nowMs: number) => Promise<void>;
  sign: DownloadSigner;
  /** The replay pricing in force (docs/decisions/0053): a rule may make a free event's replay paid. */
  pricing?: Pick<PricingRules, 'typeOf'>;
  now?: () => number;
}

/** Downloads one user may be granted on the channel; null: no cap. */
export function downloadLimitOf(channel: Channel): number | null {
  const limit = channel.settings.download_limit;
  return typeof limit === 'number' && Number.isInteger(limit) && limit >= 0 ? limit : null;
}

/** The asset of a replay whose VOD is on this media host, or why it cannot be downloaded. */
function downloadableAsset(event: DownloadableEvent, pricing: PricingType, userId: number, entitlements: Entitlements, viewer: Viewer, at: Date): string {
  const access = decideEventAccess({ ...event, pricing_type: pricing, geo: toGeoRule(event.geo_mode, event.geo_countries) }, { ...viewer, userId, entitlements });
  if (access.geoBlocked) throw downloadDenials.geoBlocked();
  if (!access.hasAccess) throw downloadDenials.noAccess();
  const stream = event.vod_url ? localStreamOf(event.vod_url) : null;
  const isReplay = effectiveStatus(event.stream_status, event.event_utc_ts, event.end_utc_ts, at) === 'vod';
  if (!isReplay || stream?.kind !== 'vod') throw downloadDenials.notDownloadable();
  return stream.asset;
}

/**
 * `GET download-event/{id}`: the download capability, access to the event, a replay on this media
 * host and room under the channel's cap; then the MP4 (made once by a job) at a signed URL. Each
 * event counts once in the user's featureCount, when its link is first handed out.
 */
export function createDownloadsService({ repository, entitlementsOf, videos, maker, requestMp4, sign, pricing, now = () => Date.now() }: DownloadsServiceDeps) {
  return {
    async request(channel: Channel, userId: number, eventId: number, viewer: Viewer): Promise<DownloadState> {
      const entitlements = await entitlementsOf(userId);
      if (!entitlements.capabilities.includes('download')) throw downloadDenials.noCapability();
      const event = await repository.findEvent(channel.id, eventId);
      if (!event) throw new NotFound();
      const at = now();
      const stored = event.pricing_type as PricingType;
      const pricingType = pricing ? await pricing.typeOf(channel.id, eventId, stored, new Date(at)) : stored;
      const asset = downloadableAsset(event, pricingType, userId, entitlements, viewer, new Date(at));

      const limit = featureCap(entitlements, 'downloads', downloadLimitOf(channel));
      if (limit !== null) {
        const usage = await repository.usage(userId, eventId);
        if (!usage.granted && usage.count >= limit) throw downloadDenials.limitReached();
      }
      // Not yet while the video itself is still being made (the demo job, a library transcode).
      const info = videos.info(asset);
      if (!info?.playable) return { status: 'processing' };
      const version = info.version;
      if (!(await maker.exists({ asset, version }))) {
        await requestMp4({ asset, version }, at);
        return { status: 'processing' };
      }
      if (!(await repository.grant(userId, eventId, limit, new Date(at).toISOString()))) throw downloadDenials.limitReached();
      return { status: 'ready', url: sign(eventScope(eventId), asset, downloadFileName(event.name, eventId)) };
    },
  };
}
export type DownloadsService = ReturnType<typeof createDownloadsService>;

import type { MediaUnavailableReason } from '@ott/contracts';
import { isBlockedBy, toGeoRule } from '../geo/geo-rules';
import type { Viewer } from '../geo/geo.service';
import { itemScope } from '../media/media-refs';
import type { PlaybackSigner } from '../media/playback';
import type { VodItemDetailRow } from './vod.repository';

export type VodPlayback = { url: string } | { url: null; reason?: MediaUnavailableReason };

/**
 * Library items carry no price: anyone may play them, except where geography forbids it (the
 * channel's rule, or the rule of the event the item comes from). On this media host the URL is
 * signed for the item, like an event's.
 */
export function vodPlaybackOf(row: VodItemDetailRow, viewer: Viewer, playback: Pick<PlaybackSigner, 'resolve'>): VodPlayback {
  if (!row.video_url) return { url: null };
  if (viewer.channelBlocked || isBlockedBy(toGeoRule(row.geo_mode, row.geo_countries), viewer.countryCode)) return { url: null, reason: 'geo_blocked' };
  return playback.resolve(itemScope(row.id), row.video_url);
}

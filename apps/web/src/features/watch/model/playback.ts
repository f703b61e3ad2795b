import { eventPoster } from '@ott/contracts/event-poster';
import type { Event, EventMarker, EventTextTrack, MediaUnavailableReason } from '@ott/contracts/events';
import type { PlayableVodItem } from '../api/get-library-item';
import { sortedMarkers } from '../player/markers';

/** Spec §3 media kinds this screen reads. */
const KIND = { live: 2, vod: 3, embedded: 4 } as const;
const PLAYBACK_KINDS: readonly number[] = [KIND.live, KIND.vod, KIND.embedded];

/** What the player area shows for an event or a library item. */
export type PlaybackPlan =
  | {
      kind: 'stream';
      url: string;
      live: boolean;
      poster: string | null;
      textTracks: readonly EventTextTrack[];
      markers: readonly EventMarker[];
      /** A live stream's fallback: the slate to loop while the feed is off air. */
      slate?: string | null;
    }
  | { kind: 'embed'; url: string; poster: string | null }
  | { kind: 'locked'; reason: MediaUnavailableReason; poster: string | null }
  | { kind: 'upcoming'; startsAt: string; poster: string | null; slate?: string | null }
  /** Live, but its feed cannot play yet (its video is still being prepared): the slate loops meanwhile. */
  | { kind: 'offAir'; slate: string; poster: string | null }
  | { kind: 'none'; poster: string | null };


/** Reasons the viewer can act on come before "not started yet". */
const ACTIONABLE: readonly MediaUnavailableReason[] = ['login_required', 'purchase_required', 'geo_blocked'];

export function planForEvent(event: Pick<Event, 'media' | 'stream_status' | 'event_utc_ts' | 'live_slate'>): PlaybackPlan {
  const poster = eventPoster(event.media);
  const slate = event.live_slate ?? null;
  const upcoming = event.stream_status === 'upcoming';
  const items = event.media.filter((item) => PLAYBACK_KINDS.includes(item.kind));
  const playable = items.find((item) => item.url);
  const reason = items.find((item) => item.reason)?.reason;

  if (!playable && reason && ACTIONABLE.includes(reason)) return { kind: 'locked', reason, poster };
  if (upcoming) return { kind: 'upcoming', startsAt: event.event_utc_ts, poster, ...(slate ? { slate } : {}) };
  if (!playable && slate && event.stream_status === 'live') return { kind: 'offAir', slate, poster };
  if (!playable) return reason ? { kind: 'locked', reason, poster } : { kind: 'none', poster };
  const url = playable.url as string;
  if (playable.kind === KIND.embedded) return { kind: 'embed', url, poster };
  const live = playable.kind === KIND.live;
  return { kind: 'stream', url, live, poster, textTracks: playable.text_tracks ?? [], markers: live ? [] : sortedMarkers(playable.markers ?? []), ...(live && slate ? { slate } : {}) };
}

export function planForLibraryItem(item: PlayableVodItem): PlaybackPlan {
  const poster = item.assets.image;
  if (item.url) return { kind: 'stream', url: item.url, live: false, poster, textTracks: [], markers: [] };
  return item.reason ? { kind: 'locked', reason: item.reason, poster } : { kind: 'none', poster };
}

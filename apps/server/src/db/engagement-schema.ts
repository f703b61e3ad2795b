import type { Id, IsoTime } from './column-types';

/** A user's favourite team, school or sport (migration 20251125120600). */
export interface FavoritesTable {
  id: Id;
  channel_id: number;
  user_id: number;
  favoritable_type: 'participant' | 'group' | 'category';
  favoritable_id: number;
  created_at: IsoTime;
}

/** A user's clip of an event's video (migration 20251125120700). */
export interface ClipsTable {
  id: Id;
  channel_id: number;
  user_id: number;
  event_id: number;
  event_media_id: number;
  name: string;
  /** JSON array of strings. */
  tags: string;
  start_time: number;
  duration: number;
  asset: string;
  asset_version: string;
  /** 'vod': start_time is a second of the replay; 'live': a second since the live feed started. */
  source: 'vod' | 'live';
  status: 'queued' | 'processing' | 'ready' | 'failed';
  failure_reason: string | null;
  share_uuid: string;
  downloaded_at: IsoTime | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A user's secret calendar feed (migration 20251125120800). */
export interface CalendarFeedsTable {
  user_id: number;
  token_hash: string;
  created_at: IsoTime;
}

/** Where a viewer stopped in a replay (migration 20251125120900). */
export interface WatchPositionsTable {
  user_id: number;
  event_id: number;
  position: number;
  duration: number;
  updated_at: IsoTime;
}

/** What viewers keep for themselves: favourites, clips, their calendar feed and where they stopped watching. */
export interface EngagementTables {
  watch_positions: WatchPositionsTable;
  favorites: FavoritesTable;
  clips: ClipsTable;
  calendar_feeds: CalendarFeedsTable;
}

import type { Id, IsoTime } from './column-types';

/** The VOD library's collections, items and rails. */
export interface VodMediaCategoriesTable {
  id: Id;
  channel_id: number;
  name: string;
  alias: string;
  weight: number;
}

export interface VodMediaItemsTable {
  id: Id;
  channel_id: number;
  vod_media_category_id: number | null;
  event_id: number | null;
  title: string;
  description: string | null;
  date: IsoTime;
  /** Seconds. */
  duration: number;
  image: string | null;
  preview: string | null;
  video_url: string | null;
  created_at: IsoTime;
}

export interface VodMediaRailsTable {
  id: Id;
  channel_id: number;
  title: string;
  weight: number;
}

export interface VodMediaRailItemsTable {
  rail_id: number;
  vod_media_item_id: number;
  position: number;
}

export interface VodTables {
  vod_media_categories: VodMediaCategoriesTable;
  vod_media_items: VodMediaItemsTable;
  vod_media_rails: VodMediaRailsTable;
  vod_media_rail_items: VodMediaRailItemsTable;
}

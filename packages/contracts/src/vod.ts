import { z } from 'zod';
import { MediaUnavailableReason } from './events';
import { IdParam, OffsetParam, SortDirection, limitParam } from './query-params';

const Id = z.number().int().positive();

export const VodAssets = z.object({ image: z.string().nullable(), preview: z.string().nullable() }).meta({ id: 'VodAssets' });

/** Spec §3 video item: id, title, date, assets (image, preview). */
export const VodMediaItem = z
  .object({
    id: Id,
    title: z.string(),
    description: z.string().nullable(),
    date: z.string().describe('ISO 8601 UTC'),
    duration: z.number().int().nonnegative().describe('seconds'),
    vod_media_category_id: Id.nullable(),
    event_id: Id.nullable().describe('the event this is a replay or highlight of'),
    assets: VodAssets,
  })
  .meta({ id: 'VodMediaItem' });
export type VodMediaItem = z.infer<typeof VodMediaItem>;

/** `GET vod-media-items/{id}`: the item and, when the viewer may play it, its playback URL. */
export const VodMediaItemDetail = VodMediaItem.extend({
  url: z
    .string()
    .nullable()
    .describe('HLS playback URL (short-lived and signed on this media host); null when the item cannot be played, with a reason when the viewer could change that'),
  reason: MediaUnavailableReason.optional().describe('set when url is null: geo_blocked, or processing while the demo video is being made'),
}).meta({ id: 'VodMediaItemDetail' });
export type VodMediaItemDetail = z.infer<typeof VodMediaItemDetail>;

export const VodMediaCategory = z
  .object({ id: Id, name: z.string(), alias: z.string(), items_count: z.number().int().nonnegative() })
  .meta({ id: 'VodMediaCategory' });
export type VodMediaCategory = z.infer<typeof VodMediaCategory>;

/** Spec §3 video rail: id, title, vod_media_items. */
export const VodMediaRail = z.object({ id: Id, title: z.string(), vod_media_items: z.array(VodMediaItem) }).meta({ id: 'VodMediaRail' });
export type VodMediaRail = z.infer<typeof VodMediaRail>;

export const VodSortField = z.enum(['date', 'title', 'id'], { error: 'Must be one of date, title, id' });

export const VodItemsQuery = z.object({
  vod_media_category_id: IdParam.optional(),
  category_id: IdParam.optional().describe('alias of vod_media_category_id'),
  sort_field: VodSortField.default('date'),
  sort_direction: SortDirection.optional().describe('default desc for date, asc otherwise'),
  limit: limitParam(20),
  offset: OffsetParam,
});
export type VodItemsQuery = z.infer<typeof VodItemsQuery>;

/** Spec §9 video search defaults: limit 10, offset 0, sort_field date. */
export const VodSearchQuery = VodItemsQuery.extend({
  title: z.string().trim().max(100).optional().describe('words in the title; empty lists everything'),
  limit: limitParam(10),
});
export type VodSearchQuery = z.infer<typeof VodSearchQuery>;

export const VodItemParams = z.object({ id: IdParam });

import { z } from 'zod';
import { AdminListQuery } from '../admin-auth';
import { Alias, Id, IsoTime, NullableId, WholeNumber, optionalText, requiredText } from './fields';

/** The VOD library's collections and items. */

export const AdminVodCollection = z
  .object({ id: Id, name: z.string(), alias: z.string(), weight: z.number().int(), items_count: z.number().int().min(0) })
  .meta({ id: 'AdminVodCollection' });
export type AdminVodCollection = z.infer<typeof AdminVodCollection>;

export const AdminVodCollectionInput = z.object({
  name: requiredText(120),
  alias: Alias.describe('derived from the name when left out'),
  weight: WholeNumber.optional(),
});
export type AdminVodCollectionInput = z.input<typeof AdminVodCollectionInput>;
export const AdminVodCollectionPatch = AdminVodCollectionInput.partial();

export const AdminVodItem = z
  .object({
    id: Id,
    title: z.string(),
    description: z.string().nullable(),
    date: z.string(),
    duration: z.number().int().min(0),
    vod_media_category_id: Id.nullable(),
    event_id: Id.nullable(),
    image: z.string().nullable(),
    video: z.string().nullable().describe('the video it plays: a demo video, or a library asset as lib-<id>'),
  })
  .meta({ id: 'AdminVodItem' });
export type AdminVodItem = z.infer<typeof AdminVodItem>;

export const AdminVodItemInput = z.object({
  title: requiredText(200),
  description: optionalText(5000),
  date: IsoTime.describe('when it was recorded or published, ISO 8601'),
  duration: z.number({ error: 'Must be zero or a positive integer' }).int('Must be zero or a positive integer').min(0, 'Must be zero or a positive integer').max(86_400 * 7).optional(),
  vod_media_category_id: NullableId.optional().describe('its collection'),
  video: z.string().min(1).max(40).nullable().optional().describe('a demo video or a library asset of the channel (`lib-<id>`, `GET …/events/videos`); its poster and preview come with it'),
});
export type AdminVodItemInput = z.input<typeof AdminVodItemInput>;
export const AdminVodItemPatch = AdminVodItemInput.partial();

export const AdminVodItemsQuery = AdminListQuery.extend({ vod_media_category_id: z.coerce.number().int().positive().optional() });

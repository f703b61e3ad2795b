import { z } from 'zod';
import { EventsQuery } from './events';
import { IdParam } from './query-params';
import { ApiKeyCarrier } from './session';

/** Spec §3: what a user may favourite. */
export const FAVORITABLE_TYPES = ['participant', 'group', 'category'] as const;
export type FavoritableType = (typeof FAVORITABLE_TYPES)[number];

/** Spec §5's wording, with the allowed list and the value sent. */
export const favoritableTypeMessage = (value: unknown): string =>
  `Field favoritable_type must be equal one of ${FAVORITABLE_TYPES.join(', ')}, but it's ${typeof value === 'string' ? value : JSON.stringify(value)}`;
/** Spec §5's type-check message, for a type that is not a string. */
export const FAVORITABLE_TYPE_NOT_STRING = 'Field favoritable_type must be a string';

const isFavoritableType = (value: string): value is FavoritableType => (FAVORITABLE_TYPES as readonly string[]).includes(value);

export const FavoriteRequest = z.object({
  favoritable_id: z.number({ error: 'Must be a positive integer' }).int('Must be a positive integer').positive('Must be a positive integer').max(2_147_483_647),
  favoritable_type: z
    .string({ error: FAVORITABLE_TYPE_NOT_STRING })
    .refine(isFavoritableType, { error: (issue) => favoritableTypeMessage(issue.input) })
    .transform((value) => value as FavoritableType),
});
export type FavoriteRequest = z.infer<typeof FavoriteRequest>;

/** One favourite with what the list shows of the favourited object. */
export const Favorite = z
  .object({
    id: z.number().int().positive(),
    favoritable_id: z.number().int().positive(),
    favoritable_type: z.enum(FAVORITABLE_TYPES),
    name: z.string(),
    /** A team's logo or a school's image; categories have none. */
    image: z.string().nullable(),
    /** Team and school alias (the home page's filter links use it); a category's alias. */
    alias: z.string(),
  })
  .meta({ id: 'Favorite' });
export type Favorite = z.infer<typeof Favorite>;

export const FavoriteIdParams = z.object({ id: IdParam });

/** Spec §5: empty-valued filters are dropped for favourite events (`?stream_status=` means no filter). */
const dropEmpty = (value: unknown) =>
  typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value).filter(([, field]) => field !== '' && field !== undefined)) : value;

export const FavoriteEventsFilters = EventsQuery.pick({ stream_status: true, offset: true, limit: true, start_date: true, end_date: true, sort_field: true, sort_direction: true });
export type FavoriteEventsFilters = z.infer<typeof FavoriteEventsFilters>;

/** Spec §7 `GET /events/favorite` (with the API key): the events of the user's favourite teams, schools and sports. */
export const FavoriteEventsQuery = z.preprocess(dropEmpty, FavoriteEventsFilters.extend(ApiKeyCarrier.shape));

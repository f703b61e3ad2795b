import { z } from 'zod';
import { isTimeZone } from '../time-zone';
import { AdminListQuery } from '../admin-auth';
import { Gender } from '../channel';
import { EventStatus, PricingType } from '../events';
import { GeoRuleMode } from '../geo';
import { Id, IsoTime, NullableId, REQUIRED, optionalText, requiredText } from './fields';

/** Events: the form's fields, the single-event offer's rules, the list's query and bulk actions, the form's choices. */

export const EventVisibility = z.enum(['public', 'hidden'], { error: 'Must be one of public, hidden' });
export type EventVisibility = z.infer<typeof EventVisibility>;

const COUNTRY = /^[A-Z]{2}$/;
/** Countries where the event may not (block) or only (allow) be watched; null: no rule of its own. */
export const AdminGeoRule = z.object({
  mode: GeoRuleMode,
  countries: z
    .array(z.string().trim().toUpperCase().regex(COUNTRY, 'Use two-letter country codes such as US'))
    .min(1, 'Choose at least one country')
    .max(250)
    .transform((codes) => [...new Set(codes)].sort()),
});
export type AdminGeoRule = z.infer<typeof AdminGeoRule>;


export const AdminEventParticipantInput = z.object({ id: Id, role: z.enum(['away', 'home']) });

/** Media kinds an operator attaches: a replay (3, vod) or a live feed (2, live). */
export const AttachableKind = z.enum(['vod', 'live'], { error: 'Must be one of vod, live' });
export type AttachableKind = z.infer<typeof AttachableKind>;

const eventFields = {
  name: requiredText(200),
  description: optionalText(5000),
  event_utc_ts: IsoTime.describe('start, ISO 8601'),
  end_utc_ts: IsoTime.describe('scheduled end, ISO 8601; after the start'),
  time_zone: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(64).refine(isTimeZone, 'Unknown time zone'),
  pricing_type: PricingType,
  price: z
    .number({ error: 'Must be zero or a positive integer' })
    .int('Must be zero or a positive integer')
    .min(0, 'Must be zero or a positive integer')
    .max(10_000_000)
    .nullable()
    .optional()
    .describe('single-event price in minor units (cents), sold as the event package; above zero, and required for paid and ppv unless passes_only'),
  passes_only: z
    .boolean({ error: 'Must be true or false' })
    .optional()
    .describe('a paid event sold only through the passes and subscriptions that cover it: no single-event offer, no price'),
  subscription_only: z
    .boolean({ error: 'Must be true or false' })
    .optional()
    .describe('a passes-only event that only subscriptions open: one-off passes covering it do not (Vimeo OTT "subscription only")'),
  event_category_id: NullableId.optional(),
  location_id: NullableId.optional(),
  participant_group_id: NullableId.optional(),
  participants: z
    .array(AdminEventParticipantInput)
    .max(2)
    .refine((list) => new Set(list.map((p) => p.role)).size === list.length, 'One away and one home team')
    .refine((list) => new Set(list.map((p) => p.id)).size === list.length, 'A team cannot play itself')
    .optional()
    .describe('away and home teams'),
  division: optionalText(120),
  group: optionalText(120),
  gender: Gender.nullable().optional(),
  geo_rule: AdminGeoRule.nullable().optional(),
  visibility: EventVisibility.optional().describe('hidden events are left out of every viewer list'),
};

const endAfterStart = (value: { event_utc_ts?: string; end_utc_ts?: string }) =>
  value.event_utc_ts === undefined || value.end_utc_ts === undefined || value.end_utc_ts > value.event_utc_ts;
export const PRICE_ABOVE_ZERO = 'Must be more than zero: an event free to watch is priced Free';
export const PASSES_ONLY_PAID = 'Only a paid event can be sold through passes only';
export const PASSES_ONLY_NO_PRICE = 'A passes-only event has no single-event price';
export const SUBSCRIPTION_ONLY_PAID = 'Only an event sold through passes and subscriptions can be for subscribers only';

/**
 * The single-event offer of an event (docs/decisions/0060): a paid or pay-per-view event sold alone has a price above
 * zero; a paid event may instead be sold only through passes and subscriptions, with no price. Free and register
 * events have no offer. Checked on the create body here and, for a patch, by the server against the stored values.
 */
export function offerErrors({ pricing_type, price, passes_only, subscription_only }: { pricing_type?: string; price?: number | null; passes_only?: boolean; subscription_only?: boolean }): Record<string, string[]> {
  const sold = pricing_type === 'paid' || pricing_type === 'ppv';
  if (subscription_only && (pricing_type !== 'paid' || !passes_only)) return { subscription_only: [SUBSCRIPTION_ONLY_PAID] };
  if (passes_only) {
    if (pricing_type !== 'paid') return { passes_only: [PASSES_ONLY_PAID] };
    return price === undefined || price === null ? {} : { price: [PASSES_ONLY_NO_PRICE] };
  }
  if (!sold) return {};
  if (price === undefined || price === null) return { price: [REQUIRED] };
  return price > 0 ? {} : { price: [PRICE_ABOVE_ZERO] };
}

export const AdminEventInput = z
  .object({
    ...eventFields,
    /** A demo video or a library asset (`lib-<id>`) of the channel to attach at once (`GET …/events/videos` lists them). */
    video: z.object({ id: z.string().min(1).max(40), kind: AttachableKind }).nullable().optional(),
  })
  .refine(endAfterStart, { message: 'Must be after the start', path: ['end_utc_ts'] })
  .superRefine((value, ctx) => {
    for (const [field, messages] of Object.entries(offerErrors(value))) for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
  });
export type AdminEventInput = z.input<typeof AdminEventInput>;
export type AdminEventValues = z.output<typeof AdminEventInput>;

/** Any subset of the fields; the service checks the start/end pair and the price against the stored values. */
export const AdminEventPatch = z.object(eventFields).partial().refine(endAfterStart, { message: 'Must be after the start', path: ['end_utc_ts'] });
export type AdminEventPatch = z.output<typeof AdminEventPatch>;

export const AdminEventMedia = z
  .object({
    id: Id,
    kind: z.number().int().min(1).max(8),
    kind_name: z.string(),
    url: z.string().describe('as stored; playback kinds are signed only by the preview route'),
    video: z.string().nullable().describe('the video this item comes from: a demo video, or a library asset as lib-<id>'),
  })
  .meta({ id: 'AdminEventMedia' });
export type AdminEventMedia = z.infer<typeof AdminEventMedia>;

export const AdminEvent = z
  .object({
    id: Id,
    name: z.string(),
    description: z.string().nullable(),
    event_utc_ts: z.string(),
    end_utc_ts: z.string(),
    time_zone: z.string(),
    stream_status: EventStatus.describe('as viewers see it now'),
    pricing_type: PricingType,
    price: z.number().int().nullable(),
    single_event_package_id: Id.nullable(),
    passes_only: z.boolean().describe('a paid event with no single-event offer: sold only through the passes and subscriptions that cover it'),
    subscription_only: z.boolean().describe('a passes-only event that only subscriptions open'),
    currency: z.string(),
    event_category_id: Id.nullable(),
    location_id: Id.nullable(),
    participant_group_id: Id.nullable(),
    participants: z.array(z.object({ id: Id, name: z.string(), short_name: z.string(), role: z.enum(['away', 'home', 'participant']) })),
    category: z.object({ id: Id, name: z.string() }).nullable(),
    division: z.string().nullable(),
    group: z.string().nullable(),
    gender: Gender.nullable(),
    geo_rule: z.object({ mode: GeoRuleMode, countries: z.array(z.string()) }).nullable(),
    visibility: EventVisibility,
    media: z.array(AdminEventMedia),
    live_slate: z.string().nullable().describe('the video (demo or `lib-<id>`) viewers see, looped, while the live feed is not on air'),
    orders_count: z.number().int().min(0),
  })
  .meta({ id: 'AdminEvent' });
export type AdminEvent = z.infer<typeof AdminEvent>;

export const AdminEventSortField = z.enum(['event_utc_ts', 'name', 'id'], { error: 'Must be one of event_utc_ts, name, id' });

export const AdminEventsQuery = AdminListQuery.extend({
  sort_field: AdminEventSortField.optional(),
  stream_status: EventStatus.optional(),
  event_category_id: z.coerce.number().int().positive().optional(),
  participant_id: z.coerce.number().int().positive().optional().describe('events this team plays in'),
  visibility: EventVisibility.optional(),
});
export type AdminEventsQuery = z.infer<typeof AdminEventsQuery>;

export const BulkEventAction = z.enum(['publish', 'hide', 'delete'], { error: 'Must be one of publish, hide, delete' });
export const AdminEventsBulk = z.object({
  action: BulkEventAction,
  ids: z.array(Id).min(1, 'Select at least one event').max(200),
});
export type AdminEventsBulk = z.infer<typeof AdminEventsBulk>;
export const AdminEventsBulkResult = z.object({
  done: z.array(Id),
  refused: z.array(z.object({ id: Id, message: z.string() })).describe('events left as they were, with why (not found, has orders)'),
});
export type AdminEventsBulkResult = z.infer<typeof AdminEventsBulkResult>;

/** Choices the event form offers: sports with their children, teams, schools, locations, and the usual time zone. */
export const AdminEventOptions = z.object({
  categories: z.array(z.object({ id: Id, name: z.string(), parent_id: Id.nullable() })),
  participants: z.array(z.object({ id: Id, name: z.string(), short_name: z.string(), participant_group_id: Id.nullable(), sport: z.string(), gender: z.string() })),
  participant_groups: z.array(z.object({ id: Id, name: z.string() })),
  locations: z.array(z.object({ id: Id, name: z.string(), city: z.string() })),
  time_zone: z.string().describe("the channel's time zone"),
  currency: z.string(),
});
export type AdminEventOptions = z.infer<typeof AdminEventOptions>;

/** The 409 an event with orders answers to DELETE (hide it instead: buyers keep their receipts). */
export const EVENT_HAS_ORDERS = { code: 'EVENT_HAS_ORDERS', message: 'This event has orders and cannot be deleted; hide it instead' } as const;

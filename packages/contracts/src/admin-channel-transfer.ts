import { z } from 'zod';
import { EventVisibility } from './admin-catalogue';
import { ChannelDocumentOffer, checkOffer } from './admin-channel-transfer-offer';
import { AdminChannelKey, AdminHostname, AdminTimeZone } from './admin-channels';
import { ColorSettings, Currency, ExtraRoute, Gender, Language, SlidableType } from './channel';
import { Countries, HexColor, IsoTime, MediaUrl, Ref, Required, Text, Weight, type Path, type Report } from './channel-document-fields';
import { CustomFormField } from './custom-forms';
import { EventStatus, ParticipantRole, PricingType } from './events';
import { GeoRuleMode } from './geo';

/**
 * A whole channel as one JSON document (`GET /api/admin/channels/{channel_key}/export`,
 * `POST /api/admin/channels/import`, `npm run channel -- export|import`).
 *
 * Ids in the document are its own: each row carries a short string `id` ("c1", "p12") and other rows refer to it
 * by that string, so a document can be imported into any installation and makes fresh rows there. Media travel by
 * reference (URLs on the media host or elsewhere; the small inline `data:` pictures stay inline), never as bytes.
 * The offer travels too, so a copy can sell: each event's own single-event package, the passes and subscriptions with
 * what they cover, the promo codes (their passes and events by document id) and the replay pricing rules. What buyers
 * and viewers made does not: orders, promo code redemptions (a copied code starts unused), accounts, favourites, clips.
 */

export const CHANNEL_DOCUMENT_FORMAT = 'ott-channel';
export const CHANNEL_DOCUMENT_VERSION = 1;


/** The channel settings a document carries; secrets (such as the external sign-in site's signing secret) are left out. */
export const ChannelDocumentSettings = z.object({
  remote_auth: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  external_auth_url: Text(2000).nullable().optional(),
  recaptcha: z.object({ enabled: z.boolean(), site_key: Text(200).nullable() }).nullable().optional(),
  yare_analytics: Text(200).nullable(),
  google_analytics: Text(200).nullable(),
  /** Visitors who declined the cookie notice are recorded too. */
  analytics_exempt: z.boolean().nullable().optional(),
  /** Viewers see the channel's language only (no language switch). */
  single_language: z.boolean().nullable().optional(),
  extra_routes: z.array(ExtraRoute).max(100),
  preroll_suppression_ms: z.number().int().min(0).nullable().optional(),
  download_limit: z.number().int().min(0).nullable().optional(),
  clip_limit: z.number().int().min(0).nullable().optional(),
  /** The header logo at twice the size (a console upload). */
  logo_2x: MediaUrl.nullable().optional(),
  /** Favicon PNGs by size (a console upload). */
  favicon: z.object({ '32': MediaUrl, '180': MediaUrl, '192': MediaUrl, '512': MediaUrl }).nullable().optional(),
});
export type ChannelDocumentSettings = z.infer<typeof ChannelDocumentSettings>;

export const GeoRuleDocument = z.object({ mode: GeoRuleMode, countries: Countries });

export const ChannelDocumentChannel = z.object({
  /** The key the channel had where it was exported; an import always names its own. */
  key: Text(64),
  name: Required(120),
  /** The hostnames it answered on where it was exported; an import names its own. */
  hostnames: z.array(Text(253)).max(50),
  language: Language,
  currency: Currency,
  time_zone: AdminTimeZone,
  logo: MediaUrl.nullable(),
  settings: ChannelDocumentSettings,
  colors: ColorSettings,
  /** A rule over the whole channel (events may have their own). */
  geo_rule: GeoRuleDocument.nullable(),
});

const MenuDocument = z.object({
  title: Required(200),
  url: Text(2000),
  type: z.enum(['link', 'external', 'participants', 'participant_groups']),
  weight: Weight,
});
const PageDocument = z.object({ name: Required(200), url: Text(2000), alt_name: Required(120), content: Text(200_000), published: z.boolean() });
const FaqDocument = z.object({ question: Required(1000), answer: Text(20_000), weight: Weight });
const SlideDocument = z.object({
  slidable_type: SlidableType,
  /** The category, participant or group the slide is about (by document id); null for 'main'. */
  target: Ref.nullable(),
  title: Text(300),
  subtitle: Text(1000).nullable(),
  image: MediaUrl,
  link: Text(2000).nullable(),
  weight: Weight,
});
const StaticBlockDocument = z.object({ alias: Required(120), title: Text(300), content: Text(200_000), position: z.enum(['footer', 'home']), weight: Weight });
const LocationDocument = z.object({ id: Ref, name: Required(200), city: Text(200), country_code: z.string().regex(/^[A-Z]{2}$/, 'Must be a two-letter country code') });
const FormDocument = z.object({
  alias: Required(120),
  title: Text(300),
  description: Text(20_000).nullable(),
  submit_label: Text(120),
  success_message: Text(2000),
  fields: z.array(CustomFormField).max(100),
});
const PrerollDocument = z.object({
  url: MediaUrl,
  weight: Weight,
  location: Ref.nullable(),
  categories: z.array(Ref).max(500),
  for_live: z.boolean(),
  for_vod: z.boolean(),
});

export const ChannelDocumentContent = z.object({
  menus: z.array(MenuDocument).max(500),
  pages: z.array(PageDocument).max(1000),
  faq: z.array(FaqDocument).max(1000),
  slides: z.array(SlideDocument).max(500),
  static_blocks: z.array(StaticBlockDocument).max(500),
  locations: z.array(LocationDocument).max(5000),
  forms: z.array(FormDocument).max(100),
  prerolls: z.array(PrerollDocument).max(500),
});

const CategoryDocument = z.object({ id: Ref, parent: Ref.nullable(), name: Required(200), alias: Required(120), weight: Weight });
const GroupDocument = z.object({
  id: Ref,
  name: Required(200),
  alias: Required(120),
  image: MediaUrl.nullable(),
  properties: z.array(z.object({ name: Required(120), value: Text(2000) })).max(100),
});
const ParticipantDocument = z.object({
  id: Ref,
  group: Ref.nullable(),
  name: Required(200),
  short_name: Text(120),
  alias: Required(120),
  logo: MediaUrl.nullable(),
  color: HexColor,
  gender: Gender,
  sport: Text(120),
});
const EventDocument = z.object({
  id: Ref,
  name: Required(300),
  description: Text(20_000).nullable(),
  event_utc_ts: IsoTime,
  end_utc_ts: IsoTime,
  time_zone: Required(64),
  /** null: the clock decides. */
  stream_status: EventStatus.nullable(),
  pricing_type: PricingType,
  /** Only subscriptions open it, not one-off passes (absent in documents made before it existed: false). */
  subscription_only: z.boolean().optional(),
  /** Hidden events are in no viewer list. */
  visibility: EventVisibility,
  /** The single-event package that sells this event alone; null when it has none. */
  package: z
    .object({
      name: Required(300),
      price: z.number().int().min(0).describe('minor units'),
      base_price: z.number().int().min(0).nullable(),
      service_fee: z.number().int().min(0),
      currency: Currency,
      capabilities: z.array(Text(40)).max(20),
    })
    .nullable(),
  participants: z.array(z.object({ participant: Ref, role: ParticipantRole, position: z.number().int().min(0) })).max(50),
  away: Ref.nullable(),
  home: Ref.nullable(),
  participant: Ref.nullable(),
  group: Ref.nullable(),
  category: Ref.nullable(),
  location: Ref.nullable(),
  division: Text(120).nullable(),
  group_name: Text(120).nullable(),
  gender: Gender.nullable(),
  /** Media by reference, kinds as spec §3 numbers them (1 image … 8 embedded_preview). */
  media: z.array(z.object({ kind: z.number().int().min(1).max(8), url: MediaUrl })).max(100),
  /** The video looped while the live feed is off air, as a replay playlist URL; absent in documents made before it existed. */
  live_slate: MediaUrl.nullable().optional(),
  geo_rule: GeoRuleDocument.nullable(),
});
const VodCategoryDocument = z.object({ id: Ref, name: Required(200), alias: Required(120), weight: Weight });
const VodItemDocument = z.object({
  id: Ref,
  category: Ref.nullable(),
  event: Ref.nullable(),
  title: Required(300),
  description: Text(20_000).nullable(),
  date: IsoTime,
  duration: z.number().int().min(0),
  image: MediaUrl.nullable(),
  preview: MediaUrl.nullable(),
  video_url: MediaUrl.nullable(),
});
const VodRailDocument = z.object({ title: Required(300), weight: Weight, items: z.array(Ref).max(500) });

export const ChannelDocumentCatalogue = z.object({
  categories: z.array(CategoryDocument).max(2000),
  groups: z.array(GroupDocument).max(5000),
  participants: z.array(ParticipantDocument).max(20_000),
  events: z.array(EventDocument).max(50_000),
  vod: z.object({
    categories: z.array(VodCategoryDocument).max(500),
    items: z.array(VodItemDocument).max(50_000),
    rails: z.array(VodRailDocument).max(200),
  }),
});


/** Every media reference the document makes, once each: what the importing installation must serve. */
export const ChannelDocumentMedia = z.object({
  url: MediaUrl,
  /** 'local': a path on this product's media host; 'remote': an absolute URL elsewhere. Inline `data:` pictures are not listed. */
  origin: z.enum(['local', 'remote']),
});

const ChannelDocumentShape = z.object({
  format: z.literal(CHANNEL_DOCUMENT_FORMAT, { error: `Must be "${CHANNEL_DOCUMENT_FORMAT}"` }),
  version: z.literal(CHANNEL_DOCUMENT_VERSION, { error: `Only version ${CHANNEL_DOCUMENT_VERSION} is understood` }),
  exported_at: IsoTime,
  channel: ChannelDocumentChannel,
  content: ChannelDocumentContent,
  catalogue: ChannelDocumentCatalogue,
  /** Absent in documents made before the offer travelled: such a copy sells its events alone only. */
  offer: ChannelDocumentOffer.default({ passes: [], promo_codes: [], pricing_rules: [] }),
  media: z.array(ChannelDocumentMedia),
});
type Shape = z.infer<typeof ChannelDocumentShape>;

/** Ids unique in their collection; every reference points at a row of the right collection; aliases unique where the database needs it. */
function checkReferences(doc: Shape, report: Report): void {
  const ids = (rows: Array<{ id: string }>, path: Path) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      if (seen.has(row.id)) report([...path, index, 'id'], `Id "${row.id}" is used twice`);
      seen.add(row.id);
    });
    return seen;
  };
  const unique = <T>(rows: T[], field: keyof T & string, path: Path) => {
    const seen = new Set<unknown>();
    rows.forEach((row, index) => {
      if (seen.has(row[field])) report([...path, index, field], `"${String(row[field])}" is used twice`);
      seen.add(row[field]);
    });
  };
  const { content, catalogue } = doc;
  const locations = ids(content.locations, ['content', 'locations']);
  const categories = ids(catalogue.categories, ['catalogue', 'categories']);
  const groups = ids(catalogue.groups, ['catalogue', 'groups']);
  const participants = ids(catalogue.participants, ['catalogue', 'participants']);
  const events = ids(catalogue.events, ['catalogue', 'events']);
  const vodCategories = ids(catalogue.vod.categories, ['catalogue', 'vod', 'categories']);
  const vodItems = ids(catalogue.vod.items, ['catalogue', 'vod', 'items']);

  const refer = (target: Set<string>, what: string, ref: string | null, path: Path) => {
    if (ref !== null && !target.has(ref)) report(path, `Refers to no ${what} "${ref}"`);
  };
  unique(content.pages, 'alt_name', ['content', 'pages']);
  unique(content.static_blocks, 'alias', ['content', 'static_blocks']);
  unique(content.forms, 'alias', ['content', 'forms']);
  unique(catalogue.categories, 'alias', ['catalogue', 'categories']);
  unique(catalogue.groups, 'alias', ['catalogue', 'groups']);
  unique(catalogue.participants, 'alias', ['catalogue', 'participants']);
  unique(catalogue.vod.categories, 'alias', ['catalogue', 'vod', 'categories']);

  const slideTargets = { category: [categories, 'category'], participant: [participants, 'participant'], group: [groups, 'group'] } as const;
  content.slides.forEach((slide, index) => {
    const path = ['content', 'slides', index, 'target'];
    if (slide.slidable_type === 'main') {
      if (slide.target !== null) report(path, 'A main slide has no target');
    } else {
      const [target, what] = slideTargets[slide.slidable_type];
      refer(target, what, slide.target, path);
    }
  });
  content.prerolls.forEach((preroll, index) => {
    refer(locations, 'location', preroll.location, ['content', 'prerolls', index, 'location']);
    preroll.categories.forEach((ref, at) => refer(categories, 'category', ref, ['content', 'prerolls', index, 'categories', at]));
  });
  checkCategoryTree(catalogue.categories, categories, report);
  catalogue.participants.forEach((row, index) => refer(groups, 'group', row.group, ['catalogue', 'participants', index, 'group']));
  catalogue.events.forEach((event, index) => {
    const path = ['catalogue', 'events', index];
    const seen = new Set<string>();
    event.participants.forEach((entry, at) => {
      refer(participants, 'participant', entry.participant, [...path, 'participants', at, 'participant']);
      if (seen.has(entry.participant)) report([...path, 'participants', at, 'participant'], `"${entry.participant}" is listed twice`);
      seen.add(entry.participant);
    });
    for (const field of ['away', 'home', 'participant'] as const) refer(participants, 'participant', event[field], [...path, field]);
    refer(groups, 'group', event.group, [...path, 'group']);
    refer(categories, 'category', event.category, [...path, 'category']);
    refer(locations, 'location', event.location, [...path, 'location']);
    if (Date.parse(event.end_utc_ts) < Date.parse(event.event_utc_ts)) report([...path, 'end_utc_ts'], 'Ends before it starts');
  });
  checkOffer(doc, { categories, participants, events }, report);
  catalogue.vod.items.forEach((item, index) => {
    refer(vodCategories, 'VOD category', item.category, ['catalogue', 'vod', 'items', index, 'category']);
    refer(events, 'event', item.event, ['catalogue', 'vod', 'items', index, 'event']);
  });
  catalogue.vod.rails.forEach((rail, index) => {
    const seen = new Set<string>();
    rail.items.forEach((ref, at) => {
      refer(vodItems, 'VOD item', ref, ['catalogue', 'vod', 'rails', index, 'items', at]);
      if (seen.has(ref)) report(['catalogue', 'vod', 'rails', index, 'items', at], `"${ref}" is listed twice`);
      seen.add(ref);
    });
  });
}


/** Parents exist and no category is its own ancestor. */
function checkCategoryTree(rows: Shape['catalogue']['categories'], known: Set<string>, report: Report): void {
  const parentOf = new Map(rows.map((row) => [row.id, row.parent]));
  rows.forEach((row, index) => {
    const path = ['catalogue', 'categories', index, 'parent'];
    if (row.parent !== null && !known.has(row.parent)) return report(path, `Refers to no category "${row.parent}"`);
    const visited = new Set([row.id]);
    for (let parent = row.parent; parent !== null; parent = parentOf.get(parent) ?? null) {
      if (visited.has(parent)) return report(path, 'Categories must not contain themselves');
      visited.add(parent);
    }
  });
}

/** The whole document; a problem is reported at its path (`catalogue.events.3.category`). */
export const ChannelDocument = ChannelDocumentShape.superRefine((doc, ctx) =>
  checkReferences(doc, (path, message) => ctx.addIssue({ code: 'custom', path, message })),
).meta({ id: 'ChannelDocument' });
export type ChannelDocument = z.infer<typeof ChannelDocument>;

/** `POST /api/admin/channels/import`: a document made into a new channel under a key (and hostnames) of the importer's choice. */
export const ChannelImportRequest = z.object({
  channel_key: AdminChannelKey,
  hostnames: z.array(AdminHostname).max(50).default([]),
  /** The new channel's name; the document's when absent. */
  name: Required(120).optional(),
  document: ChannelDocument,
});
export type ChannelImportRequest = z.input<typeof ChannelImportRequest>;

export const ChannelImportResult = z
  .object({
    channel_key: z.string(),
    name: z.string(),
    hostnames: z.array(z.string()),
    /** Rows made, by collection name as the document names them. */
    counts: z.record(z.string(), z.number().int().min(0)),
  })
  .meta({ id: 'ChannelImportResult' });
export type ChannelImportResult = z.infer<typeof ChannelImportResult>;

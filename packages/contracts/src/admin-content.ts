import { z } from 'zod';
import { AdminListMeta } from './admin-auth';
import { EventLocation, FaqEntry, MenuEntry, Page, Slide, SlidableType, StaticBlock } from './channel';
import { CustomFormFieldType } from './custom-forms';
import { SPA_ROUTES } from './spa-routes';
// The shared wording of missing and too-long fields, also where the console imports this file alone.
import './messages';

/**
 * The operator console's navigation and content (`/api/admin/channels/{channel_key}/…`): menus, pages, FAQ, slides,
 * static blocks and event locations. Bodies use the viewer API's field names (spec §3), so one shape serves both.
 */

const Id = z.number().int().positive();
const required = (max: number) => z.string().trim().min(1).max(max);

export const ContentChannelParams = z.object({ channel_key: z.string().min(1).max(64) });
export const ContentItemParams = ContentChannelParams.extend({ id: z.coerce.number().int().positive() });
export type ContentItemParams = z.infer<typeof ContentItemParams>;

/** Console lists of content are short and shown whole: every item in `data`, the count in `meta`. */
export function adminContentList<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: AdminListMeta });
}

/** The new order of a whole list: every id of the list once, first shown first. */
export const ContentOrder = z.object({ ids: z.array(Id).min(1).max(1000) }).meta({ id: 'AdminContentOrder' });
export type ContentOrder = z.infer<typeof ContentOrder>;
export const ORDER_MISMATCH = "Send every entry's id once, in the new order";

// ── Menus ───────────────────────────────────────────────────────────────────────────────────────────────

export const MENU_TYPES = MenuEntry.shape.type.options;
export const MENU_URL_MESSAGES = {
  internal: 'Enter a path of this site starting with /, such as /upcoming',
  external: 'Enter a full address starting with https:// or http://',
} as const;

const INTERNAL_PATH = /^\/(?!\/)\S*$/;
const WEB_ADDRESS = /^https?:\/\/[^\s/]+\S*$/i;

/** An external entry opens another site; every other kind is a path of the app. */
export function menuUrlProblem(type: MenuEntry['type'], url: string): string | null {
  if (type === 'external') return WEB_ADDRESS.test(url) ? null : MENU_URL_MESSAGES.external;
  return INTERNAL_PATH.test(url) ? null : MENU_URL_MESSAGES.internal;
}

export const AdminMenuEntryInput = z
  .object({ title: required(120), url: required(500), type: MenuEntry.shape.type })
  .superRefine((value, context) => {
    const problem = menuUrlProblem(value.type, value.url);
    if (problem) context.addIssue({ code: 'custom', path: ['url'], message: problem });
  })
  .meta({ id: 'AdminMenuEntryBody' });
export type AdminMenuEntryInput = z.infer<typeof AdminMenuEntryInput>;

// ── Pages ───────────────────────────────────────────────────────────────────────────────────────────────

/** Pages the app itself shows at a screen of the same name (spec §2): about and the legal pages. */
export const LEGAL_PAGE_ALIASES = ['about', 'privacy_policy', 'terms_conditions'] as const;
export type PageKind = 'custom' | 'legal';
export const pageKindOf = (altName: string): PageKind => ((LEGAL_PAGE_ALIASES as readonly string[]).includes(altName) ? 'legal' : 'custom');

/** One segment, so the page's alias and address are the same word: `/championships`. */
export const PAGE_PATH = /^\/[a-z0-9][a-z0-9_-]{0,99}$/;
export const PAGE_PATH_MESSAGE = 'Use a path such as /championships: lower-case letters, digits, - and _';

/** First segments the server or the app already answer; a page there would never be reached. */
const SERVER_SEGMENTS = ['api', 'admin', 'media', 'keys', 'storage', 'datalake', 'assets', 'dev', 'metrics', '404', 'index.html', 'watch.html', 'robots.txt', 'sitemap.xml', 'favicon.ico'];
const APP_SEGMENTS = new Set([...SPA_ROUTES.map((route) => route.split('/')[0]!), ...SERVER_SEGMENTS].filter(Boolean));

export const pageAliasOf = (url: string) => url.replace(/^\/+/, '').split(/[/?#]/, 1)[0]!.toLowerCase();

/**
 * Why a page cannot live at `url`, or null: the path must not be one of the app's own screens or server paths
 * (except the about and legal pages, shown by the screen of their name) nor one of the channel's extra routes.
 */
export function pagePathProblem(url: string, extraRoutePaths: readonly string[] = []): string | null {
  if (!PAGE_PATH.test(url)) return PAGE_PATH_MESSAGE;
  const alias = pageAliasOf(url);
  if (pageKindOf(alias) === 'legal') return null;
  if (APP_SEGMENTS.has(alias)) return `The path ${url} is already a screen of the app; choose another path`;
  if (extraRoutePaths.some((path) => pageAliasOf(path) === alias)) return `The path ${url} is already one of the channel's extra routes; choose another path`;
  return null;
}
export const pageTakenMessage = (url: string) => `Another page of this channel already uses the path ${url}`;

export const AdminPageInput = z
  .object({
    name: required(200),
    url: z.string().trim().toLowerCase().regex(PAGE_PATH, PAGE_PATH_MESSAGE),
    /** Markdown. */
    content: z.string().max(100_000),
    /** An unpublished page is kept for the console only: viewers get its address as not found. */
    published: z.boolean().default(true),
  })
  .meta({ id: 'AdminPageBody' });
export type AdminPageInput = z.infer<typeof AdminPageInput>;
export type AdminPageForm = z.input<typeof AdminPageInput>;

export const AdminPage = Page.extend({ published: z.boolean(), kind: z.enum(['custom', 'legal']) }).meta({ id: 'AdminPage' });
export type AdminPage = z.infer<typeof AdminPage>;

// ── FAQ ─────────────────────────────────────────────────────────────────────────────────────────────────

export const AdminFaqInput = z.object({ question: required(500), answer: required(10_000) }).meta({ id: 'AdminFaqBody' });
export type AdminFaqInput = z.infer<typeof AdminFaqInput>;
export const AdminFaqEntry = FaqEntry;

// ── Slides ──────────────────────────────────────────────────────────────────────────────────────────────

/** An uploaded picture (`/media/…`), any web address, or an inline picture such as the demo banners. */
const IMAGE_ADDRESS = /^(\/(?!\/)|https?:\/\/|data:image\/)/i;
export const SLIDE_MESSAGES = {
  image: 'Upload a picture for the slide',
  link: 'Enter a path starting with / or a full address starting with https://',
  targetNeeded: 'Choose what the slide is shown for',
  noTarget: 'A main slide is shown on the home page and has no target',
  unknownTarget: 'No such item in this channel',
} as const;

export const AdminSlideInput = z
  .object({
    slidable_type: SlidableType,
    slidable_id: Id.nullable().default(null),
    title: required(200),
    subtitle: z.string().trim().max(300).nullable().default(null),
    image: z.string().trim().max(500_000).regex(IMAGE_ADDRESS, SLIDE_MESSAGES.image),
    link: z.string().trim().max(500).nullable().default(null),
  })
  .superRefine((value, context) => {
    if (value.slidable_type === 'main' && value.slidable_id !== null) context.addIssue({ code: 'custom', path: ['slidable_id'], message: SLIDE_MESSAGES.noTarget });
    if (value.slidable_type !== 'main' && value.slidable_id === null) context.addIssue({ code: 'custom', path: ['slidable_id'], message: SLIDE_MESSAGES.targetNeeded });
    if (value.link && !INTERNAL_PATH.test(value.link) && !WEB_ADDRESS.test(value.link)) context.addIssue({ code: 'custom', path: ['link'], message: SLIDE_MESSAGES.link });
  })
  .meta({ id: 'AdminSlideBody' });
export type AdminSlideInput = z.infer<typeof AdminSlideInput>;
export type AdminSlideForm = z.input<typeof AdminSlideInput>;
export const AdminSlide = Slide;

/** Slide pictures: what an upload accepts (known by content, whatever the file is called); stored as WebP at most 1920 px wide. */
export const SLIDE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export const SLIDE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const SLIDE_IMAGE_WIDTH = 1920;
export const UploadedImage = z.object({ image: z.string() }).meta({ id: 'AdminUploadedImage' });
export type UploadedImage = z.infer<typeof UploadedImage>;

// ── Static blocks ───────────────────────────────────────────────────────────────────────────────────────

export const BLOCK_ALIAS = /^[a-z0-9][a-z0-9_-]{0,119}$/;
export const BLOCK_MESSAGES = {
  alias: 'Use lower-case letters, digits, - and _, such as footer-about',
  aliasTaken: 'Another block of this channel already uses this alias',
} as const;

export const AdminStaticBlockInput = z
  .object({
    alias: z.string().trim().toLowerCase().regex(BLOCK_ALIAS, BLOCK_MESSAGES.alias),
    title: required(200),
    content: required(20_000),
    position: StaticBlock.shape.position,
  })
  .meta({ id: 'AdminStaticBlockBody' });
export type AdminStaticBlockInput = z.infer<typeof AdminStaticBlockInput>;
export const AdminStaticBlock = StaticBlock.extend({ weight: z.number().int() }).meta({ id: 'AdminStaticBlock' });
export type AdminStaticBlock = z.infer<typeof AdminStaticBlock>;

// ── Event locations ─────────────────────────────────────────────────────────────────────────────────────

export const COUNTRY_CODE_MESSAGE = 'Enter a two-letter country code such as US';
export const AdminLocationInput = z
  .object({
    name: required(200),
    city: required(120),
    country_code: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, COUNTRY_CODE_MESSAGE),
  })
  .meta({ id: 'AdminLocationBody' });
export type AdminLocationInput = z.infer<typeof AdminLocationInput>;
export const AdminLocation = EventLocation;

// ── Prerolls ────────────────────────────────────────────────────────────────────────────────────────────

/** A clip on this media host (`/media/prerolls/<name>.mp4`), a media library asset (its replay playlist, `/media/hls/vod/lib-<id>/master.m3u8`) or any web address. */
const PREROLL_URL = /^(\/media\/prerolls\/[a-z0-9][a-z0-9-]{0,79}\.mp4|\/media\/hls\/vod\/lib-[1-9]\d{0,9}\/master\.m3u8|https?:\/\/\S+)$/i;
export const PREROLL_MESSAGES = {
  url: 'Use a preroll clip such as /media/prerolls/promo.mp4, or a full https:// address',
  audience: 'Choose live events, replays or both',
  unknownLocation: 'No such location in this channel',
  unknownCategory: 'No such sport or category in this channel',
} as const;

/** Who sees a preroll: events at a location, of some categories (none: every category), live and/or replays; `weight` is its share of the draw. */
export const AdminPrerollInput = z
  .object({
    url: z.string().trim().max(500).regex(PREROLL_URL, PREROLL_MESSAGES.url),
    weight: z.number().int().min(1).max(1000).default(10),
    location_id: Id.nullable().default(null),
    event_categories: z.array(Id).max(200).default([]),
    for_live: z.boolean().default(true),
    for_vod: z.boolean().default(true),
  })
  .superRefine((value, context) => {
    if (!value.for_live && !value.for_vod) context.addIssue({ code: 'custom', path: ['for_live'], message: PREROLL_MESSAGES.audience });
  })
  .meta({ id: 'AdminPrerollBody' });
export type AdminPrerollInput = z.infer<typeof AdminPrerollInput>;
export type AdminPrerollForm = z.input<typeof AdminPrerollInput>;

// ── Contact form ────────────────────────────────────────────────────────────────────────────────────────

/** The viewer app's contact page shows the channel's custom form of this alias. */
export const CONTACT_FORM_ALIAS = 'contact';
export const CONTACT_FORM_MESSAGES = {
  name: 'Use lower-case letters, digits and _, starting with a letter',
  nameTaken: 'Each field needs a name of its own',
  options: 'A list needs at least one choice',
  lengths: 'The longest length must not be under the shortest',
} as const;

export const AdminFormFieldInput = z
  .object({
    name: z.string().trim().regex(/^[a-z][a-z0-9_]{0,63}$/, CONTACT_FORM_MESSAGES.name),
    label: required(200),
    type: CustomFormFieldType,
    required: z.boolean().default(false),
    placeholder: z.string().trim().max(200).nullable().default(null),
    min_length: z.number().int().min(0).max(10_000).nullable().default(null),
    max_length: z.number().int().min(1).max(10_000).nullable().default(null),
    options: z.array(z.object({ value: required(120), label: required(200) })).max(100).default([]),
  })
  .superRefine((field, context) => {
    if (field.type === 'select' && field.options.length === 0) context.addIssue({ code: 'custom', path: ['options'], message: CONTACT_FORM_MESSAGES.options });
    if (field.min_length !== null && field.max_length !== null && field.max_length < field.min_length) context.addIssue({ code: 'custom', path: ['max_length'], message: CONTACT_FORM_MESSAGES.lengths });
  });

/** The whole contact form, saved at once: its texts and its fields in the order shown. */
export const AdminContactFormInput = z
  .object({
    title: required(200),
    description: z.string().trim().max(2000).nullable().default(null),
    submit_label: required(60),
    success_message: required(500),
    fields: z.array(AdminFormFieldInput).min(1).max(30),
  })
  .superRefine((form, context) => {
    const seen = new Set<string>();
    form.fields.forEach((field, index) => {
      if (seen.has(field.name)) context.addIssue({ code: 'custom', path: ['fields', index, 'name'], message: CONTACT_FORM_MESSAGES.nameTaken });
      seen.add(field.name);
    });
  })
  .meta({ id: 'AdminContactFormBody' });
export type AdminContactFormInput = z.infer<typeof AdminContactFormInput>;
export type AdminContactFormForm = z.input<typeof AdminContactFormInput>;

import { z } from 'zod';

const Id = z.number().int().positive();
const HexColor = z.string().regex(/^#[0-9a-f]{6}$/i);
/** 0 (fully transparent) … 1 (opaque). */
const Alpha = z.number().min(0).max(1);

export const Language = z.enum(['en', 'fr']);
export type Language = z.infer<typeof Language>;
export const Currency = z.enum(['USD', 'CAD']);
export type Currency = z.infer<typeof Currency>;

export const COLOR_NAMES = [
  'header-background',
  'header-text-color',
  'body-background',
  'body-text-color',
  'footer-background',
  'footer-text-color',
  'primary-color',
  'primary-text-color',
] as const;
export type ColorName = (typeof COLOR_NAMES)[number];

/** Each colour has a hex value and a transparency variant (`<name>-transparency`). */
export const ColorSettings = z
  .object({
    'header-background': HexColor,
    'header-text-color': HexColor,
    'body-background': HexColor,
    'body-text-color': HexColor,
    'footer-background': HexColor,
    'footer-text-color': HexColor,
    'primary-color': HexColor,
    'primary-text-color': HexColor,
    'header-background-transparency': Alpha,
    'header-text-color-transparency': Alpha,
    'body-background-transparency': Alpha,
    'body-text-color-transparency': Alpha,
    'footer-background-transparency': Alpha,
    'footer-text-color-transparency': Alpha,
    'primary-color-transparency': Alpha,
    'primary-text-color-transparency': Alpha,
  })
  .meta({ id: 'ColorSettings' });
export type ColorSettings = z.infer<typeof ColorSettings>;

export const Preroll = z.object({
  id: Id,
  url: z.string(),
  weight: z.number().int(),
  location_id: Id.nullable(),
  event_categories: z.array(Id),
  for_live: z.boolean(),
  for_vod: z.boolean(),
});
export type Preroll = z.infer<typeof Preroll>;

/** Device linking (spec §6 remoteAuth): 0 off, 1 in this app (/profile/sessions/add), 2 on an external authentication site. */
export const RemoteAuth = z.number().int().min(0).max(2);

/** A route the channel adds at start: `path` shows the page `page_url`, or redirects to `redirect`. */
export const ExtraRoute = z.object({ path: z.string(), title: z.string(), redirect: z.string().nullable() });
export type ExtraRoute = z.infer<typeof ExtraRoute>;

export const ChannelSettings = z
  .object({
    channel_name: z.string(),
    logo: z.string().nullable(),
    /** The logo at twice the size, for high-density screens (console uploads); absent or null otherwise. */
    logo_2x: z.string().nullable().optional(),
    /** Favicon PNGs by size in pixels (32 tab icon, 180 Apple touch icon, 192 and 512 app icons); absent or null: the app's own. */
    favicon: z.object({ '32': z.string(), '180': z.string(), '192': z.string(), '512': z.string() }).nullable().optional(),
    language: Language,
    currency: Currency,
    remoteAuth: RemoteAuth,
    auth: z.object({
      remote_auth: RemoteAuth,
      external_url: z.string().nullable().optional().describe('remote_auth 2: the external site where a device code is entered'),
    }),
    'yare-analytics': z.string().nullable(),
    'google-analytics': z.string().nullable(),
    prerolls: z.array(Preroll),
    extra_routes: z.array(ExtraRoute),
    /** The languages viewers may choose between; one alone: the app shows only it, without a language switch. Absent: every language of the app. */
    languages: z.array(Language).min(1).optional(),
  })
  .meta({ id: 'ChannelSettings' });
export type ChannelSettings = z.infer<typeof ChannelSettings>;

export const MenuEntry = z
  .object({
    id: Id,
    title: z.string(),
    url: z.string(),
    type: z.enum(['link', 'external', 'participants', 'participant_groups']),
    weight: z.number().int(),
  })
  .meta({ id: 'MenuEntry' });
export type MenuEntry = z.infer<typeof MenuEntry>;

export const PageSummary = z
  .object({ id: Id, name: z.string(), url: z.string(), alt_name: z.string() })
  .meta({ id: 'PageSummary' });
export type PageSummary = z.infer<typeof PageSummary>;
/** Page content is Markdown written by the operator. */
export const Page = PageSummary.extend({ content: z.string() }).meta({ id: 'Page' });
export type Page = z.infer<typeof Page>;

export const SlidableType = z.enum(['main', 'category', 'participant', 'group']);
export type SlidableType = z.infer<typeof SlidableType>;
export const Slide = z
  .object({
    id: Id,
    slidable_type: SlidableType,
    slidable_id: Id.nullable(),
    title: z.string(),
    subtitle: z.string().nullable(),
    image: z.string(),
    link: z.string().nullable(),
    weight: z.number().int(),
  })
  .meta({ id: 'Slide' });
export type Slide = z.infer<typeof Slide>;

export const FaqEntry = z.object({ id: Id, question: z.string(), answer: z.string(), weight: z.number().int() }).meta({ id: 'FaqEntry' });
export type FaqEntry = z.infer<typeof FaqEntry>;

export const EventLocation = z
  .object({ id: Id, name: z.string(), city: z.string(), country_code: z.string().length(2) })
  .meta({ id: 'EventLocation' });
export type EventLocation = z.infer<typeof EventLocation>;

export interface EventCategory {
  id: number;
  name: string;
  alias: string;
  parent_id: number | null;
  children: EventCategory[];
}
export const EventCategory: z.ZodType<EventCategory> = z
  .object({
    id: Id,
    name: z.string(),
    alias: z.string(),
    parent_id: Id.nullable(),
    get children() {
      return z.array(EventCategory);
    },
  })
  .meta({ id: 'EventCategory' });

export const Gender = z.enum(['men', 'women']);
export const Participant = z
  .object({
    id: Id,
    name: z.string(),
    short_name: z.string(),
    alias: z.string(),
    images: z.object({ logo: z.string().nullable() }),
    color: HexColor,
    participant_group_id: Id.nullable(),
    properties: z.object({ gender: Gender, sport: z.string() }),
  })
  .meta({ id: 'Participant' });
export type Participant = z.infer<typeof Participant>;

export const ParticipantGroup = z
  .object({ id: Id, name: z.string(), alias: z.string(), image: z.string().nullable() })
  .meta({ id: 'ParticipantGroup' });
export type ParticipantGroup = z.infer<typeof ParticipantGroup>;

export const ParticipantGroupProperty = z
  .object({ id: Id, participant_group_id: Id, name: z.string(), value: z.string() })
  .meta({ id: 'ParticipantGroupProperty' });
export type ParticipantGroupProperty = z.infer<typeof ParticipantGroupProperty>;

export const StaticBlock = z
  .object({ id: Id, alias: z.string(), title: z.string(), content: z.string(), position: z.enum(['footer', 'home']) })
  .meta({ id: 'StaticBlock' });
export type StaticBlock = z.infer<typeof StaticBlock>;

/** What the bootstrap lists of the commerce catalogue; the commerce module owns the rest. */
export const PassSummary = z
  .object({
    id: Id,
    name: z.string(),
    type: z.enum(['subscription', 'package', 'event', 'additional']),
    pass_type: z.enum(['regular', 'addition']),
    price: z.number().int().describe('minor units'),
    base_price: z.number().int().nullable(),
    service_fee: z.number().int(),
    currency: Currency,
    image: z.string().nullable(),
    period: z.enum(['annual', 'month', 'monthly']).nullable(),
    offer: z.string().nullable(),
    period_count: z.number().int().min(1).describe('how many offer units one payment buys: 6 with offer "month" is "/ 6 months"'),
    trial_period: z.number().int().nullable(),
    is_team_pass: z.boolean(),
    weight: z.number().int(),
  })
  .meta({ id: 'PassSummary' });
export type PassSummary = z.infer<typeof PassSummary>;

export const BOOTSTRAP_KEYS = [
  'color_settings',
  'event_categories',
  'event_locations',
  'faq',
  'menu',
  'packages',
  'pages',
  'participant_groups',
  'participant_group_properties',
  'settings',
  'slides',
  'static_blocks',
  'subscriptions',
] as const;

export const BootstrapData = z
  .object({
    color_settings: ColorSettings,
    event_categories: z.array(EventCategory),
    event_locations: z.array(EventLocation),
    faq: z.array(FaqEntry),
    menu: z.array(MenuEntry),
    packages: z.array(PassSummary),
    pages: z.array(PageSummary),
    participant_groups: z.array(ParticipantGroup),
    participant_group_properties: z.array(ParticipantGroupProperty),
    settings: ChannelSettings,
    slides: z.array(Slide),
    static_blocks: z.array(StaticBlock),
    subscriptions: z.array(PassSummary),
  })
  .strict()
  .meta({ id: 'BootstrapData' });
export type BootstrapData = z.infer<typeof BootstrapData>;

export const BootstrapQuery = z.object({
  client_interface: z.enum(['web']).default('web'),
});

export const SlidesQuery = z.object({ type: SlidableType.optional() });

export const PageAliasParams = z.object({ alias: z.string().min(1).max(120) });

/** The public project settings file served at /storage/settings/<channel_key>.json. */
export const ProjectSettingsFile = z
  .object({
    channel_key: z.string(),
    api_origin: z.string(),
    media_origin: z.string(),
    analytics_origin: z.string(),
    key_origin: z.string(),
    payments: z.object({ provider: z.enum(['sandbox', 'stripe']), publishable_key: z.string().nullable() }),
    features: z.object({ social_login: z.array(z.enum(['google', 'facebook'])), recaptcha_site_key: z.string().nullable() }),
  })
  .meta({ id: 'ProjectSettingsFile' });
export type ProjectSettingsFile = z.infer<typeof ProjectSettingsFile>;

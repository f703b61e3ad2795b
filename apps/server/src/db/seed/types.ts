import type { Capability, CustomFormField, ColorSettings, Currency, ExtraRoute, Language, MenuEntry, PassSummary, SlidableType, StaticBlock } from '@ott/contracts';

export interface CategorySeed {
  name: string;
  alias: string;
  children?: CategorySeed[];
}

export interface SchoolSeed {
  /** The school's own name, e.g. "Northfield University". Teams are named "<name> <nickname>". */
  name: string;
  short_name: string;
  alias: string;
  nickname: string;
  color: string;
  conference: string;
  city: string;
  teams: Array<{ sport: string; gender: 'men' | 'women' }>;
}

export interface SlideSeed {
  type: SlidableType;
  /** Alias of the category, participant or school the slide belongs to (not for main slides). */
  target?: string;
  title: string;
  subtitle: string | null;
  link: string | null;
}

export interface PassSeed extends Omit<PassSummary, 'id' | 'currency' | 'image' | 'period_count'> {
  /** One unless a payment buys several offer units. */
  period_count?: number;
  /** Every event of the channel, these categories (and their children), or every team of these schools. */
  covers: { all: true } | { categories: string[] } | { schools: string[] } | null;
  /** For an addition: names of the passes it extends. */
  extends?: string[];
  capabilities: Capability[];
}

/** Commerce demo data besides the passes; pass names may hold {season} (2026-27) or {season_long} (2026-2027). */
export interface CommerceSeed {
  /** Price of a paid and of a pay-per-view event on its own, in minor units. */
  singleEventPrice: { paid: number; ppv: number; service_fee: number };
  coupons: Array<{ code: string; kind: 'percent' | 'amount'; value: number; passes: string[] | null; max_redemptions: number | null }>;
}

export interface PrerollSeed {
  url: string;
  weight: number;
  /** Name of an event location, or null for everywhere. */
  location: string | null;
  categories: string[];
  for_live: boolean;
  for_vod: boolean;
}

export interface ChannelSeed {
  key: string;
  name: string;
  hostnames: string[];
  language: Language;
  currency: Currency;
  colors: ColorSettings;
  settings: {
    remote_auth: 0 | 1 | 2;
    yare_analytics: string | null;
    google_analytics: string | null;
    extra_routes: ExtraRoute[];
    recaptcha: { enabled: boolean; site_key: string | null };
    /** Clips one viewer may hold at once (featureCount); absent: no cap. */
    clip_limit?: number;
  };
  menu: Array<Omit<MenuEntry, 'id' | 'weight'>>;
  pages: Array<{ name: string; url: string; alt_name: string; content: string }>;
  faq: Array<{ question: string; answer: string }>;
  staticBlocks: Array<Omit<StaticBlock, 'id'>>;
  locations: Array<{ name: string; city: string; country_code: string }>;
  categories: CategorySeed[];
  schools: SchoolSeed[];
  slides: SlideSeed[];
  passes: PassSeed[];
  commerce: CommerceSeed;
  prerolls: PrerollSeed[];
  catalogue: CatalogueSeed;
}

/** Wording and settings for the generated events, the VOD library and the contact form of a channel. */
export interface CatalogueSeed {
  /** IANA zone of each event location, by location name; other venues use the default. */
  timeZones: Record<string, string>;
  defaultTimeZone: string;
  /** e.g. ({ sport: 'Basketball', gender: 'women', away: 'Crestwood', home: 'Northfield' }) → "Women's Basketball: Crestwood at Northfield". */
  eventName(parts: { sport: string; gender: 'men' | 'women'; away: string; home: string }): string;
  eventDescription(parts: { conference: string; division: string; venue: string; city: string }): string;
  /** Countries where one upcoming event is blacked out (shows the region message). */
  blackoutCountries: string[];
  vod: {
    categories: Array<{ alias: 'replays' | 'highlights' | 'interviews'; name: string }>;
    highlightTitle(eventName: string): string;
    interviews: string[];
    rails: { latest: string; highlights: string; bySport: (sport: string) => string; interviews: string };
  };
  contactForm: {
    title: string;
    description: string;
    submit_label: string;
    success_message: string;
    fields: CustomFormField[];
  };
}

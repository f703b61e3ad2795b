import type { ColorSettings, Currency, ExtraRoute, Language, MenuEntry, PassSummary, SlidableType, StaticBlock } from '@ott/contracts';

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

export type PassSeed = Omit<PassSummary, 'id' | 'currency' | 'image'>;

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
  settings: { remote_auth: 0 | 1; yare_analytics: string | null; google_analytics: string | null; extra_routes: ExtraRoute[] };
  menu: Array<Omit<MenuEntry, 'id' | 'weight'>>;
  pages: Array<{ name: string; url: string; alt_name: string; content: string }>;
  faq: Array<{ question: string; answer: string }>;
  staticBlocks: Array<Omit<StaticBlock, 'id'>>;
  locations: Array<{ name: string; city: string; country_code: string }>;
  categories: CategorySeed[];
  schools: SchoolSeed[];
  slides: SlideSeed[];
  passes: PassSeed[];
  prerolls: PrerollSeed[];
}

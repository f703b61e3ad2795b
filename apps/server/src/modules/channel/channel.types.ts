import type { ChannelSettings, ColorSettings, Currency, ExtraRoute, Language } from '@ott/contracts';

/** Channel-level settings stored as JSON on the channel row. */
export interface StoredChannelSettings {
  /** Device linking: 0 off, 1 in this app, 2 on the external site at `external_auth_url`. */
  remote_auth: 0 | 1 | 2;
  external_auth_url?: string | null;
  /** Signs the external site's hand-offs; never sent to browsers. EXTERNAL_AUTH_SECRET when absent. */
  external_auth_secret?: string | null;
  /** Registration asks for a reCAPTCHA token when enabled; the site key is public (settings file). */
  recaptcha?: { enabled: boolean; site_key: string | null } | null;
  yare_analytics: string | null;
  google_analytics: string | null;
  /** Analytics of visitors who declined the cookie notice are recorded too (the channel's own legal basis); absent: not. */
  analytics_exempt?: boolean | null;
  /** Viewers see the channel's language only (the app shows no language switch); absent: they choose English or French. */
  single_language?: boolean | null;
  extra_routes: ExtraRoute[];
  /** How long a viewer who watched an event's preroll is offered none for that event; 1 hour when absent (spec §9). */
  preroll_suppression_ms?: number | null;
  /** Events one user may download (each counted once in featureCount); null or absent: no cap. */
  download_limit?: number | null;
  /** Clips one user may create (counted in featureCount); null or absent: no cap. */
  clip_limit?: number | null;
  /** The header logo at twice the size (the `logo` column holds the 1x), set by a console upload. */
  logo_2x?: string | null;
  /** Favicon PNGs by size, set by a console upload; absent: the app's own icon. */
  favicon?: ChannelSettings['favicon'];
  /** A demo channel (the seed's): the console's video picker offers the generated demo videos; absent: behind "Show demo videos". */
  demo_media?: boolean | null;
  /** Devices of one account playing at once (1..10, set in the console); null or absent: no limit (docs/decisions/0084). */
  stream_limit?: number | null;
}

/** A channel as the server works with it: parsed once when the directory loads. */
export interface Channel {
  id: number;
  key: string;
  name: string;
  hostnames: string[];
  language: Language;
  currency: Currency;
  /** IANA zone of the channel's days: analytics and revenue count a day from its midnight there (docs/decisions/0087). */
  timeZone: string;
  logo: string | null;
  settings: StoredChannelSettings;
  colorSettings: ColorSettings;
  /** Archived from the console: viewers no longer reach it (the directory leaves it out). */
  archived?: boolean;
}

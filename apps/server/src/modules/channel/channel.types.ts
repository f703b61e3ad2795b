import type { ColorSettings, Currency, ExtraRoute, Language } from '@ott/contracts';

/** Channel-level settings stored as JSON on the channel row. */
export interface StoredChannelSettings {
  remote_auth: 0 | 1;
  yare_analytics: string | null;
  google_analytics: string | null;
  extra_routes: ExtraRoute[];
}

/** A channel as the server works with it: parsed once when the directory loads. */
export interface Channel {
  id: number;
  key: string;
  name: string;
  hostnames: string[];
  language: Language;
  currency: Currency;
  logo: string | null;
  settings: StoredChannelSettings;
  colorSettings: ColorSettings;
}

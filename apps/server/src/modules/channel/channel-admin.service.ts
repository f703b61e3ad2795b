import type { AdminChannel, AdminChannelUpdate } from '@ott/contracts/admin-channels';
import { ADMIN_CHANNEL_CODES } from '@ott/contracts/admin-channels';
import type { ColorSettings } from '@ott/contracts';
import type { ChannelRow } from '../../db/schema';
import { wordmark } from '../../db/seed/art';
import { AppError } from '../../lib/errors';
import { parseJsonColumn } from '../../lib/json-column';
import { newAnalyticsKey } from './analytics-key';
import type { ChannelRepository, ChannelUpdate } from './channel.repository';
import type { StoredChannelSettings } from './channel.types';
import { starterContent } from './starter-content';

/** A new channel's look until branded: neutral greys with a blue accent, every pair above WCAG AA. */
export const NEUTRAL_COLORS: ColorSettings = {
  'header-background': '#1f2933',
  'header-text-color': '#ffffff',
  'body-background': '#f5f7fa',
  'body-text-color': '#1f2933',
  'footer-background': '#323f4b',
  'footer-text-color': '#e4e7eb',
  'primary-color': '#1d5bbf',
  'primary-text-color': '#ffffff',
  'header-background-transparency': 1,
  'header-text-color-transparency': 1,
  'body-background-transparency': 1,
  'body-text-color-transparency': 1,
  'footer-background-transparency': 1,
  'footer-text-color-transparency': 1,
  'primary-color-transparency': 1,
  'primary-text-color-transparency': 1,
};

/** What a seeded channel has, without analytics or sign-in extras (a created channel gets its analytics key). */
export const DEFAULT_CHANNEL_SETTINGS: StoredChannelSettings = {
  remote_auth: 0,
  recaptcha: { enabled: false, site_key: null },
  yare_analytics: null,
  google_analytics: null,
  extra_routes: [],
};

export class ChannelKeyTaken extends AppError {
  constructor() {
    super(409, ADMIN_CHANNEL_CODES.keyTaken, 'This channel key is taken', { channel_key: ['This channel key is taken'] });
  }
}

export class HostnameTaken extends AppError {
  constructor(hostname: string) {
    super(409, ADMIN_CHANNEL_CODES.hostnameTaken, `${hostname} already belongs to another channel`, { hostnames: [`${hostname} already belongs to another channel`] });
  }
}

export class AnalyticsKeyTaken extends AppError {
  constructor() {
    const message = 'This analytics key belongs to another channel: two channels with one key would mix their figures';
    super(409, ADMIN_CHANNEL_CODES.analyticsKeyTaken, message, { 'analytics.key': [message] });
  }
}

export function toAdminChannel(row: ChannelRow): AdminChannel {
  const settings = parseJsonColumn<Partial<StoredChannelSettings>>(row.settings, {});
  return {
    id: row.id,
    channel_key: row.key,
    name: row.name,
    hostnames: parseJsonColumn<string[]>(row.hostnames, []),
    language: row.language as AdminChannel['language'],
    currency: row.currency as AdminChannel['currency'],
    time_zone: row.time_zone,
    archived: row.archived_at !== null,
    single_language: settings.single_language === true,
    analytics: { key: settings.yare_analytics ?? null, google_tag_id: settings.google_analytics ?? null, exempt: settings.analytics_exempt === true },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export interface NewChannelInput {
  name: string;
  channel_key: string;
  hostnames: string[];
  language: AdminChannel['language'];
  currency: AdminChannel['currency'];
  time_zone: string;
}

/** Channels as the console creates (with their legal pages and contact form) and edits them; viewers' caches are the caller's to invalidate. */
export function createChannelAdminService({ repository, now = () => new Date() }: { repository: ChannelRepository; now?: () => Date }) {
  /** A hostname answers for one channel only (archived ones keep theirs). */
  async function assertHostnamesFree(hostnames: string[], exceptChannelId: number | null): Promise<void> {
    const all = await repository.listChannels();
    for (const channel of all) {
      if (channel.id === exceptChannelId) continue;
      const taken = parseJsonColumn<string[]>(channel.hostnames, []).map((host) => host.toLowerCase());
      const clash = hostnames.find((host) => taken.includes(host));
      if (clash) throw new HostnameTaken(clash);
    }
  }

  async function assertAnalyticsKeyFree(key: string, exceptChannelId: number): Promise<void> {
    const all = await repository.listChannels();
    const clash = all.some((channel) => channel.id !== exceptChannelId && parseJsonColumn<Partial<StoredChannelSettings>>(channel.settings, {}).yare_analytics === key);
    if (clash) throw new AnalyticsKeyTaken();
  }

  /** Merges the analytics fields and the language choice sent into the settings JSON, keeping every other setting. */
  async function mergedSettings(channelId: number, key: string, analytics: NonNullable<AdminChannelUpdate['analytics']>, singleLanguage: boolean | undefined): Promise<string | undefined> {
    if (Object.keys(analytics).length === 0 && singleLanguage === undefined) return undefined;
    if (analytics.key) await assertAnalyticsKeyFree(analytics.key, channelId);
    const row = (await repository.findChannelByKey(key))!;
    const settings = parseJsonColumn<Partial<StoredChannelSettings>>(row.settings, {});
    if (singleLanguage !== undefined) settings.single_language = singleLanguage;
    if (analytics.key !== undefined) settings.yare_analytics = analytics.key;
    if (analytics.google_tag_id !== undefined) settings.google_analytics = analytics.google_tag_id;
    if (analytics.exempt !== undefined) settings.analytics_exempt = analytics.exempt;
    return JSON.stringify(settings);
  }

  return {
    listAll: async () => (await repository.listChannels()).map(toAdminChannel),
    findByKey: async (key: string) => {
      const row = await repository.findChannelByKey(key);
      return row ? toAdminChannel(row) : null;
    },

    async create(input: NewChannelInput): Promise<AdminChannel> {
      if (await repository.findChannelByKey(input.channel_key)) throw new ChannelKeyTaken();
      await assertHostnamesFree(input.hostnames, null);
      const at = now().toISOString();
      const inserted = await repository.insertChannel({
        key: input.channel_key,
        name: input.name,
        hostnames: JSON.stringify(input.hostnames),
        language: input.language,
        currency: input.currency,
        time_zone: input.time_zone,
        logo: wordmark(input.name, NEUTRAL_COLORS['primary-color'], NEUTRAL_COLORS['primary-text-color']),
        settings: JSON.stringify({ ...DEFAULT_CHANNEL_SETTINGS, yare_analytics: newAnalyticsKey(input.channel_key) }),
        color_settings: JSON.stringify(NEUTRAL_COLORS),
        archived_at: null,
        created_at: at,
        updated_at: at,
      }, starterContent(input));
      // Two creations of one key at once: the unique index decides.
      if (inserted === 'exists') throw new ChannelKeyTaken();
      return toAdminChannel((await repository.findChannelByKey(input.channel_key))!);
    },

    /** Applies the fields sent; answers the channel before and after. */
    async update(channelId: number, key: string, changes: AdminChannelUpdate): Promise<{ before: AdminChannel; after: AdminChannel }> {
      const before = toAdminChannel((await repository.findChannelByKey(key))!);
      if (changes.hostnames) await assertHostnamesFree(changes.hostnames, channelId);
      const set: ChannelUpdate = {};
      if (changes.name !== undefined) set.name = changes.name;
      if (changes.hostnames !== undefined) set.hostnames = JSON.stringify(changes.hostnames);
      if (changes.language !== undefined) set.language = changes.language;
      if (changes.currency !== undefined) set.currency = changes.currency;
      if (changes.time_zone !== undefined) set.time_zone = changes.time_zone;
      if (changes.archived !== undefined && changes.archived !== before.archived) set.archived_at = changes.archived ? now().toISOString() : null;
      const settings = await mergedSettings(channelId, key, changes.analytics ?? {}, changes.single_language);
      if (settings !== undefined) set.settings = settings;
      if (Object.keys(set).length > 0) await repository.updateChannel(channelId, { ...set, updated_at: now().toISOString() });
      return { before, after: toAdminChannel((await repository.findChannelByKey(key))!) };
    },
  };
}
export type ChannelAdminService = ReturnType<typeof createChannelAdminService>;

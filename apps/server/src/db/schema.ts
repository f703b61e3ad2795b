import type { Generated, Insertable, Selectable } from 'kysely';
import type { Flag, Id, IsoTime, JsonText } from './column-types';
import type { AccountTables, AccountTokensTable, DeviceCodesTable, SocialIdentitiesTable, SocialLoginsTable, UsersTable } from './accounts-schema';
import type { CommerceTables, PassCommerceColumns } from './commerce-schema';
import type { ConsoleTables } from './console-schema';
import type { EngagementTables } from './engagement-schema';
import type { MediaTables } from './media-schema';
import type { LiveTables } from './live-schema';
import type { AnalyticsTables } from './analytics-schema';
import type { AnalyticsRollupTables } from './analytics-rollups-schema';
import type { OfferTables, PassOfferColumns } from './offer-schema';
import type { AnnouncementTables } from './announcements-schema';
import type { NotificationTables } from './notifications-schema';
import type { DeviceTables } from './devices-schema';
import type { SetupTables } from './setup-schema';
import type { ScoreTables } from './scores-schema';
import type { ChatTables } from './chat-schema';
import type { VodTables } from './vod-schema';

export type { AccountTokensTable, DeviceCodesTable, SocialIdentitiesTable, SocialLoginsTable, UsersTable };


export interface ChannelsTable {
  id: Id;
  key: string;
  name: string;
  /** JSON array of hostnames answered by the key host with this channel's key. */
  hostnames: JsonText;
  language: string;
  currency: string;
  logo: string | null;
  /** JSON object: remote_auth, yare_analytics, google_analytics, extra_routes. */
  settings: JsonText;
  /** JSON object of ColorSettings. */
  color_settings: JsonText;
  /** IANA time zone the console shows the channel's times in (migration 20251126100000). */
  time_zone: Generated<string>;
  /** Set when archived from the console: viewers no longer reach the channel; the console still lists it. */
  archived_at: IsoTime | null;
  /** The media library's storage quota; null: the server's MEDIA_QUOTA_GB (migration 20251127100000). */
  media_quota_gb: Generated<number | null>;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface ApiKeysTable {
  id: Id;
  hash: string;
  channel_id: number;
  user_id: number | null;
  created_at: IsoTime;
  last_used_at: IsoTime;
  expires_at: IsoTime;
}

export interface MenuEntriesTable {
  id: Id;
  channel_id: number;
  title: string;
  url: string;
  type: string;
  weight: number;
}

export interface PagesTable {
  id: Id;
  channel_id: number;
  name: string;
  url: string;
  alt_name: string;
  content: string;
  /** 1: viewers see the page; 0: kept for the console only (migration 20251126100200). */
  published: Generated<Flag>;
  /** 0: made from a template and not yet saved or marked as reviewed by an operator (migration 20261129190000). */
  reviewed: Generated<Flag>;
}

export interface SlidesTable {
  id: Id;
  channel_id: number;
  slidable_type: string;
  slidable_id: number | null;
  title: string;
  subtitle: string | null;
  image: string;
  link: string | null;
  weight: number;
}

export interface FaqEntriesTable {
  id: Id;
  channel_id: number;
  question: string;
  answer: string;
  weight: number;
}

export interface EventLocationsTable {
  id: Id;
  channel_id: number;
  name: string;
  city: string;
  country_code: string;
}

export interface EventCategoriesTable {
  id: Id;
  channel_id: number;
  parent_id: number | null;
  name: string;
  alias: string;
  weight: number;
}

export interface ParticipantGroupsTable {
  id: Id;
  channel_id: number;
  name: string;
  alias: string;
  image: string | null;
}

export interface ParticipantGroupPropertiesTable {
  id: Id;
  channel_id: number;
  participant_group_id: number;
  name: string;
  value: string;
}

export interface ParticipantsTable {
  id: Id;
  channel_id: number;
  participant_group_id: number | null;
  name: string;
  short_name: string;
  alias: string;
  logo: string | null;
  color: string;
  gender: string;
  sport: string;
}

export interface StaticBlocksTable {
  id: Id;
  channel_id: number;
  alias: string;
  title: string;
  content: string;
  position: string;
  weight: number;
}

/** Packages, subscriptions and single-event packages; coverage lives in the commerce tables. */
export interface PassesTable extends PassCommerceColumns, PassOfferColumns {
  id: Id;
  channel_id: number;
  type: string;
  pass_type: string;
  name: string;
  price: number;
  base_price: number | null;
  service_fee: number;
  currency: string;
  image: string | null;
  period: string | null;
  offer: string | null;
  trial_period: number | null;
  is_team_pass: Flag;
  weight: number;
  /** How many `offer` units one payment buys (migration 20251125120300). */
  period_count: Generated<number>;
}

export interface PrerollsTable {
  id: Id;
  channel_id: number;
  url: string;
  weight: number;
  location_id: number | null;
  /** JSON array of event category ids. */
  event_categories: JsonText;
  for_live: Flag;
  for_vod: Flag;
}

/** A viewer watched an event's preroll: no preroll is offered to them for that event until `until`. */
export interface PrerollViewsTable {
  /** user (viewer_id: users.id) or visitor (viewer_id: the anonymous visitor's api_keys.id). */
  viewer_kind: string;
  viewer_id: number;
  event_id: number;
  preroll_id: number;
  until: IsoTime;
}

/** An event a user was granted a download of; counted once in users.downloads_count. */
export interface UserDownloadsTable {
  user_id: number;
  event_id: number;
  created_at: IsoTime;
}

export interface EventsTable {
  id: Id;
  channel_id: number;
  name: string;
  description: string | null;
  event_utc_ts: IsoTime;
  end_utc_ts: IsoTime;
  time_zone: string;
  /** null: derived from the clock; otherwise the operator's override (live, upcoming, vod). */
  stream_status: string | null;
  pricing_type: string;
  away_participant_id: number | null;
  home_participant_id: number | null;
  participant_id: number | null;
  participant_group_id: number | null;
  event_category_id: number | null;
  location_id: number | null;
  division: string | null;
  group_name: string | null;
  gender: string | null;
  /** public or hidden (migration 20251126100300); hidden events are in no viewer list. */
  visibility: Generated<string>;
  /** The video looped while the live feed is off air, as a replay playlist URL (migration 20251129100000). */
  live_slate: string | null;
  /** 1: only subscriptions open the paid event, one-off passes do not (migration 20261129192000). */
  subscription_only: Generated<number>;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface EventParticipantsTable {
  event_id: number;
  participant_id: number;
  /** away, home or participant. */
  role: string;
  position: number;
}

export interface EventMediaTable {
  id: Id;
  event_id: number;
  /** 1 image, 2 live, 3 vod, 4 embedded, 5 thumbnails, 6 preview, 7 preview_alt, 8 embedded_preview. */
  kind: number;
  url: string;
  created_at: IsoTime;
}

/** An operator's start or stop of an event's simulated live feed; without a row the feed follows the schedule. */
export interface LiveFeedsTable {
  event_id: number;
  started_at: IsoTime;
  /** null while the feed runs. */
  stopped_at: IsoTime | null;
  updated_at: IsoTime;
}

export interface GeoRulesTable {
  id: Id;
  channel_id: number;
  /** null: the rule covers the whole channel. */
  event_id: number | null;
  /** block or allow. */
  mode: string;
  /** JSON array of upper-case ISO 3166-1 alpha-2 codes. */
  countries: JsonText;
}

export interface CustomFormsTable {
  id: Id;
  channel_id: number;
  alias: string;
  title: string;
  description: string | null;
  submit_label: string;
  success_message: string;
  /** JSON array of CustomFormField. */
  fields: JsonText;
}

export interface CustomFormSubmissionsTable {
  id: Id;
  channel_id: number;
  custom_form_id: number;
  user_id: number | null;
  /** JSON object: field name → submitted value. */
  answers: JsonText;
  created_at: IsoTime;
}

/** A durable background job (the database queue; BullMQ keeps its own in Redis). */
export interface JobsTable {
  id: Id;
  name: string;
  /** The caller's idempotency key, unique per name; null when none was given. */
  job_key: string | null;
  /** JSON. */
  payload: JsonText;
  /** pending, running, done or dead. */
  status: string;
  /** Runs started so far. */
  attempts: number;
  run_at: IsoTime;
  /** While running: when the lease ends and another worker may take the job. */
  locked_until: IsoTime | null;
  /** Random per claim; an outcome is recorded only by the claim that still holds the job. */
  lease_token: string | null;
  last_error: string | null;
  /** The request that enqueued the job, for its log lines; null when no request did. */
  request_id: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** Every mail the app sends, kept until delivered (and, without SMTP, for the development mailbox). */
export interface MailOutboxTable {
  id: Id;
  channel_id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** JSON array of the URLs the mail links to. */
  links: JsonText;
  /** pending (waiting for SMTP), sent, failed (gave up) or stored (no SMTP configured). */
  status: string;
  attempts: number;
  created_at: IsoTime;
  sent_at: IsoTime | null;
  error: string | null;
  /** JSON object of extra headers, such as List-Unsubscribe (migration 20261129194000); null: none. */
  headers: JsonText | null;
}

/** Which period of a periodic chore has been claimed, and by whom (lib/chores). */
export interface ChoreLeasesTable {
  name: string;
  due_at: IsoTime;
  claimed_by: string;
}

export interface Database extends CommerceTables, AccountTables, EngagementTables, ConsoleTables, MediaTables, AnalyticsTables, AnalyticsRollupTables, OfferTables, LiveTables, SetupTables, AnnouncementTables, NotificationTables, ScoreTables, DeviceTables, ChatTables, VodTables {
  channels: ChannelsTable;
  api_keys: ApiKeysTable;
  menu_entries: MenuEntriesTable;
  pages: PagesTable;
  slides: SlidesTable;
  faq_entries: FaqEntriesTable;
  event_locations: EventLocationsTable;
  event_categories: EventCategoriesTable;
  participant_groups: ParticipantGroupsTable;
  participant_group_properties: ParticipantGroupPropertiesTable;
  participants: ParticipantsTable;
  static_blocks: StaticBlocksTable;
  passes: PassesTable;
  prerolls: PrerollsTable;
  preroll_views: PrerollViewsTable;
  user_downloads: UserDownloadsTable;
  events: EventsTable;
  event_participants: EventParticipantsTable;
  event_media: EventMediaTable;
  live_feeds: LiveFeedsTable;
  geo_rules: GeoRulesTable;
  custom_forms: CustomFormsTable;
  custom_form_submissions: CustomFormSubmissionsTable;
  jobs: JobsTable;
  mail_outbox: MailOutboxTable;
  chore_leases: ChoreLeasesTable;
}

export type ChannelRow = Selectable<ChannelsTable>;
export type NewChannel = Insertable<ChannelsTable>;
export type ApiKeyRow = Selectable<ApiKeysTable>;
export type UserRow = Selectable<UsersTable>;

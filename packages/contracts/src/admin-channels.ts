import { z } from 'zod';
import { Currency, Language } from './channel';
import { isTimeZone } from './time-zone';

/**
 * The console's channels (`/api/admin/channels`, `/api/admin/channels/{channel_key}`): what an owner creates
 * and an admin edits. Branding (colours, logo) lives in admin-branding.ts.
 */

/** A channel key: lower-case letters, digits and dashes (it names the settings file and the console URLs). */
export const AdminChannelKey = z
  .string({ error: 'Field is required' })
  .trim()
  .min(2, 'Field length must be greater than 2')
  .max(64, 'Field length must be less than 64')
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'Use lower-case letters, digits and dashes');

/** A DNS hostname without port, answered by the key host with the channel's key. */
export const AdminHostname = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, 'Field length must be less than 253')
  .regex(/^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/, 'Must be a hostname such as riverside.example.com');

/** An IANA time zone such as America/Toronto. */
export const AdminTimeZone = z
  .string({ error: 'Field is required' })
  .trim()
  .min(1, 'Field is required')
  .max(64)
  .refine(isTimeZone, 'Must be a time zone such as America/Toronto');

const Name = z.string({ error: 'Field is required' }).trim().min(1, 'Field is required').max(120, 'Field length must be less than 120');
const Hostnames = z
  .array(AdminHostname)
  .max(50)
  .refine((hosts) => new Set(hosts).size === hosts.length, 'Each hostname once');

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** The key the browser sends to `/datalake/…?key=`: one channel's figures, so unique across channels. */
export const AdminAnalyticsKey = z.preprocess(
  emptyToNull,
  z
    .string()
    .trim()
    .min(3, 'Field length must be greater than 3')
    .max(100, 'Field length must be less than 100')
    .regex(/^[A-Za-z0-9._-]+$/, 'Use letters, digits, dashes, dots and underscores')
    .nullable(),
);

/** A Google tag id: G-… (Analytics 4), UA-… (Universal Analytics) or AW-… (Ads). */
export const AdminGoogleTagId = z.preprocess(
  emptyToNull,
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^(?:G-[A-Z0-9]{4,20}|UA-\d{4,12}-\d{1,4}|AW-\d{4,15})$/, 'Must be a Google tag id such as G-XXXXXXX')
    .nullable(),
);

export const AdminChannelAnalytics = z.object({
  /** Sent by the viewer app to `/datalake/…?key=`; null: no analytics recorded. */
  key: z.string().nullable(),
  /** Loaded by the viewer app only after a visitor accepts the cookie notice. */
  google_tag_id: z.string().nullable(),
  /** Visitors who declined the cookie notice are recorded too (where the law allows it). */
  exempt: z.boolean(),
});
export type AdminChannelAnalytics = z.infer<typeof AdminChannelAnalytics>;

export const AdminChannel = z
  .object({
    id: z.number().int(),
    channel_key: z.string(),
    name: z.string(),
    hostnames: z.array(z.string()),
    language: Language,
    currency: Currency,
    time_zone: z.string(),
    /** Archived channels answer no viewer but stay in the console. */
    archived: z.boolean(),
    /** Viewers see the channel's language only, without the app's language switch (false: they choose English or French). */
    single_language: z.boolean(),
    analytics: AdminChannelAnalytics,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminChannel' });
export type AdminChannel = z.infer<typeof AdminChannel>;

export const AdminChannelCreate = z
  .object({
    name: Name,
    channel_key: AdminChannelKey,
    hostnames: Hostnames.default([]),
    language: Language.default('en'),
    currency: Currency.default('USD'),
    time_zone: AdminTimeZone.default('America/Toronto'),
  })
  .meta({ id: 'AdminChannelCreate' });
export type AdminChannelCreate = z.input<typeof AdminChannelCreate>;

/** Every field optional: only those sent change. */
export const AdminChannelUpdate = z
  .object({
    name: Name,
    hostnames: Hostnames,
    language: Language,
    currency: Currency,
    time_zone: AdminTimeZone,
    archived: z.boolean(),
    single_language: z.boolean(),
    /** Only the analytics fields sent change; '' clears the key or tag id. */
    analytics: z.object({ key: AdminAnalyticsKey, google_tag_id: AdminGoogleTagId, exempt: z.boolean() }).partial(),
  })
  .partial()
  .meta({ id: 'AdminChannelUpdate' });
export type AdminChannelUpdate = z.infer<typeof AdminChannelUpdate>;

export const ADMIN_CHANNEL_CODES = {
  keyTaken: 'CHANNEL_KEY_TAKEN',
  hostnameTaken: 'HOSTNAME_TAKEN',
  analyticsKeyTaken: 'ANALYTICS_KEY_TAKEN',
} as const;

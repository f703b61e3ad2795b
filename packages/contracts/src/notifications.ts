import { z } from 'zod';
import { isTimeZone } from './time-zone';

/**
 * Notifications to a viewer (docs/decisions/0083): a followed team goes live, a followed team plays tomorrow, your
 * clip is ready; each by web push and/or email, opt-in per kind and channel, held back during the viewer's quiet hours.
 */
export const NOTIFICATION_KINDS = ['team_live', 'game_tomorrow', 'clip_ready'] as const;
export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

export const NotificationChannels = z.object({ push: z.boolean(), email: z.boolean() });
export type NotificationChannels = z.infer<typeof NotificationChannels>;

/** "HH:MM", 24-hour clock. */
export const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');

export const QuietHours = z.object({ start: ClockTime, end: ClockTime });
export type QuietHours = z.infer<typeof QuietHours>;

/** An IANA time zone name as the browser reports it (Intl.DateTimeFormat().resolvedOptions().timeZone). */
export const TimeZoneName = z
  .string()
  .min(1)
  .max(64)
  .refine(isTimeZone, 'unknown time zone');

export const NotificationPreferences = z.object({
  kinds: z.object({ team_live: NotificationChannels, game_tomorrow: NotificationChannels, clip_ready: NotificationChannels }),
  /** null: no quiet hours. */
  quiet_hours: QuietHours.nullable(),
  time_zone: TimeZoneName,
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

/** A browser's PushSubscription.toJSON(). */
export const PushSubscriptionRequest = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(1000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionRequest = z.infer<typeof PushSubscriptionRequest>;

export const PushUnsubscribeRequest = z.object({ endpoint: z.string().min(1).max(1000) });

/** The answers to storing and forgetting a browser's push subscription. */
export const PushSubscribed = z.object({ subscribed: z.literal(true) });
export const PushRemoved = z.object({ removed: z.boolean() });

/** The VAPID public key (base64url) a browser subscribes with, as applicationServerKey. */
export const PushPublicKey = z.object({ public_key: z.string() });

/** What the service worker gets in a push message and shows. */
export const PushPayload = z.object({
  kind: z.union([NotificationKind, z.literal('test')]),
  title: z.string(),
  body: z.string(),
  /** The app path opened on click, e.g. /watch/12. */
  url: z.string(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayload>;

export const TestNotificationResult = z.object({ sent: z.number().int() });

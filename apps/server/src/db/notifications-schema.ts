import type { Generated } from 'kysely';
import type { Flag, Id, IsoTime } from './column-types';

/** A viewer's notification choices (migration 20261130120000): opt-in flags per kind and channel, quiet hours. */
export interface NotificationPreferencesTable {
  user_id: number;
  team_live_push: Generated<Flag>;
  team_live_email: Generated<Flag>;
  game_tomorrow_push: Generated<Flag>;
  game_tomorrow_email: Generated<Flag>;
  clip_ready_push: Generated<Flag>;
  clip_ready_email: Generated<Flag>;
  /** "HH:MM" in `time_zone`; both null: no quiet hours. */
  quiet_start: string | null;
  quiet_end: string | null;
  time_zone: string;
  /** The origin the viewer saved from (PUBLIC_ORIGIN when set): where mails and pushes link to. */
  link_origin: string;
  updated_at: IsoTime;
}

/** One browser of a viewer that accepts web push; deleted when the push service answers 404 or 410. */
export interface PushSubscriptionsTable {
  id: Id;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: IsoTime;
}

/** One notification of one kind about one event or clip to one viewer: unique, so it goes out once. */
export interface NotificationDeliveriesTable {
  id: Id;
  user_id: number;
  kind: 'team_live' | 'game_tomorrow' | 'clip_ready';
  subject_id: number;
  status: 'pending' | 'sent' | 'skipped' | 'failed';
  push_sent: Generated<number>;
  outbox_id: number | null;
  send_at: IsoTime;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface NotificationTables {
  notification_preferences: NotificationPreferencesTable;
  push_subscriptions: PushSubscriptionsTable;
  notification_deliveries: NotificationDeliveriesTable;
}

import type { Generated } from 'kysely';
import type { Id, IsoTime } from './column-types';

/** An operator's mail to a segment of the channel's opted-in customers (migration 20261129194000). */
export interface AnnouncementsTable {
  id: Id;
  channel_id: number;
  subject: string;
  /** Markdown. */
  body: string;
  segment: 'all' | 'subscribers' | 'pass' | 'team';
  /** The pass (segment 'pass') or the team (segment 'team'). */
  segment_id: number | null;
  status: 'draft' | 'sending' | 'sent' | 'failed';
  /** Where the unsubscribe links point, fixed when sending starts. */
  link_origin: string | null;
  recipients: Generated<number>;
  sent_count: Generated<number>;
  failed_count: Generated<number>;
  skipped_count: Generated<number>;
  /** The operator's email. */
  created_by: string;
  created_at: IsoTime;
  updated_at: IsoTime;
  sent_at: IsoTime | null;
  finished_at: IsoTime | null;
}

/** One recipient of one announcement, chosen when sending starts; claimed before it is mailed, so never mailed twice. */
export interface AnnouncementDeliveriesTable {
  id: Id;
  announcement_id: number;
  user_id: number;
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';
  outbox_id: number | null;
  error: string | null;
  updated_at: IsoTime;
}

export interface AnnouncementTables {
  announcements: AnnouncementsTable;
  announcement_deliveries: AnnouncementDeliveriesTable;
}

import type { Generated } from 'kysely';
import type { Flag, Id, IsoTime, JsonText } from './column-types';

/** One message of an event's live chat (migration 20261130100000). */
export interface ChatMessagesTable {
  id: Id;
  channel_id: number;
  event_id: number;
  user_id: number;
  /** The profile's first name and last initial when sent; never the email. */
  display_name: string;
  /** Plain text, blocked words already masked. */
  text: string;
  /** Seconds into the event when sent. */
  offset_s: number;
  created_at: IsoTime;
  deleted: Generated<Flag>;
  pinned: Generated<Flag>;
}

/** A channel's chat rules; absent: the defaults. */
export interface ChatSettingsTable {
  channel_id: number;
  slow_mode_s: Generated<number>;
  mode: Generated<string>;
  anonymous_read: Generated<Flag>;
  links_allowed: Generated<Flag>;
  /** JSON array of words. */
  blocked_words: Generated<JsonText>;
  updated_at: IsoTime;
}

/** A viewer timed out (until set) or banned (until null) from a channel's chat. */
export interface ChatSanctionsTable {
  id: Id;
  channel_id: number;
  user_id: number;
  kind: 'timeout' | 'ban';
  until: IsoTime | null;
  reason: string | null;
  /** The operator's email. */
  created_by: string;
  created_at: IsoTime;
}

/** A viewer's report of a message. */
export interface ChatReportsTable {
  id: Id;
  channel_id: number;
  message_id: number;
  reporter_id: number;
  reason: string | null;
  status: 'open' | 'dismissed' | 'actioned';
  created_at: IsoTime;
}

export interface ChatTables {
  chat_messages: ChatMessagesTable;
  chat_settings: ChatSettingsTable;
  chat_sanctions: ChatSanctionsTable;
  chat_reports: ChatReportsTable;
}

import { z } from 'zod';
import { CHAT_MAX_CHARS } from './chat-rules';
import { ApiKeyCarrier } from './session';

/**
 * Live chat of an event (docs/decisions/0081-live-chat.md): read as server-sent events from
 * `GET /api/events/:id/chat`, written with `POST /api/events/:id/chat`, replayed with `GET /api/events/:id/chat/replay`.
 * Texts are plain text: clients render them as text, never as HTML.
 */

export const CHAT_MODES = ['open', 'followers', 'subscribers'] as const;
export const ChatMode = z.enum(CHAT_MODES);
export type ChatMode = z.infer<typeof ChatMode>;

/** One message as every viewer sees it: no user id, no email; the name is the profile's first name and last initial. */
export const ChatMessage = z
  .object({
    id: z.number().int().positive(),
    event_id: z.number().int().positive(),
    display_name: z.string(),
    text: z.string(),
    /** Seconds into the event (from its live start, else its scheduled start) when it was sent: replays sync on it. */
    offset_s: z.number().int().min(0),
    created_at: z.string(),
    pinned: z.boolean(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof ChatMessage>;

/** The rules of a channel's chat viewers need to know (the blocked words stay on the server). */
export const ChatRules = z.object({
  /** Seconds a viewer waits between two messages; 0: no slow mode. */
  slow_mode_s: z.number().int().min(0).max(3600),
  mode: ChatMode,
  /** Visitors who are not signed in may read. */
  anonymous_read: z.boolean(),
  /** Links are shown as links; otherwise as plain text. */
  links_allowed: z.boolean(),
});
export type ChatRules = z.infer<typeof ChatRules>;

/**
 * What the stream sends. Each `message` carries `id: <message id>`, so a browser's Last-Event-ID resumes after the last
 * one it received; the others carry no id. `state` comes first on every connection.
 */
export const ChatStreamState = z.object({
  rules: ChatRules,
  pinned: ChatMessage.nullable(),
  /** Recent messages deleted since: a client that resumed removes them. */
  deleted_ids: z.array(z.number().int()),
  /** The viewer may write now (signed in and allowed to watch); why not otherwise. */
  can_write: z.boolean(),
  write_denial: z.enum(['login_required', 'not_allowed', 'not_live']).nullable(),
});
export type ChatStreamState = z.infer<typeof ChatStreamState>;
export const ChatDeletedNotice = z.object({ id: z.number().int() });
export const ChatPinNotice = z.object({ pinned: ChatMessage.nullable() });
export const CHAT_STREAM_EVENTS = ['state', 'message', 'delete', 'pin', 'rules'] as const;

export const ChatStreamQuery = ApiKeyCarrier.extend({
  /** Resume after this message id (as Last-Event-ID does); absent: the last messages first. */
  after_id: z.coerce.number().int().min(0).optional(),
});

export const ChatPostBody = ApiKeyCarrier.extend({
  text: z.string().trim().min(1, 'Field is required').max(CHAT_MAX_CHARS * 2, `Field length must be less than ${CHAT_MAX_CHARS}`),
});
export type ChatPostBody = z.infer<typeof ChatPostBody>;

export const ChatMessageParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647), message_id: z.coerce.number().int().positive().max(2_147_483_647) });
export const ChatReportBody = ApiKeyCarrier.extend({ reason: z.string().trim().max(200).optional() });
export const ChatReported = z.object({ message_id: z.number().int() });

export const ChatReplayQuery = ApiKeyCarrier.extend({
  from_s: z.coerce.number().int().min(0).default(0),
  to_s: z.coerce.number().int().min(0).optional(),
});

/* ------------------------------------------------------------------ console (moderation) */

export const AdminChatSettings = ChatRules.extend({
  /** Words masked with *** before a message is stored; matched whole, ignoring case. */
  blocked_words: z.array(z.string().trim().min(1).max(60)).max(500),
}).meta({ id: 'AdminChatSettings' });
export type AdminChatSettings = z.infer<typeof AdminChatSettings>;

export const AdminChatMessage = ChatMessage.extend({ user_id: z.number().int(), deleted: z.boolean(), reports: z.number().int() });
export type AdminChatMessage = z.infer<typeof AdminChatMessage>;

export const AdminChatEvent = z.object({ id: z.number().int(), name: z.string(), event_utc_ts: z.string(), end_utc_ts: z.string().nullable() });
export type AdminChatEvent = z.infer<typeof AdminChatEvent>;

export const AdminChatEventParams = z.object({ channel_key: z.string().min(1).max(64), event_id: z.coerce.number().int().positive().max(2_147_483_647) });
export const AdminChatItemParams = z.object({ channel_key: z.string().min(1).max(64), id: z.coerce.number().int().positive().max(2_147_483_647) });
export const AdminChatMessagesQuery = z.object({ after_id: z.coerce.number().int().min(0).optional() });

export const AdminChatPin = z.object({ pinned: z.boolean() });

export const SANCTION_KINDS = ['timeout', 'ban'] as const;
export const AdminChatSanctionInput = z.object({
  user_id: z.number().int().positive(),
  kind: z.enum(SANCTION_KINDS),
  /** For a time-out: how long. */
  minutes: z.number().int().min(1).max(7 * 24 * 60).optional(),
  reason: z.string().trim().max(200).optional(),
});
export type AdminChatSanctionInput = z.infer<typeof AdminChatSanctionInput>;

export const AdminChatSanction = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  display_name: z.string(),
  kind: z.enum(SANCTION_KINDS),
  until: z.string().nullable(),
  reason: z.string().nullable(),
  created_by: z.string(),
  created_at: z.string(),
});
export type AdminChatSanction = z.infer<typeof AdminChatSanction>;

export const AdminChatReport = z.object({
  id: z.number().int(),
  message: AdminChatMessage,
  reason: z.string().nullable(),
  reporter_name: z.string(),
  created_at: z.string(),
});
export type AdminChatReport = z.infer<typeof AdminChatReport>;

export const AdminChatReportAction = z.object({ action: z.enum(['dismiss', 'delete']) });

import type { Event } from '@ott/contracts';
import { CHAT_BACKLOG, CHAT_MAX_CHARS } from '@ott/contracts/chat-rules';
import type { AdminChatEvent, AdminChatMessage, AdminChatReport, AdminChatSanction, AdminChatSanctionInput, AdminChatSettings, ChatMessage, ChatMode, ChatRules, ChatStreamState } from '@ott/contracts/chat';
import type { Channel } from '../channel/channel.types';
import { NotFound } from '../../lib/errors';
import type { Audience } from '../events/events.mappers';
import type { ChatHub } from './chat-hub';
import { charCount, cleanText, displayNameOf, maskBlockedWords } from './chat-text';
import { chatBanned, chatClosed, chatLoginRequired, chatFollowersOnly, chatNotAllowed, chatSlowMode, chatSubscribersOnly, chatTimedOut, chatTooLong } from './chat.errors';
import type { ChatMessageRow, ChatRepository } from './chat.repository';

export const DEFAULT_CHAT_SETTINGS: AdminChatSettings = { slow_mode_s: 0, mode: 'open', anonymous_read: true, links_allowed: false, blocked_words: [] };
/** How many messages a resuming stream is sent at most; older ones are history the replay serves. */
const RESUME_LIMIT = 500;
const REPLAY_LIMIT = 2_000;

export interface ChatDeps {
  repository: ChatRepository;
  hub: ChatHub;
  /** The event as the viewer sees it (NotFound when not in the channel). */
  eventOf(channel: Channel, id: number, audience: Audience): Promise<Event>;
  now?: () => Date;
}

export const toChatMessage = (row: ChatMessageRow): ChatMessage => ({
  id: row.id,
  event_id: row.event_id,
  display_name: row.display_name,
  text: row.text,
  offset_s: row.offset_s,
  created_at: row.created_at,
  pinned: row.pinned === 1,
});

function parseWords(json: string): string[] {
  try {
    const words: unknown = JSON.parse(json);
    return Array.isArray(words) ? words.filter((word): word is string => typeof word === 'string') : [];
  } catch {
    return [];
  }
}

export const rulesOf = (settings: AdminChatSettings): ChatRules => ({ slow_mode_s: settings.slow_mode_s, mode: settings.mode, anonymous_read: settings.anonymous_read, links_allowed: settings.links_allowed });

/** Why this viewer may not write now, or null. */
function writeDenial(event: Event, audience: Audience): ChatStreamState['write_denial'] {
  if (audience.userId === null) return 'login_required';
  if (!event.has_access || event.is_geo_blocked) return 'not_allowed';
  if (event.stream_status !== 'live') return 'not_live';
  return null;
}

/** The live chat: who may read and write, what is stored, and what every open stream hears. */
export function createChatService({ repository, hub, eventOf, now = () => new Date() }: ChatDeps) {
  async function settings(channelId: number): Promise<AdminChatSettings> {
    const row = await repository.settingsOf(channelId);
    if (!row) return DEFAULT_CHAT_SETTINGS;
    return { slow_mode_s: row.slow_mode_s, mode: row.mode as ChatMode, anonymous_read: row.anonymous_read === 1, links_allowed: row.links_allowed === 1, blocked_words: parseWords(row.blocked_words) };
  }

  async function message(channel: Channel, id: number): Promise<ChatMessageRow> {
    const row = await repository.find(channel.id, id);
    if (!row) throw new NotFound();
    return row;
  }

  async function offsetOf(event: Event, at: Date): Promise<number> {
    const start = (await repository.liveStartOf(event.id)) ?? event.event_utc_ts;
    return Math.max(0, Math.floor((at.getTime() - Date.parse(start)) / 1000));
  }

  const publishPin = async (channelId: number, eventId: number) => {
    const pinned = await repository.pinnedOf(eventId);
    await hub.publish({ channel_id: channelId, event_id: eventId, kind: 'pin', id: null, data: { pinned: pinned ? toChatMessage(pinned) : null } });
  };

  async function toAdmin(rows: ChatMessageRow[]): Promise<AdminChatMessage[]> {
    const counts = await repository.reportCounts(rows.map((row) => row.id));
    return rows.map((row) => ({ ...toChatMessage(row), user_id: row.user_id, deleted: row.deleted === 1, reports: counts.get(row.id) ?? 0 }));
  }

  return {
    settings,
    eventOf,

    /** What a stream needs before it opens: the event (404 when not the channel's) and whether this viewer may read it. */
    async openStream(channel: Channel, eventId: number, audience: Audience) {
      const [event, current] = await Promise.all([eventOf(channel, eventId, audience), settings(channel.id)]);
      return { event, settings: current, readable: audience.userId !== null || current.anonymous_read };
    },

    async state(event: Event, current: AdminChatSettings, audience: Audience, fromId: number): Promise<ChatStreamState> {
      const [pinned, deleted] = await Promise.all([repository.pinnedOf(event.id), repository.deletedFrom(event.id, fromId)]);
      const denial = writeDenial(event, audience);
      return { rules: rulesOf(current), pinned: pinned ? toChatMessage(pinned) : null, deleted_ids: deleted, can_write: denial === null, write_denial: denial };
    },

    /** The messages a stream starts with: those after the one it last had, or the newest ones. */
    backlog: async (eventId: number, afterId: number | null) => (afterId === null ? repository.latest(eventId, CHAT_BACKLOG) : repository.after(eventId, afterId, RESUME_LIMIT)).then((rows) => rows.map(toChatMessage)),

    async post(channel: Channel, eventId: number, audience: Audience & { userId: number }, rawText: string): Promise<ChatMessage> {
      const event = await eventOf(channel, eventId, audience);
      if (!event.has_access || event.is_geo_blocked) throw chatNotAllowed();
      if (event.stream_status !== 'live') throw chatClosed();
      const at = now();
      const [current, sanctions] = await Promise.all([settings(channel.id), repository.activeSanctions(channel.id, audience.userId, at.toISOString())]);
      if (sanctions.some((sanction) => sanction.kind === 'ban')) throw chatBanned();
      const timeout = sanctions.filter((sanction) => sanction.until).sort((a, b) => (a.until! < b.until! ? 1 : -1))[0];
      if (timeout) throw chatTimedOut(timeout.until!);
      if (current.mode === 'subscribers' && (audience.entitlements?.ownedPassIds.size ?? 0) === 0) throw chatSubscribersOnly();
      if (current.mode === 'followers' && !(await repository.follows(channel.id, audience.userId, event.participants.map((p) => p.id), event.participant_group_id ?? null))) throw chatFollowersOnly();
      const text = cleanText(rawText);
      if (charCount(text) > CHAT_MAX_CHARS) throw chatTooLong();
      if (charCount(text) === 0) throw chatTooLong();
      if (current.slow_mode_s > 0) {
        const last = await repository.lastSentAt(event.id, audience.userId);
        const wait = last ? Math.ceil(current.slow_mode_s - (at.getTime() - Date.parse(last)) / 1000) : 0;
        if (wait > 0) throw chatSlowMode(wait);
      }
      const row = await repository.insertMessage({
        channel_id: channel.id,
        event_id: event.id,
        user_id: audience.userId,
        display_name: displayNameOf(await repository.profileOf(audience.userId)),
        text: maskBlockedWords(text, current.blocked_words),
        offset_s: await offsetOf(event, at),
        created_at: at.toISOString(),
      });
      const sent = toChatMessage(row);
      await hub.publish({ channel_id: channel.id, event_id: event.id, kind: 'message', id: sent.id, data: sent });
      return sent;
    },

    async report(channel: Channel, eventId: number, audience: Audience & { userId: number }, messageId: number, reason: string | null): Promise<void> {
      await eventOf(channel, eventId, audience);
      const row = await message(channel, messageId);
      if (row.event_id !== eventId || row.deleted === 1) throw new NotFound();
      await repository.insertReport({ channel_id: channel.id, message_id: row.id, reporter_id: audience.userId, reason: reason || null, created_at: now().toISOString() });
    },

    async replay(channel: Channel, eventId: number, audience: Audience, fromS: number, toS: number | null): Promise<ChatMessage[]> {
      const event = await eventOf(channel, eventId, audience);
      const current = await settings(channel.id);
      if (audience.userId === null && !current.anonymous_read) throw chatLoginRequired();
      return (await repository.replay(event.id, fromS, toS, REPLAY_LIMIT)).map(toChatMessage);
    },

    /* ---------------------------------------------------------------- console */

    async saveSettings(channel: Channel, next: AdminChatSettings): Promise<{ before: AdminChatSettings; after: AdminChatSettings }> {
      const before = await settings(channel.id);
      const words = [...new Set(next.blocked_words.map((word) => word.trim()).filter(Boolean))];
      await repository.saveSettings(channel.id, {
        slow_mode_s: next.slow_mode_s,
        mode: next.mode,
        anonymous_read: next.anonymous_read ? 1 : 0,
        links_allowed: next.links_allowed ? 1 : 0,
        blocked_words: JSON.stringify(words),
        updated_at: now().toISOString(),
      });
      const after = await settings(channel.id);
      await hub.publish({ channel_id: channel.id, event_id: null, kind: 'rules', id: null, data: rulesOf(after) });
      return { before, after };
    },

    async events(channel: Channel): Promise<AdminChatEvent[]> {
      const at = now().getTime();
      return repository.eventsAround(channel.id, new Date(at - 24 * 3_600_000).toISOString(), new Date(at + 2 * 3_600_000).toISOString());
    },

    async consoleMessages(channel: Channel, eventId: number, afterId: number): Promise<AdminChatMessage[]> {
      if (!(await repository.eventInChannel(channel.id, eventId))) throw new NotFound();
      return toAdmin(await repository.forConsole(eventId, afterId, 200));
    },

    async remove(channel: Channel, id: number): Promise<AdminChatMessage> {
      const row = await message(channel, id);
      const wasPinned = row.pinned === 1;
      await repository.markDeleted(row.id);
      await hub.publish({ channel_id: channel.id, event_id: row.event_id, kind: 'delete', id: null, data: { id: row.id } });
      if (wasPinned) await publishPin(channel.id, row.event_id);
      return (await toAdmin([{ ...row, deleted: 1, pinned: 0 }]))[0]!;
    },

    async pin(channel: Channel, id: number, pinned: boolean): Promise<AdminChatMessage> {
      const row = await message(channel, id);
      if (row.deleted === 1) throw new NotFound();
      if (pinned) await repository.setPinned(row.event_id, row.id);
      else if (row.pinned === 1) await repository.setPinned(row.event_id, null);
      await publishPin(channel.id, row.event_id);
      return (await toAdmin([{ ...row, pinned: pinned ? 1 : 0 }]))[0]!;
    },

    async sanction(channel: Channel, input: AdminChatSanctionInput, by: string): Promise<AdminChatSanction> {
      const profile = await repository.profileOf(input.user_id);
      if (!profile) throw new NotFound();
      const at = now();
      const until = input.kind === 'timeout' ? new Date(at.getTime() + (input.minutes ?? 10) * 60_000).toISOString() : null;
      const row = await repository.insertSanction({ channel_id: channel.id, user_id: input.user_id, kind: input.kind, until, reason: input.reason || null, created_by: by, created_at: at.toISOString() });
      return { id: row.id, user_id: row.user_id, display_name: displayNameOf(profile), kind: row.kind, until: row.until, reason: row.reason, created_by: row.created_by, created_at: row.created_at };
    },

    async sanctions(channel: Channel): Promise<AdminChatSanction[]> {
      return (await repository.listSanctions(channel.id, now().toISOString())).map((row) => ({
        id: row.id,
        user_id: row.user_id,
        display_name: displayNameOf(row),
        kind: row.kind,
        until: row.until,
        reason: row.reason,
        created_by: row.created_by,
        created_at: row.created_at,
      }));
    },

    async lift(channel: Channel, id: number) {
      const row = await repository.findSanction(channel.id, id);
      if (!row) throw new NotFound();
      await repository.deleteSanction(id);
      return row;
    },

    async reports(channel: Channel): Promise<AdminChatReport[]> {
      const rows = await repository.openReports(channel.id);
      const messages = new Map<number, AdminChatMessage>();
      for (const id of new Set(rows.map((row) => row.message_id))) {
        const found = await repository.find(channel.id, id);
        if (found) messages.set(id, (await toAdmin([found]))[0]!);
      }
      return rows.flatMap((row) => {
        const reported = messages.get(row.message_id);
        return reported ? [{ id: row.id, message: reported, reason: row.reason, reporter_name: displayNameOf(row), created_at: row.created_at }] : [];
      });
    },

    /** Dismiss a report, or delete its message (which settles every report of it). */
    async settleReport(channel: Channel, id: number, action: 'dismiss' | 'delete') {
      const report = await repository.findReport(channel.id, id);
      if (!report) throw new NotFound();
      if (action === 'dismiss') {
        await repository.setReportStatus(report.id, 'dismissed');
        return { report, removed: null };
      }
      return { report, removed: await this.remove(channel, report.message_id) };
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;

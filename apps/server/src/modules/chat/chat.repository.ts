import type { Kysely } from 'kysely';
import type { ChatMessagesTable, ChatSanctionsTable } from '../../db/chat-schema';
import type { Database } from '../../db/schema';
import type { Selectable } from 'kysely';

export type ChatMessageRow = Selectable<ChatMessagesTable>;
export type ChatSanctionRow = Selectable<ChatSanctionsTable> & { first_name: string; last_name: string };

/** SQL of the live chat (modules/chat). */
export function createChatRepository(db: Kysely<Database>) {
  const messages = () => db.selectFrom('chat_messages').selectAll();
  return {
    settingsOf: (channelId: number) => db.selectFrom('chat_settings').selectAll().where('channel_id', '=', channelId).executeTakeFirst(),

    async saveSettings(channelId: number, values: { slow_mode_s: number; mode: string; anonymous_read: number; links_allowed: number; blocked_words: string; updated_at: string }): Promise<void> {
      const updated = await db.updateTable('chat_settings').set(values).where('channel_id', '=', channelId).executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) await db.insertInto('chat_settings').values({ channel_id: channelId, ...values }).execute();
    },

    profileOf: (userId: number) => db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirst(),

    liveStartOf: async (eventId: number) => (await db.selectFrom('live_ingests').select('started_at').where('event_id', '=', eventId).executeTakeFirst())?.started_at ?? null,

    insertMessage: (values: Omit<ChatMessageRow, 'id' | 'deleted' | 'pinned'>) => db.insertInto('chat_messages').values(values).returningAll().executeTakeFirstOrThrow(),

    /** Messages after an id, oldest first. */
    after: (eventId: number, afterId: number, limit: number) => messages().where('event_id', '=', eventId).where('id', '>', afterId).where('deleted', '=', 0).orderBy('id').limit(limit).execute(),

    /** The newest messages, oldest first. */
    async latest(eventId: number, limit: number): Promise<ChatMessageRow[]> {
      return (await messages().where('event_id', '=', eventId).where('deleted', '=', 0).orderBy('id', 'desc').limit(limit).execute()).reverse();
    },

    /** Ids of the event's deleted messages from this id on. */
    deletedFrom: async (eventId: number, fromId: number) => (await db.selectFrom('chat_messages').select('id').where('event_id', '=', eventId).where('id', '>=', fromId).where('deleted', '=', 1).orderBy('id').limit(500).execute()).map((row) => row.id),

    pinnedOf: (eventId: number) => messages().where('event_id', '=', eventId).where('pinned', '=', 1).where('deleted', '=', 0).orderBy('id', 'desc').executeTakeFirst(),

    find: (channelId: number, id: number) => messages().where('channel_id', '=', channelId).where('id', '=', id).executeTakeFirst(),

    async markDeleted(id: number): Promise<void> {
      await db.updateTable('chat_messages').set({ deleted: 1, pinned: 0 }).where('id', '=', id).execute();
      await db.updateTable('chat_reports').set({ status: 'actioned' }).where('message_id', '=', id).where('status', '=', 'open').execute();
    },

    /** Pins one message of the event (unpinning any other), or none. */
    async setPinned(eventId: number, id: number | null): Promise<void> {
      await db.updateTable('chat_messages').set({ pinned: 0 }).where('event_id', '=', eventId).where('pinned', '=', 1).execute();
      if (id !== null) await db.updateTable('chat_messages').set({ pinned: 1 }).where('id', '=', id).execute();
    },

    lastSentAt: async (eventId: number, userId: number) =>
      (await db.selectFrom('chat_messages').select('created_at').where('event_id', '=', eventId).where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst())?.created_at ?? null,

    /** The viewer's sanctions on the channel that still hold at `now` (bans, and time-outs not over). */
    activeSanctions: (channelId: number, userId: number, now: string) =>
      db
        .selectFrom('chat_sanctions')
        .selectAll()
        .where('channel_id', '=', channelId)
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now)]))
        .execute(),

    insertSanction: (values: Omit<Selectable<ChatSanctionsTable>, 'id'>) => db.insertInto('chat_sanctions').values(values).returningAll().executeTakeFirstOrThrow(),

    listSanctions: (channelId: number, now: string): Promise<ChatSanctionRow[]> =>
      db
        .selectFrom('chat_sanctions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .selectAll('s')
        .select(['u.first_name', 'u.last_name'])
        .where('s.channel_id', '=', channelId)
        .where((eb) => eb.or([eb('s.until', 'is', null), eb('s.until', '>', now)]))
        .orderBy('s.id', 'desc')
        .execute(),

    findSanction: (channelId: number, id: number) => db.selectFrom('chat_sanctions').selectAll().where('channel_id', '=', channelId).where('id', '=', id).executeTakeFirst(),
    deleteSanction: async (id: number) => void (await db.deleteFrom('chat_sanctions').where('id', '=', id).execute()),

    /** False when this viewer had already reported the message. */
    async insertReport(values: { channel_id: number; message_id: number; reporter_id: number; reason: string | null; created_at: string }): Promise<boolean> {
      const existing = await db.selectFrom('chat_reports').select('id').where('message_id', '=', values.message_id).where('reporter_id', '=', values.reporter_id).executeTakeFirst();
      if (existing) return false;
      await db.insertInto('chat_reports').values({ ...values, status: 'open' }).execute();
      return true;
    },

    openReports: (channelId: number) =>
      db
        .selectFrom('chat_reports as r')
        .innerJoin('chat_messages as m', 'm.id', 'r.message_id')
        .innerJoin('users as u', 'u.id', 'r.reporter_id')
        .select(['r.id', 'r.reason', 'r.created_at', 'r.message_id', 'u.first_name', 'u.last_name'])
        .where('r.channel_id', '=', channelId)
        .where('r.status', '=', 'open')
        .orderBy('r.id')
        .limit(200)
        .execute(),

    findReport: (channelId: number, id: number) => db.selectFrom('chat_reports').selectAll().where('channel_id', '=', channelId).where('id', '=', id).executeTakeFirst(),
    setReportStatus: async (id: number, status: 'dismissed' | 'actioned') => void (await db.updateTable('chat_reports').set({ status }).where('id', '=', id).execute()),

    /** Open reports per message. */
    async reportCounts(messageIds: number[]): Promise<Map<number, number>> {
      if (messageIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('chat_reports')
        .select(['message_id', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('message_id', 'in', messageIds)
        .where('status', '=', 'open')
        .groupBy('message_id')
        .execute();
      return new Map(rows.map((row) => [row.message_id, Number(row.count)]));
    },

    /** Messages of a replay between two offsets, in offset order. */
    replay: (eventId: number, fromS: number, toS: number | null, limit: number) => {
      let query = messages().where('event_id', '=', eventId).where('deleted', '=', 0).where('offset_s', '>=', fromS);
      if (toS !== null) query = query.where('offset_s', '<=', toS);
      return query.orderBy('offset_s').orderBy('id').limit(limit).execute();
    },

    /** The console's view of an event's chat, deleted messages included, newest last. */
    async forConsole(eventId: number, afterId: number, limit: number): Promise<ChatMessageRow[]> {
      if (afterId > 0) return messages().where('event_id', '=', eventId).where('id', '>', afterId).orderBy('id').limit(limit).execute();
      return (await messages().where('event_id', '=', eventId).orderBy('id', 'desc').limit(limit).execute()).reverse();
    },

    /** Whether the viewer favourited one of these participants or this group. */
    async follows(channelId: number, userId: number, participantIds: number[], groupId: number | null): Promise<boolean> {
      const row = await db
        .selectFrom('favorites')
        .select('id')
        .where('channel_id', '=', channelId)
        .where('user_id', '=', userId)
        .where((eb) =>
          eb.or([
            ...(participantIds.length > 0 ? [eb.and([eb('favoritable_type', '=', 'participant'), eb('favoritable_id', 'in', participantIds)])] : []),
            ...(groupId !== null ? [eb.and([eb('favoritable_type', '=', 'group'), eb('favoritable_id', '=', groupId)])] : []),
            eb.lit(false),
          ]),
        )
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Events around now, for the console's picker: started in the last day or starting within two hours. */
    eventsAround: (channelId: number, from: string, to: string) =>
      db
        .selectFrom('events')
        .select(['id', 'name', 'event_utc_ts', 'end_utc_ts'])
        .where('channel_id', '=', channelId)
        .where('event_utc_ts', '>=', from)
        .where('event_utc_ts', '<=', to)
        .orderBy('event_utc_ts', 'desc')
        .limit(50)
        .execute(),

    eventInChannel: (channelId: number, eventId: number) => db.selectFrom('events').select(['id', 'name']).where('channel_id', '=', channelId).where('id', '=', eventId).executeTakeFirst(),
  };
}
export type ChatRepository = ReturnType<typeof createChatRepository>;

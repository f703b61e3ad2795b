import type { Kysely } from 'kysely';
import type { AnalyticsTableName } from '../../../db/analytics-schema';
import type { Database } from '../../../db/schema';
import type { DayRollup, RawDay } from './rollup-compute';

export const RAW_TABLES: readonly AnalyticsTableName[] = ['analytics_sessions', 'analytics_events', 'analytics_video_events', 'analytics_viewings'];

export interface ChannelDay {
  channel_id: number;
  day: string;
}

/** The rollup job's SQL: what is new since the watermarks, the raw rows of one channel-day, and the rollup rows. */
export function createRollupsRepository(db: Kysely<Database>) {
  return {
    async watermarks(): Promise<Map<string, number>> {
      const rows = await db.selectFrom('analytics_rollup_watermarks').select(['source', 'last_seq']).execute();
      return new Map(rows.map((row) => [row.source, Number(row.last_seq)]));
    },

    /** Channel-days with rows past the watermark, and the highest seq among those received before `settledBefore`. */
    async touched(table: AnalyticsTableName, afterSeq: number, settledBefore: string): Promise<{ days: ChannelDay[]; settledSeq: number | null }> {
      const days = await db.selectFrom(table).select(['channel_id', 'day']).distinct().where('seq', '>', afterSeq).execute();
      const settled = await db.selectFrom(table).select((eb) => eb.fn.max('seq').as('seq')).where('seq', '>', afterSeq).where('received_at', '<', settledBefore).executeTakeFirst();
      return { days, settledSeq: settled?.seq === null || settled?.seq === undefined ? null : Number(settled.seq) };
    },

    async rawDay({ channel_id, day }: ChannelDay): Promise<RawDay> {
      const [sessions, events, videoEvents, viewings] = await Promise.all([
        db.selectFrom('analytics_sessions').select(['session', 'device_type', 'platform']).where('channel_id', '=', channel_id).where('day', '=', day).execute(),
        db.selectFrom('analytics_events').select(['session']).where('channel_id', '=', channel_id).where('day', '=', day).execute(),
        db
          .selectFrom('analytics_video_events')
          .select(['session', 'received_at', 'video_view_uuid', 'stream_id', 'stream_type', 'device_type', 'platform', 'event', 'startup_ms', 'programme_startup_ms', 'bitrate', 'error_fatal', 'rebuffer_ms'])
          .where('channel_id', '=', channel_id)
          .where('day', '=', day)
          .orderBy('seq')
          .execute(),
        db
          .selectFrom('analytics_viewings')
          .select(['session', 'received_at', 'video_view_uuid', 'stream_id', 'stream_type', 'device_type', 'platform', 'viewing_time'])
          .where('channel_id', '=', channel_id)
          .where('day', '=', day)
          .orderBy('seq')
          .execute(),
      ]);
      return { sessions, events, videoEvents: videoEvents.map((row) => ({ ...row, error_fatal: row.error_fatal === null ? null : Number(row.error_fatal) })), viewings };
    },

    /** Replaces one channel-day's rollup rows and moves the watermarks, in one transaction (a rerun writes the same). */
    async replaceDay({ channel_id, day }: ChannelDay, rollup: DayRollup): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('analytics_daily').where('channel_id', '=', channel_id).where('day', '=', day).execute();
        await trx.deleteFrom('analytics_event_daily').where('channel_id', '=', channel_id).where('day', '=', day).execute();
        // A day is the channel's (docs/decisions/0087), so its minutes are not the UTC date's: the day's rows only ever
        // grow, so the minutes it wrote before lie within the span of those it writes now.
        const minutes = rollup.minutes.map((row) => row.minute).sort();
        if (minutes.length > 0) await trx.deleteFrom('analytics_event_minutes').where('channel_id', '=', channel_id).where('minute', '>=', minutes[0]!).where('minute', '<=', minutes.at(-1)!).execute();
        const { by_device, by_platform, ...daily } = rollup.daily;
        await trx.insertInto('analytics_daily').values({ channel_id, day, ...daily, by_device: JSON.stringify(by_device), by_platform: JSON.stringify(by_platform) }).execute();
        for (const event of rollup.events) await trx.insertInto('analytics_event_daily').values({ channel_id, day, ...event, startup_samples: JSON.stringify(event.startup_samples), programme_startup_samples: JSON.stringify(event.programme_startup_samples) }).execute();
        for (let at = 0; at < rollup.minutes.length; at += 200) {
          const chunk = rollup.minutes.slice(at, at + 200);
          await trx.insertInto('analytics_event_minutes').values(chunk.map((minute) => ({ channel_id, ...minute }))).execute();
        }
      });
    },

    async setWatermark(source: string, lastSeq: number, now: string): Promise<void> {
      await db
        .insertInto('analytics_rollup_watermarks')
        .values({ source, last_seq: lastSeq, updated_at: now })
        .onConflict((conflict) => conflict.column('source').doUpdateSet({ last_seq: lastSeq, updated_at: now }))
        .execute();
    },

    /** Retention: raw rows received before `before` go; rollups stay. */
    async deleteRawBefore(before: string): Promise<number> {
      let deleted = 0;
      for (const table of RAW_TABLES) {
        const result = await db.deleteFrom(table).where('received_at', '<', before).executeTakeFirst();
        deleted += Number(result.numDeletedRows);
      }
      return deleted;
    },
  };
}
export type RollupsRepository = ReturnType<typeof createRollupsRepository>;

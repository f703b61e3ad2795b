import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface BrandingRowChanges {
  logo?: string | null;
  settings?: string;
  color_settings?: string;
}

/** The channel row's branding columns (logo, colour settings, and the settings JSON that holds the 2x logo and favicons). */
export function createChannelBrandingRepository(db: Kysely<Database>) {
  return {
    findBranding: (channelId: number) =>
      db.selectFrom('channels').select(['id', 'key', 'logo', 'settings', 'color_settings']).where('id', '=', channelId).executeTakeFirst(),

    /** The latest event already started (a replay or a live one), else the soonest to come: what a watch-page preview shows. */
    async previewEventId(channelId: number, nowIso: string): Promise<number | null> {
      const started = await db
        .selectFrom('events')
        .select('id')
        .where('channel_id', '=', channelId)
        .where('event_utc_ts', '<=', nowIso)
        .orderBy('event_utc_ts', 'desc')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (started) return started.id;
      const next = await db.selectFrom('events').select('id').where('channel_id', '=', channelId).orderBy('event_utc_ts').orderBy('id').limit(1).executeTakeFirst();
      return next?.id ?? null;
    },

    updateBranding: (channelId: number, changes: BrandingRowChanges, now: string) =>
      db
        .updateTable('channels')
        .set({ ...changes, updated_at: now })
        .where('id', '=', channelId)
        .execute(),
  };
}
export type ChannelBrandingRepository = ReturnType<typeof createChannelBrandingRepository>;

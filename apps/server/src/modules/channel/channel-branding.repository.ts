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

    updateBranding: (channelId: number, changes: BrandingRowChanges, now: string) =>
      db
        .updateTable('channels')
        .set({ ...changes, updated_at: now })
        .where('id', '=', channelId)
        .execute(),
  };
}
export type ChannelBrandingRepository = ReturnType<typeof createChannelBrandingRepository>;

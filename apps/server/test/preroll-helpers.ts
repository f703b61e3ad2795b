import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { toChannel } from '../src/modules/channel/channel.mappers';
import type { Channel } from '../src/modules/channel/channel.types';

export async function channelNamed(db: Kysely<Database>, key: string): Promise<Channel> {
  return toChannel(await db.selectFrom('channels').selectAll().where('key', '=', key).executeTakeFirstOrThrow());
}

/** Ids of a channel's rows by alias or name, for building prerolls and events a test controls. */
export async function idsOf(db: Kysely<Database>, channelId: number) {
  const categories = await db.selectFrom('event_categories').select(['id', 'alias']).where('channel_id', '=', channelId).execute();
  const locations = await db.selectFrom('event_locations').select(['id', 'name']).where('channel_id', '=', channelId).orderBy('id').execute();
  const events = await db.selectFrom('events').select('id').where('channel_id', '=', channelId).orderBy('id').limit(4).execute();
  return {
    category: (alias: string) => categories.find((row) => row.alias === alias)!.id,
    locations: locations.map((row) => row.id),
    events: events.map((row) => row.id),
  };
}

/** Makes an event what a test needs: its category, location and status (an operator override, so the clock cannot change it). */
export async function shapeEvent(db: Kysely<Database>, id: number, shape: { categoryId: number | null; locationId: number | null; status: 'live' | 'vod' | 'upcoming' }) {
  await db.updateTable('events').set({ event_category_id: shape.categoryId, location_id: shape.locationId, stream_status: shape.status }).where('id', '=', id).execute();
}

/** Replaces a channel's prerolls; returns their ids in the order given. */
export async function replacePrerolls(
  db: Kysely<Database>,
  channelId: number,
  prerolls: Array<{ url: string; weight: number; location_id?: number | null; event_categories?: number[]; for_live?: boolean; for_vod?: boolean }>,
): Promise<number[]> {
  await db.deleteFrom('prerolls').where('channel_id', '=', channelId).execute();
  const ids: number[] = [];
  for (const preroll of prerolls) {
    const { id } = await db
      .insertInto('prerolls')
      .values({
        channel_id: channelId,
        url: preroll.url,
        weight: preroll.weight,
        location_id: preroll.location_id ?? null,
        event_categories: JSON.stringify(preroll.event_categories ?? []),
        for_live: preroll.for_live === false ? 0 : 1,
        for_vod: preroll.for_vod === false ? 0 : 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(id);
  }
  return ids;
}

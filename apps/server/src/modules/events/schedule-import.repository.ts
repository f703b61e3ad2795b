import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { unlessExists } from '../../db/unique-violation';
import { type EventColumns, type EventExtras, writeExtras } from './events-writes.repository';

/** A catalogue row the import refers to: an existing id, or the key of one it creates. */
export type Ref = { id: number } | { key: string };

export interface ScheduleWrite {
  sports: Array<{ key: string; name: string; alias: string }>;
  /** A new location's country is the channel's (its currency's first two letters, as ISO 4217 builds codes); its city is left empty. */
  locations: Array<{ key: string; name: string; country_code: string }>;
  teams: Array<{ key: string; name: string; short_name: string; alias: string; color: string; gender: string; sport: string }>;
  events: Array<{
    columns: Omit<EventColumns, 'event_category_id' | 'location_id'>;
    sport: Ref;
    location: Ref | null;
    home: Ref;
    away: Ref;
    price: EventExtras['price'];
  }>;
}

/** What a schedule import reads and writes: the channel's sports, teams and locations, and everything in one transaction. */
export function createScheduleImportRepository(db: Kysely<Database>) {
  return {
    catalogue: async (channelId: number) => {
      const [sports, teams, locations, channel] = await Promise.all([
        db.selectFrom('event_categories').select(['id', 'name', 'alias', 'parent_id']).where('channel_id', '=', channelId).orderBy('id').execute(),
        db.selectFrom('participants').select(['id', 'name', 'short_name', 'alias', 'sport', 'gender', 'participant_group_id']).where('channel_id', '=', channelId).orderBy('id').execute(),
        db.selectFrom('event_locations').select(['id', 'name']).where('channel_id', '=', channelId).orderBy('id').execute(),
        db.selectFrom('channels').select('time_zone').where('id', '=', channelId).executeTakeFirst(),
      ]);
      return { sports, teams, locations, timeZone: channel?.time_zone ?? null };
    },

    /** The channel's events starting at one of these instants (to find a game already scheduled). */
    eventsStartingAt: async (channelId: number, starts: string[]) =>
      starts.length === 0 ? [] : db.selectFrom('events').select(['id', 'name', 'event_utc_ts']).where('channel_id', '=', channelId).where('event_utc_ts', 'in', starts).execute(),

    /** Creates the sports, locations, teams and events in one transaction: all of them, or none ('exists' when an alias was taken meanwhile). */
    write: (channelId: number, plan: ScheduleWrite, at: string): Promise<number[] | 'exists'> =>
      unlessExists(() =>
        db.transaction().execute(async (tx) => {
          const ids = { sport: new Map<string, number>(), location: new Map<string, number>(), team: new Map<string, number>() };
          for (const sport of plan.sports) {
            const row = await tx.insertInto('event_categories').values({ channel_id: channelId, name: sport.name, alias: sport.alias, parent_id: null, weight: 0 }).returning('id').executeTakeFirstOrThrow();
            ids.sport.set(sport.key, row.id);
          }
          for (const location of plan.locations) {
            const row = await tx.insertInto('event_locations').values({ channel_id: channelId, name: location.name, city: '', country_code: location.country_code }).returning('id').executeTakeFirstOrThrow();
            ids.location.set(location.key, row.id);
          }
          for (const { key, ...team } of plan.teams) {
            const row = await tx.insertInto('participants').values({ channel_id: channelId, ...team, participant_group_id: null, logo: null }).returning('id').executeTakeFirstOrThrow();
            ids.team.set(key, row.id);
          }
          const idOf = (ref: Ref, made: Map<string, number>) => ('id' in ref ? ref.id : made.get(ref.key)!);
          const eventIds: number[] = [];
          for (const event of plan.events) {
            const columns: EventColumns = { ...event.columns, event_category_id: idOf(event.sport, ids.sport), location_id: event.location ? idOf(event.location, ids.location) : null };
            const { id } = await tx.insertInto('events').values({ channel_id: channelId, ...columns, stream_status: null, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
            const participants = [
              { id: idOf(event.away, ids.team), role: 'away' as const },
              { id: idOf(event.home, ids.team), role: 'home' as const },
            ];
            await writeExtras(tx, channelId, id, columns.name, { participants, price: event.price }, at);
            eventIds.push(id);
          }
          return eventIds;
        }),
      ),
  };
}
export type ScheduleImportRepository = ReturnType<typeof createScheduleImportRepository>;

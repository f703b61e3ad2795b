import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { DialectName } from '../../db/create-database';
import { jsonArrayFromFor } from '../../db/json-array';
import type { Database } from '../../db/schema';
import type { EventCriteria } from './events.criteria';
import { type EventsScope, eventConditions } from './event-conditions.repository';
import { eventWrites } from './events-writes.repository';

export interface ParticipantCell {
  id: number;
  name: string;
  short_name: string;
  alias: string;
  color: string;
  participant_group_id: number | null;
  role: string;
}

export interface MediaCell {
  id: number;
  kind: number;
  url: string;
}

/**
 * The only place with SQL for events. A list is one query (participants, media, category,
 * school, location and geo rule come with each row) plus, when needed, one count.
 */
export function createEventsRepository(db: Kysely<Database>, dialect: DialectName) {
  const jsonArrayFrom = jsonArrayFromFor(dialect);

  /**
   * Details for a page of event ids chosen by `pageOf`: filtering, sorting and paging touch only
   * the events table and its indexes; the JSON sub-selects run for the page's rows alone.
   */
  function selectEvents(pageOf: (query: SelectQueryBuilder<EventsScope, 'e', object>) => SelectQueryBuilder<EventsScope, 'e', { id: number }>) {
    const page = pageOf(db.selectFrom('events as e')).as('page');
    return db
      .selectFrom(page)
      .innerJoin('events as e', 'e.id', 'page.id')
      .leftJoin('event_categories as c', 'c.id', 'e.event_category_id')
      .leftJoin('event_categories as sc', 'sc.id', 'c.parent_id')
      .leftJoin('participant_groups as g', 'g.id', 'e.participant_group_id')
      .leftJoin('event_locations as l', 'l.id', 'e.location_id')
      .leftJoin('geo_rules as gr', 'gr.event_id', 'e.id')
      // At most one: passes.event_id is unique. A hidden one is no longer sold (kept for its buyers' orders).
      .leftJoin('passes as sp', (join) => join.onRef('sp.event_id', '=', 'e.id').on('sp.type', '=', 'event').on('sp.visibility', '=', 'public'))
      // The live score, once kept (modules/scores).
      .leftJoin('event_scores as score', 'score.event_id', 'e.id')
      .select([
        'e.id',
        'e.name',
        'e.description',
        'e.event_utc_ts',
        'e.end_utc_ts',
        'e.time_zone',
        'e.stream_status',
        'e.pricing_type',
        'e.location_id',
        'e.event_category_id',
        'e.participant_group_id',
        'e.participant_id',
        'e.division',
        'e.group_name',
        'e.gender',
        'c.name as category_name',
        'c.alias as category_alias',
        'c.parent_id as category_parent_id',
        'sc.name as parent_category_name',
        'g.name as school_name',
        'g.alias as school_alias',
        'l.name as location_name',
        'l.city as location_city',
        'l.country_code as location_country_code',
        'gr.mode as geo_mode',
        'gr.countries as geo_countries',
        'sp.id as single_event_package_id',
        'sp.price as single_event_price',
        'e.visibility',
        'e.live_slate',
        'e.subscription_only',
        'score.home as score_home',
        'score.away as score_away',
        'score.period as score_period',
        'score.clock_running as score_clock_running',
        'score.clock_seconds as score_clock_seconds',
        'score.clock_started_at as score_clock_started_at',
        'score.updated_at as score_updated_at',
      ])
      .select((eb) => [
        jsonArrayFrom(
          eb
            .selectFrom('event_participants as ep')
            .innerJoin('participants as p', 'p.id', 'ep.participant_id')
            .select(['p.id', 'p.name', 'p.short_name', 'p.alias', 'p.color', 'p.participant_group_id', 'ep.role'])
            .whereRef('ep.event_id', '=', 'e.id')
            .orderBy('ep.position')
            .orderBy('p.id'),
        ).as('participants'),
        jsonArrayFrom(eb.selectFrom('event_media as m').select(['m.id', 'm.kind', 'm.url']).whereRef('m.event_id', '=', 'e.id').orderBy('m.kind').orderBy('m.id')).as(
          'media',
        ),
      ]);
  }

  return {
    list(criteria: EventCriteria) {
      const direction = criteria.sortDirection;
      const sortColumn = `e.${criteria.sortField}` as const;
      return selectEvents((query) =>
        query
          .select('e.id')
          .where((eb) => eventConditions(eb, criteria))
          .orderBy(sortColumn, direction)
          .orderBy('e.id', direction)
          .limit(criteria.limit)
          .offset(criteria.offset),
      )
        .orderBy(sortColumn, direction)
        .orderBy('e.id', direction)
        .execute();
    },

    async count(criteria: EventCriteria): Promise<number> {
      const row = await db
        .selectFrom('events as e')
        .select(sql<number | string>`count(*)`.as('total'))
        .where((eb) => eventConditions(eb, criteria))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** One event as viewers may see it: hidden ones are not found. */
    find: (channelId: number, id: number) =>
      selectEvents((query) => query.select('e.id').where('e.channel_id', '=', channelId).where('e.id', '=', id).where('e.visibility', '=', 'public')).executeTakeFirst(),

    /** One event of the channel, hidden or not (the console). */
    findForOperator: (channelId: number, id: number) =>
      selectEvents((query) => query.select('e.id').where('e.channel_id', '=', channelId).where('e.id', '=', id)).executeTakeFirst(),

    ...eventWrites(db),

    listCategories: (channelId: number) =>
      db.selectFrom('event_categories').select(['id', 'name', 'alias', 'parent_id']).where('channel_id', '=', channelId).orderBy('weight', 'desc').orderBy('id').execute(),
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;
export type EventRow = NonNullable<Awaited<ReturnType<EventsRepository['find']>>>;

import type { SlidableType } from '@ott/contracts';
import { type Insertable, type Kysely, type Selectable, type Updateable, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';

/** Tables of a channel's navigation and content that the console edits. */
export type ContentTable = 'menu_entries' | 'pages' | 'faq_entries' | 'slides' | 'static_blocks' | 'event_locations';
/** The ones listed in an order the operator sets: by weight, highest first (as viewers see them). */
export type OrderedTable = 'menu_entries' | 'faq_entries' | 'slides' | 'static_blocks';

export type ContentRow<T extends ContentTable> = Selectable<Database[T]>;
export type ContentValues<T extends ContentTable> = Omit<Insertable<Database[T]>, 'id' | 'channel_id'>;
export type ContentChanges<T extends ContentTable> = Omit<Updateable<Database[T]>, 'id' | 'channel_id'>;

const ORDERED = new Set<ContentTable>(['menu_entries', 'faq_entries', 'slides', 'static_blocks']);
const WEIGHT_STEP = 10;

/** Where a target of a slide lives. */
const SLIDE_TARGETS: Record<Exclude<SlidableType, 'main'>, 'event_categories' | 'participants' | 'participant_groups'> = {
  category: 'event_categories',
  participant: 'participants',
  group: 'participant_groups',
};

/**
 * The console's SQL for a channel's content: the same tables the viewer's channel repository reads, every query
 * scoped to one channel. Every content table has `id` and `channel_id`; the builder is typed over one of them and
 * the rows are given back as the table asked for.
 */
export function createContentRepository(db: Kysely<Database>) {
  function table<T extends ContentTable>(name: T) {
    // One table stands for all: the queries below use only id, channel_id and weight, which every content table has.
    const t = name as 'faq_entries';
    return {
      list(channelId: number): Promise<ContentRow<T>[]> {
        let query = db.selectFrom(t).selectAll().where('channel_id', '=', channelId);
        if (ORDERED.has(name)) query = query.orderBy('weight', 'desc');
        else if (name === 'event_locations') query = query.orderBy(sql.ref('name'));
        return query.orderBy('id').execute() as Promise<ContentRow<T>[]>;
      },

      find(channelId: number, id: number): Promise<ContentRow<T> | undefined> {
        return db.selectFrom(t).selectAll().where('channel_id', '=', channelId).where('id', '=', id).executeTakeFirst() as Promise<ContentRow<T> | undefined>;
      },

      /** 'exists' when a unique column (a page's alias, a block's alias) is already used in the channel. */
      async insert(channelId: number, values: ContentValues<T>): Promise<ContentRow<T> | 'exists'> {
        try {
          return (await db
            .insertInto(t)
            .values({ ...(values as ContentValues<'faq_entries'>), channel_id: channelId })
            .returningAll()
            .executeTakeFirstOrThrow()) as ContentRow<T>;
        } catch (error) {
          if (isUniqueViolation(error)) return 'exists';
          throw error;
        }
      },

      /** undefined when the row is not the channel's; 'exists' as for insert. */
      async update(channelId: number, id: number, changes: ContentChanges<T>): Promise<ContentRow<T> | undefined | 'exists'> {
        try {
          return (await db
            .updateTable(t)
            .set(changes as ContentChanges<'faq_entries'>)
            .where('channel_id', '=', channelId)
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirst()) as ContentRow<T> | undefined;
        } catch (error) {
          if (isUniqueViolation(error)) return 'exists';
          throw error;
        }
      },

      async remove(channelId: number, id: number): Promise<boolean> {
        const result = await db.deleteFrom(t).where('channel_id', '=', channelId).where('id', '=', id).executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      },
    };
  }

  function ordered<T extends OrderedTable>(name: T) {
    const t = name as 'faq_entries';
    return {
      ...table(name),

      /** A new entry goes last: one step under the lowest weight. */
      async lastWeight(channelId: number): Promise<number> {
        const row = await db.selectFrom(t).select((eb) => eb.fn.min<number | null>('weight').as('lowest')).where('channel_id', '=', channelId).executeTakeFirst();
        const lowest = row?.lowest;
        return lowest === null || lowest === undefined ? 0 : Number(lowest) - WEIGHT_STEP;
      },

      /** Gives `ids` (every id of the channel's list) weights so they are listed in this order. */
      reorder(channelId: number, ids: readonly number[]): Promise<void> {
        return db.transaction().execute(async (trx) => {
          for (const [index, id] of ids.entries()) {
            await trx
              .updateTable(t)
              .set({ weight: (ids.length - index) * WEIGHT_STEP })
              .where('channel_id', '=', channelId)
              .where('id', '=', id)
              .execute();
          }
        });
      },
    };
  }

  return {
    menus: ordered('menu_entries'),
    faq: ordered('faq_entries'),
    slides: ordered('slides'),
    blocks: ordered('static_blocks'),
    pages: {
      ...table('pages'),
      /** Another page of the channel at this alias or address. */
      findByPath: (channelId: number, alias: string, url: string, exceptId?: number) => {
        let query = db
          .selectFrom('pages')
          .select(['id', 'url'])
          .where('channel_id', '=', channelId)
          .where((eb) => eb.or([eb('alt_name', '=', alias), eb('url', '=', url)]));
        if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
        return query.executeTakeFirst();
      },
    },
    locations: table('event_locations'),

    /** Whether a slide's target (a category, team or school) belongs to the channel. */
    async slideTargetExists(channelId: number, type: Exclude<SlidableType, 'main'>, id: number): Promise<boolean> {
      const row = await db.selectFrom(SLIDE_TARGETS[type]).select('id').where('channel_id', '=', channelId).where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;

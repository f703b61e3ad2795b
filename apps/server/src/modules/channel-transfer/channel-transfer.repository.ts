import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { unlessExists } from '../../db/unique-violation';

type Row<T extends keyof Database> = Selectable<Database[T]>;
/** A row to insert, without the channel it goes to (the writer adds it). */
type New<T extends keyof Database> = Omit<Insertable<Database[T]>, 'channel_id' | 'id'>;

/** Everything one channel holds that its document carries, as stored. */
export interface ChannelRows {
  channel: Row<'channels'>;
  menus: Row<'menu_entries'>[];
  pages: Row<'pages'>[];
  faq: Row<'faq_entries'>[];
  slides: Row<'slides'>[];
  staticBlocks: Row<'static_blocks'>[];
  locations: Row<'event_locations'>[];
  forms: Row<'custom_forms'>[];
  prerolls: Row<'prerolls'>[];
  categories: Row<'event_categories'>[];
  groups: Row<'participant_groups'>[];
  groupProperties: Row<'participant_group_properties'>[];
  participants: Row<'participants'>[];
  events: Row<'events'>[];
  eventParticipants: Row<'event_participants'>[];
  eventMedia: Row<'event_media'>[];
  geoRules: Row<'geo_rules'>[];
  /** Single-event packages (passes of type 'event') still sold: a hidden one is kept only for its buyers' orders. */
  eventPackages: Row<'passes'>[];
  /** Every other pass: packages, subscriptions and additions, with what they cover and extend. */
  passes: Row<'passes'>[];
  passCategories: Row<'pass_categories'>[];
  passParticipants: Row<'pass_participants'>[];
  passExtras: Row<'pass_extras'>[];
  coupons: Row<'coupons'>[];
  pricingRules: Row<'pricing_rules'>[];
  vodCategories: Row<'vod_media_categories'>[];
  vodItems: Row<'vod_media_items'>[];
  vodRails: Row<'vod_media_rails'>[];
  vodRailItems: Row<'vod_media_rail_items'>[];
}

/** Rows per statement when a collection is written in bulk (well under both dialects' parameter limits). */
const CHUNK = 200;

/** Writes one imported channel inside the transaction it was given; every method returns the new ids in order. */
function channelWriter(tx: Transaction<Database>) {
  const insertOne = async <T extends keyof Database & string>(table: T, values: Insertable<Database[T]>): Promise<number> => {
    // One row at a time where the new id is needed: SQLite does not promise RETURNING's order for many rows.
    const row = await tx.insertInto(table).values(values).returning('id' as never).executeTakeFirstOrThrow();
    return (row as unknown as { id: number }).id;
  };
  const insertMany = async <T extends keyof Database & string>(table: T, rows: Array<Insertable<Database[T]>>): Promise<void> => {
    for (let start = 0; start < rows.length; start += CHUNK) await tx.insertInto(table).values(rows.slice(start, start + CHUNK)).execute();
  };
  const eachOne = async <T extends keyof Database & string>(table: T, rows: Array<Insertable<Database[T]>>): Promise<number[]> => {
    const ids: number[] = [];
    for (const row of rows) ids.push(await insertOne(table, row));
    return ids;
  };

  return {
    insertChannel: (values: New<'channels'>) => insertOne('channels', values as Insertable<Database['channels']>),
    insertMenus: (channel_id: number, rows: New<'menu_entries'>[]) => insertMany('menu_entries', rows.map((row) => ({ ...row, channel_id }))),
    insertPages: (channel_id: number, rows: New<'pages'>[]) => insertMany('pages', rows.map((row) => ({ ...row, channel_id }))),
    insertFaq: (channel_id: number, rows: New<'faq_entries'>[]) => insertMany('faq_entries', rows.map((row) => ({ ...row, channel_id }))),
    insertSlides: (channel_id: number, rows: New<'slides'>[]) => insertMany('slides', rows.map((row) => ({ ...row, channel_id }))),
    insertStaticBlocks: (channel_id: number, rows: New<'static_blocks'>[]) => insertMany('static_blocks', rows.map((row) => ({ ...row, channel_id }))),
    insertForms: (channel_id: number, rows: New<'custom_forms'>[]) => insertMany('custom_forms', rows.map((row) => ({ ...row, channel_id }))),
    insertPrerolls: (channel_id: number, rows: New<'prerolls'>[]) => insertMany('prerolls', rows.map((row) => ({ ...row, channel_id }))),
    insertLocations: (channel_id: number, rows: New<'event_locations'>[]) => eachOne('event_locations', rows.map((row) => ({ ...row, channel_id }))),
    insertCategory: (channel_id: number, row: New<'event_categories'>) => insertOne('event_categories', { ...row, channel_id }),
    setCategoryParent: async (id: number, parentId: number) => void (await tx.updateTable('event_categories').set({ parent_id: parentId }).where('id', '=', id).execute()),
    insertGroups: (channel_id: number, rows: New<'participant_groups'>[]) => eachOne('participant_groups', rows.map((row) => ({ ...row, channel_id }))),
    insertGroupProperties: (channel_id: number, rows: New<'participant_group_properties'>[]) =>
      insertMany('participant_group_properties', rows.map((row) => ({ ...row, channel_id }))),
    insertParticipants: (channel_id: number, rows: New<'participants'>[]) => eachOne('participants', rows.map((row) => ({ ...row, channel_id }))),
    insertEvents: (channel_id: number, rows: New<'events'>[]) => eachOne('events', rows.map((row) => ({ ...row, channel_id }))),
    insertEventParticipants: (rows: Insertable<Database['event_participants']>[]) => insertMany('event_participants', rows),
    insertEventMedia: (rows: Omit<Insertable<Database['event_media']>, 'id'>[]) => insertMany('event_media', rows),
    insertPasses: (channel_id: number, rows: New<'passes'>[]) => eachOne('passes', rows.map((row) => ({ ...row, channel_id }))),
    insertPassCategories: (rows: Insertable<Database['pass_categories']>[]) => insertMany('pass_categories', rows),
    insertPassParticipants: (rows: Insertable<Database['pass_participants']>[]) => insertMany('pass_participants', rows),
    insertPassExtras: (rows: Insertable<Database['pass_extras']>[]) => insertMany('pass_extras', rows),
    insertCoupons: (channel_id: number, rows: New<'coupons'>[]) => insertMany('coupons', rows.map((row) => ({ ...row, channel_id }))),
    insertPricingRules: (channel_id: number, rows: New<'pricing_rules'>[]) => insertMany('pricing_rules', rows.map((row) => ({ ...row, channel_id }))),
    insertGeoRules: (channel_id: number, rows: New<'geo_rules'>[]) => insertMany('geo_rules', rows.map((row) => ({ ...row, channel_id }))),
    insertVodCategories: (channel_id: number, rows: New<'vod_media_categories'>[]) => eachOne('vod_media_categories', rows.map((row) => ({ ...row, channel_id }))),
    insertVodItems: (channel_id: number, rows: New<'vod_media_items'>[]) => eachOne('vod_media_items', rows.map((row) => ({ ...row, channel_id }))),
    insertVodRails: (channel_id: number, rows: New<'vod_media_rails'>[]) => eachOne('vod_media_rails', rows.map((row) => ({ ...row, channel_id }))),
    insertVodRailItems: (rows: Insertable<Database['vod_media_rail_items']>[]) => insertMany('vod_media_rail_items', rows),
  };
}
export type ChannelWriter = ReturnType<typeof channelWriter>;

/** The only SQL of channel export and import: reads one channel whole, and writes a new one in one transaction. */
export function createChannelTransferRepository(db: Kysely<Database>) {
  const byChannel = <T extends 'menu_entries' | 'pages' | 'faq_entries' | 'slides' | 'static_blocks' | 'event_locations' | 'custom_forms' | 'prerolls' | 'event_categories' | 'participant_groups' | 'participant_group_properties' | 'participants' | 'events' | 'geo_rules' | 'vod_media_categories' | 'vod_media_items' | 'vod_media_rails' | 'coupons' | 'pricing_rules'>(
    table: T,
    channelId: number,
  ) => (db.selectFrom(table as 'pages').selectAll().where('channel_id', '=', channelId).orderBy('id').execute() as unknown) as Promise<Row<T>[]>;

  return {
    findChannelByKey: (key: string) => db.selectFrom('channels').selectAll().where('key', '=', key).executeTakeFirst(),

    async readChannel(channel: Row<'channels'>): Promise<ChannelRows> {
      const id = channel.id;
      const [menus, pages, faq, slides, staticBlocks, locations, forms, prerolls, categories, groups, groupProperties, participants, events, geoRules, vodCategories, vodItems, vodRails] =
        await Promise.all([
          byChannel('menu_entries', id),
          byChannel('pages', id),
          byChannel('faq_entries', id),
          byChannel('slides', id),
          byChannel('static_blocks', id),
          byChannel('event_locations', id),
          byChannel('custom_forms', id),
          byChannel('prerolls', id),
          byChannel('event_categories', id),
          byChannel('participant_groups', id),
          byChannel('participant_group_properties', id),
          byChannel('participants', id),
          byChannel('events', id),
          byChannel('geo_rules', id),
          byChannel('vod_media_categories', id),
          byChannel('vod_media_items', id),
          byChannel('vod_media_rails', id),
        ]);
      const [eventParticipants, eventMedia, vodRailItems, eventPackages, passes, passCategories, passParticipants, passExtras, coupons, pricingRules] = await Promise.all([
        db
          .selectFrom('event_participants')
          .innerJoin('events', 'events.id', 'event_participants.event_id')
          .selectAll('event_participants')
          .where('events.channel_id', '=', id)
          .orderBy('event_participants.event_id')
          .orderBy('event_participants.position')
          .orderBy('event_participants.participant_id')
          .execute(),
        db
          .selectFrom('event_media')
          .innerJoin('events', 'events.id', 'event_media.event_id')
          .selectAll('event_media')
          .where('events.channel_id', '=', id)
          .orderBy('event_media.event_id')
          .orderBy('event_media.id')
          .execute(),
        db
          .selectFrom('vod_media_rail_items')
          .innerJoin('vod_media_rails', 'vod_media_rails.id', 'vod_media_rail_items.rail_id')
          .selectAll('vod_media_rail_items')
          .where('vod_media_rails.channel_id', '=', id)
          .orderBy('vod_media_rail_items.rail_id')
          .orderBy('vod_media_rail_items.position')
          .execute(),
        db.selectFrom('passes').selectAll().where('channel_id', '=', id).where('type', '=', 'event').where('event_id', 'is not', null).where('visibility', '=', 'public').orderBy('id').execute(),
        db.selectFrom('passes').selectAll().where('channel_id', '=', id).where('type', '!=', 'event').orderBy('id').execute(),
        // Pass links in pass then target order, so a copy lists them alike.
        db
          .selectFrom('pass_categories as link')
          .innerJoin('passes', 'passes.id', 'link.pass_id')
          .selectAll('link')
          .where('passes.channel_id', '=', id)
          .orderBy('link.pass_id')
          .orderBy('link.event_category_id')
          .execute(),
        db
          .selectFrom('pass_participants as link')
          .innerJoin('passes', 'passes.id', 'link.pass_id')
          .selectAll('link')
          .where('passes.channel_id', '=', id)
          .orderBy('link.pass_id')
          .orderBy('link.participant_id')
          .execute(),
        db
          .selectFrom('pass_extras as link')
          .innerJoin('passes', 'passes.id', 'link.extra_pass_id')
          .selectAll('link')
          .where('passes.channel_id', '=', id)
          .orderBy('link.extra_pass_id')
          .orderBy('link.pass_id')
          .execute(),
        byChannel('coupons', id),
        byChannel('pricing_rules', id),
      ]);
      return {
        channel,
        menus,
        pages,
        faq,
        slides,
        staticBlocks,
        locations,
        forms,
        prerolls,
        categories,
        groups,
        groupProperties,
        participants,
        events,
        eventParticipants,
        eventMedia,
        geoRules,
        eventPackages,
        passes,
        passCategories,
        passParticipants,
        passExtras,
        coupons,
        pricingRules,
        vodCategories,
        vodItems,
        vodRails,
        vodRailItems,
      };
    },

    /** Channel keys and hostnames already taken, for a clear 409 before writing, and whether another channel reports under this analytics key. */
    async taken(key: string, hostnames: readonly string[], analyticsKey: string | null): Promise<{ key: boolean; hostnames: string[]; analyticsKey: boolean }> {
      const rows = await db.selectFrom('channels').select(['key', 'hostnames', 'settings']).execute();
      const used = new Set(rows.flatMap((row) => (JSON.parse(row.hostnames) as string[]).map((host) => host.toLowerCase())));
      const analyticsKeys = new Set(rows.map((row) => (JSON.parse(row.settings) as { yare_analytics?: string | null }).yare_analytics ?? null));
      return {
        key: rows.some((row) => row.key === key),
        hostnames: hostnames.filter((host) => used.has(host.toLowerCase())),
        analyticsKey: analyticsKey !== null && analyticsKeys.has(analyticsKey),
      };
    },

    /**
     * Runs `write` in one transaction: all of it is stored, or nothing ('exists' when a unique column refused
     * a row, e.g. another import or creation took the key between the check and the write).
     */
    write: <T>(write: (writer: ChannelWriter) => Promise<T>): Promise<T | 'exists'> => unlessExists(() => db.transaction().execute((tx) => write(channelWriter(tx)))),
  };
}
export type ChannelTransferRepository = ReturnType<typeof createChannelTransferRepository>;

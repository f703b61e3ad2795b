import type { SlidableType } from '@ott/contracts';
import type { Kysely, Updateable } from 'kysely';
import type { ChannelsTable, Database, NewChannel } from '../../db/schema';
import { unlessExists } from '../../db/unique-violation';
import type { StarterContent } from './starter-content';

export type ChannelUpdate = Updateable<ChannelsTable>;

/** The only place with SQL for channel data: one query per table, always scoped to a channel. */
export function createChannelRepository(db: Kysely<Database>) {
  return {
    /** Every channel, archived ones too (the directory keeps those from viewers). */
    listChannels: () => db.selectFrom('channels').selectAll().orderBy('id').execute(),

    findChannelByKey: (key: string) => db.selectFrom('channels').selectAll().where('key', '=', key).executeTakeFirst(),

    /** The new channel's id, with the pages and forms it starts with; 'exists' when its key (or another unique column) is already taken. */
    insertChannel: (row: NewChannel, starter: StarterContent = { pages: [], forms: [] }) =>
      unlessExists(() =>
        db.transaction().execute(async (tx) => {
          const { id } = await tx.insertInto('channels').values(row).returning('id').executeTakeFirstOrThrow();
          if (starter.pages.length > 0) await tx.insertInto('pages').values(starter.pages.map((page) => ({ ...page, channel_id: id }))).execute();
          if (starter.forms.length > 0) await tx.insertInto('custom_forms').values(starter.forms.map((form) => ({ ...form, channel_id: id }))).execute();
          return id;
        }),
      ),

    updateChannel: (id: number, changes: ChannelUpdate) => db.updateTable('channels').set(changes).where('id', '=', id).execute(),

    listMenu: (channelId: number) =>
      db.selectFrom('menu_entries').select(['id', 'title', 'url', 'type', 'weight']).where('channel_id', '=', channelId).orderBy('weight', 'desc').orderBy('id').execute(),

    listPages: (channelId: number) =>
      db.selectFrom('pages').select(['id', 'name', 'url', 'alt_name']).where('channel_id', '=', channelId).where('published', '=', 1).orderBy('id').execute(),

    findPage: (channelId: number, alias: string) =>
      db
        .selectFrom('pages')
        .select(['id', 'name', 'url', 'alt_name', 'content'])
        .where('channel_id', '=', channelId)
        .where('published', '=', 1)
        .where((eb) => eb.or([eb('alt_name', '=', alias), eb('url', '=', `/${alias}`)]))
        .orderBy('id')
        .executeTakeFirst(),

    listSlides: (channelId: number, type?: SlidableType) => {
      let query = db
        .selectFrom('slides')
        .select(['id', 'slidable_type', 'slidable_id', 'title', 'subtitle', 'image', 'link', 'weight'])
        .where('channel_id', '=', channelId);
      if (type) query = query.where('slidable_type', '=', type);
      return query.orderBy('weight', 'desc').orderBy('id').execute();
    },

    listFaq: (channelId: number) =>
      db.selectFrom('faq_entries').select(['id', 'question', 'answer', 'weight']).where('channel_id', '=', channelId).orderBy('weight', 'desc').orderBy('id').execute(),

    listLocations: (channelId: number) =>
      db.selectFrom('event_locations').select(['id', 'name', 'city', 'country_code']).where('channel_id', '=', channelId).orderBy('name').execute(),

    listCategories: (channelId: number) =>
      db.selectFrom('event_categories').select(['id', 'name', 'alias', 'parent_id', 'weight']).where('channel_id', '=', channelId).orderBy('weight', 'desc').orderBy('id').execute(),

    listParticipantGroups: (channelId: number) =>
      db.selectFrom('participant_groups').select(['id', 'name', 'alias', 'image']).where('channel_id', '=', channelId).orderBy('name').execute(),

    listGroupProperties: (channelId: number) =>
      db
        .selectFrom('participant_group_properties')
        .select(['id', 'participant_group_id', 'name', 'value'])
        .where('channel_id', '=', channelId)
        .orderBy('participant_group_id')
        .orderBy('id')
        .execute(),

    listStaticBlocks: (channelId: number) =>
      db.selectFrom('static_blocks').select(['id', 'alias', 'title', 'content', 'position', 'weight']).where('channel_id', '=', channelId).orderBy('weight', 'desc').orderBy('id').execute(),

    /** Hidden passes (set in the console) are not listed to viewers. */
    listPasses: (channelId: number) =>
      db.selectFrom('passes').selectAll().where('channel_id', '=', channelId).where('visibility', '=', 'public').orderBy('weight', 'desc').orderBy('id').execute(),

    listPrerolls: (channelId: number) =>
      db.selectFrom('prerolls').selectAll().where('channel_id', '=', channelId).orderBy('weight', 'desc').orderBy('id').execute(),
  };
}
export type ChannelRepository = ReturnType<typeof createChannelRepository>;

import type { FavoritableType } from '@ott/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The table each favourite kind points into. */
const OBJECT_TABLES = { participant: 'participants', group: 'participant_groups', category: 'event_categories' } as const;

/** The only SQL of favourites. */
export function createFavoritesRepository(db: Kysely<Database>) {
  /** Favourites with the name, image and alias of what they point at; objects deleted since are left out. */
  const listQuery = (channelId: number, userId: number) =>
    db
      .selectFrom('favorites as f')
      .leftJoin('participants as p', (join) => join.onRef('p.id', '=', 'f.favoritable_id').on('f.favoritable_type', '=', 'participant'))
      .leftJoin('participant_groups as g', (join) => join.onRef('g.id', '=', 'f.favoritable_id').on('f.favoritable_type', '=', 'group'))
      .leftJoin('event_categories as c', (join) => join.onRef('c.id', '=', 'f.favoritable_id').on('f.favoritable_type', '=', 'category'))
      .select((eb) => [
        'f.id',
        'f.favoritable_id',
        'f.favoritable_type',
        eb.fn.coalesce('p.name', 'g.name', 'c.name').as('name'),
        eb.fn.coalesce('p.logo', 'g.image').as('image'),
        eb.fn.coalesce('p.alias', 'g.alias', 'c.alias').as('alias'),
      ])
      .where('f.channel_id', '=', channelId)
      .where('f.user_id', '=', userId)
      .where((eb) => eb.or([eb('p.id', 'is not', null), eb('g.id', 'is not', null), eb('c.id', 'is not', null)]));

  return {
    list: (channelId: number, userId: number) => listQuery(channelId, userId).orderBy('f.id').execute(),

    find: (channelId: number, userId: number, id: number) => listQuery(channelId, userId).where('f.id', '=', id).executeTakeFirst(),

    async objectExists(channelId: number, type: FavoritableType, id: number): Promise<boolean> {
      const row = await db.selectFrom(OBJECT_TABLES[type]).select('id').where('id', '=', id).where('channel_id', '=', channelId).executeTakeFirst();
      return row !== undefined;
    },

    /** Stores the favourite, or finds the one already there: favouriting twice never makes two. */
    async add(channelId: number, userId: number, type: FavoritableType, objectId: number, at: string): Promise<number> {
      await db
        .insertInto('favorites')
        .values({ channel_id: channelId, user_id: userId, favoritable_type: type, favoritable_id: objectId, created_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'favoritable_type', 'favoritable_id']).doNothing())
        .execute();
      const row = await db
        .selectFrom('favorites')
        .select('id')
        .where('user_id', '=', userId)
        .where('favoritable_type', '=', type)
        .where('favoritable_id', '=', objectId)
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** 'removed', or 'missing' when the id is not one of this user's favourites in this channel. */
    async remove(channelId: number, userId: number, id: number): Promise<'removed' | 'missing'> {
      const result = await db.deleteFrom('favorites').where('id', '=', id).where('user_id', '=', userId).where('channel_id', '=', channelId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0 ? 'removed' : 'missing';
    },
  };
}
export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;

import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';

export interface AdminPaging {
  offset: number;
  limit: number;
  /** Lower-cased words, each of which must appear in the name. */
  words: string[];
  /** `tree`: each sport (by weight), followed by its divisions (by weight). */
  sortField: 'name' | 'id' | 'weight' | 'tree';
  sortDirection: 'asc' | 'desc';
}

export type WriteOutcome = 'ok' | 'alias-taken' | 'missing';

const escapeLike = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function byWords<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, column: string, words: string[]) {
  let next = query;
  for (const word of words) next = next.where(sql<boolean>`lower(${sql.ref(column)}) like ${escapeLike(word)} escape '\\'`);
  return next;
}

async function outcome(write: () => Promise<{ numAffected: bigint } | number>): Promise<WriteOutcome> {
  try {
    const result = await write();
    const affected = typeof result === 'number' ? result : Number(result.numAffected);
    return affected > 0 ? 'ok' : 'missing';
  } catch (error) {
    if (isUniqueViolation(error)) return 'alias-taken';
    throw error;
  }
}

/** The console's reads and writes of sports, teams and schools; part of the catalogue repository. */
export function catalogueWrites(db: Kysely<Database>) {
  const count = (value: unknown) => Number(value ?? 0);

  return {
    async pageCategories(channelId: number, paging: AdminPaging, filter: { parentId?: number; topOnly?: boolean }) {
      let base = db.selectFrom('event_categories as c').where('c.channel_id', '=', channelId);
      if (filter.parentId !== undefined) base = base.where('c.parent_id', '=', filter.parentId);
      if (filter.topOnly) base = base.where('c.parent_id', 'is', null);
      base = byWords(base, 'c.name', paging.words);
      const [rows, total] = await Promise.all([
        base
          .select(['c.id', 'c.name', 'c.alias', 'c.parent_id', 'c.weight'])
          .select((eb) => [
            eb.selectFrom('event_categories as child').select(sql<number>`count(*)`.as('n')).whereRef('child.parent_id', '=', 'c.id').as('children_count'),
            eb.selectFrom('events as e').select(sql<number>`count(*)`.as('n')).whereRef('e.event_category_id', '=', 'c.id').as('events_count'),
          ])
          .$call((query) =>
            paging.sortField === 'tree'
              ? query
                  .leftJoin('event_categories as parent', 'parent.id', 'c.parent_id')
                  .orderBy(sql`coalesce(parent.weight, c.weight)`, 'desc')
                  .orderBy(sql`coalesce(c.parent_id, c.id)`)
                  .orderBy(sql`case when c.parent_id is null then 0 else 1 end`)
                  .orderBy('c.weight', 'desc')
                  .orderBy('c.id')
              : query.orderBy(`c.${paging.sortField}`, paging.sortDirection).orderBy('c.id', paging.sortDirection),
          )
          .limit(paging.limit)
          .offset(paging.offset)
          .execute(),
        base.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map((row) => ({ ...row, children_count: count(row.children_count), events_count: count(row.events_count) })), total: count(total.total) };
    },

    findCategory: (channelId: number, id: number) =>
      db
        .selectFrom('event_categories as c')
        .select(['c.id', 'c.name', 'c.alias', 'c.parent_id', 'c.weight'])
        .select((eb) => [
          eb.selectFrom('event_categories as child').select(sql<number>`count(*)`.as('n')).whereRef('child.parent_id', '=', 'c.id').as('children_count'),
          eb.selectFrom('events as e').select(sql<number>`count(*)`.as('n')).whereRef('e.event_category_id', '=', 'c.id').as('events_count'),
        ])
        .where('c.channel_id', '=', channelId)
        .where('c.id', '=', id)
        .executeTakeFirst()
        .then((row) => row && { ...row, children_count: count(row.children_count), events_count: count(row.events_count) }),

    async insertCategory(channelId: number, values: { name: string; alias: string; parent_id: number | null; weight: number }): Promise<number | 'alias-taken'> {
      try {
        return (await db.insertInto('event_categories').values({ channel_id: channelId, ...values }).returning('id').executeTakeFirstOrThrow()).id;
      } catch (error) {
        if (isUniqueViolation(error)) return 'alias-taken';
        throw error;
      }
    },

    updateCategory: (channelId: number, id: number, values: Partial<{ name: string; alias: string; parent_id: number | null; weight: number }>) =>
      outcome(async () => Number((await db.updateTable('event_categories').set(values).where('channel_id', '=', channelId).where('id', '=', id).executeTakeFirst()).numUpdatedRows)),

    deleteCategory: async (channelId: number, id: number) =>
      Number((await db.deleteFrom('event_categories').where('channel_id', '=', channelId).where('id', '=', id).executeTakeFirst()).numDeletedRows),

    /** A category's ancestors' ids, nearest first (to refuse a parent that would make a loop). */
    async ancestorsOf(channelId: number, id: number): Promise<number[]> {
      const chain: number[] = [];
      let current: number | null = id;
      while (current !== null && chain.length < 20) {
        const row: { parent_id: number | null } | undefined = await db.selectFrom('event_categories').select('parent_id').where('channel_id', '=', channelId).where('id', '=', current).executeTakeFirst();
        current = row?.parent_id ?? null;
        if (current !== null) chain.push(current);
      }
      return chain;
    },

    async pageParticipants(channelId: number, paging: AdminPaging, filter: { participantGroupId?: number; sport?: string }) {
      let base = db.selectFrom('participants as p').where('p.channel_id', '=', channelId);
      if (filter.participantGroupId !== undefined) base = base.where('p.participant_group_id', '=', filter.participantGroupId);
      if (filter.sport) base = base.where(sql<boolean>`lower(p.sport) = ${filter.sport}`);
      base = byWords(base, 'p.name', paging.words);
      const sortColumn = paging.sortField === 'id' ? 'p.id' : 'p.name';
      const [rows, total] = await Promise.all([
        base
          .select(['p.id', 'p.name', 'p.short_name', 'p.alias', 'p.logo', 'p.color', 'p.participant_group_id', 'p.gender', 'p.sport'])
          .select((eb) => eb.selectFrom('event_participants as ep').select(sql<number>`count(*)`.as('n')).whereRef('ep.participant_id', '=', 'p.id').as('events_count'))
          .orderBy(sortColumn, paging.sortDirection)
          .orderBy('p.id', paging.sortDirection)
          .limit(paging.limit)
          .offset(paging.offset)
          .execute(),
        base.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map((row) => ({ ...row, events_count: count(row.events_count) })), total: count(total.total) };
    },

    findParticipant: (channelId: number, id: number) =>
      db
        .selectFrom('participants as p')
        .select(['p.id', 'p.name', 'p.short_name', 'p.alias', 'p.logo', 'p.color', 'p.participant_group_id', 'p.gender', 'p.sport'])
        .select((eb) => eb.selectFrom('event_participants as ep').select(sql<number>`count(*)`.as('n')).whereRef('ep.participant_id', '=', 'p.id').as('events_count'))
        .where('p.channel_id', '=', channelId)
        .where('p.id', '=', id)
        .executeTakeFirst()
        .then((row) => row && { ...row, events_count: count(row.events_count) }),

    async insertParticipant(channelId: number, values: ParticipantValues): Promise<number | 'alias-taken'> {
      try {
        return (await db.insertInto('participants').values({ channel_id: channelId, logo: null, ...values }).returning('id').executeTakeFirstOrThrow()).id;
      } catch (error) {
        if (isUniqueViolation(error)) return 'alias-taken';
        throw error;
      }
    },

    updateParticipant: (channelId: number, id: number, values: Partial<ParticipantValues & { logo: string | null }>) =>
      outcome(async () => Number((await db.updateTable('participants').set(values).where('channel_id', '=', channelId).where('id', '=', id).executeTakeFirst()).numUpdatedRows)),

    deleteParticipant: async (channelId: number, id: number) =>
      Number((await db.deleteFrom('participants').where('channel_id', '=', channelId).where('id', '=', id).executeTakeFirst()).numDeletedRows),

    async pageGroups(channelId: number, paging: AdminPaging) {
      const base = byWords(db.selectFrom('participant_groups as g').where('g.channel_id', '=', channelId), 'g.name', paging.words);
      const sortColumn = paging.sortField === 'id' ? 'g.id' : 'g.name';
      const [rows, total] = await Promise.all([
        base
          .select(['g.id', 'g.name', 'g.alias', 'g.image'])
          .select((eb) => eb.selectFrom('participants as p').select(sql<number>`count(*)`.as('n')).whereRef('p.participant_group_id', '=', 'g.id').as('participants_count'))
          .orderBy(sortColumn, paging.sortDirection)
          .orderBy('g.id', paging.sortDirection)
          .limit(paging.limit)
          .offset(paging.offset)
          .execute(),
        base.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map((row) => ({ ...row, participants_count: count(row.participants_count) })), total: count(total.total) };
    },

    findGroup: (channelId: number, id: number) =>
      db
        .selectFrom('participant_groups as g')
        .select(['g.id', 'g.name', 'g.alias', 'g.image'])
        .select((eb) => eb.selectFrom('participants as p').select(sql<number>`count(*)`.as('n')).whereRef('p.participant_group_id', '=', 'g.id').as('participants_count'))
        .where('g.channel_id', '=', channelId)
        .where('g.id', '=', id)
        .executeTakeFirst()
        .then((row) => row && { ...row, participants_count: count(row.participants_count) }),

    async insertGroup(channelId: number, values: { name: string; alias: string; image: string | null }): Promise<number | 'alias-taken'> {
      try {
        return (await db.insertInto('participant_groups').values({ channel_id: channelId, ...values }).returning('id').executeTakeFirstOrThrow()).id;
      } catch (error) {
        if (isUniqueViolation(error)) return 'alias-taken';
        throw error;
      }
    },

    updateGroup: (channelId: number, id: number, values: Partial<{ name: string; alias: string; image: string | null }>) =>
      outcome(async () => Number((await db.updateTable('participant_groups').set(values).where('channel_id', '=', channelId).where('id', '=', id).executeTakeFirst()).numUpdatedRows)),

    deleteGroup: async (channelId: number, id: number) =>
      Number((await db.deleteFrom('participant_groups').where('channel_id', '=', channelId).where('id', '=', id).executeTakeFirst()).numDeletedRows),

    groupExists: async (channelId: number, id: number) =>
      (await db.selectFrom('participant_groups').select('id').where('channel_id', '=', channelId).where('id', '=', id).executeTakeFirst()) !== undefined,
  };
}

export interface ParticipantValues {
  name: string;
  short_name: string;
  alias: string;
  color: string;
  participant_group_id: number | null;
  gender: string;
  sport: string;
}

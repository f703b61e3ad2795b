import {
  ALIAS_TAKEN,
  type AdminCategory,
  type AdminParticipant,
  type AdminParticipantGroup,
  aliasOf,
} from '@ott/contracts/admin-catalogue';
import type { AdminListQuery } from '@ott/contracts/admin-auth';
import { AppError, type FieldErrors, NotFound, ValidationError } from '../../lib/errors';
import type { Channel } from '../channel/channel.types';
import type { EntitlementsChanges } from '../entitlements/entitlements.service';
import type { CatalogueRepository } from './catalogue.repository';
import { toParticipant } from './catalogue.service';
import type { AdminPaging, ParticipantValues } from './catalogue-writes.repository';

export class AliasTaken extends AppError {
  constructor() {
    super(409, ALIAS_TAKEN.code, ALIAS_TAKEN.message, { alias: [ALIAS_TAKEN.message] });
  }
}

export class InUse extends AppError {
  constructor(message: string) {
    super(409, 'IN_USE', message);
  }
}

const MAX_WORDS = 5;

export function pagingOf(query: AdminListQuery, sortable: ReadonlyArray<AdminPaging['sortField']>, fallback: AdminPaging['sortField'] = 'name'): AdminPaging {
  const field = sortable.find((name) => name === query.sort_field);
  if (query.sort_field !== undefined && !field) throw new ValidationError({ sort_field: [`Must be one of ${sortable.join(', ')}`] });
  return {
    offset: query.offset,
    limit: query.limit,
    words: (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS),
    sortField: field ?? fallback,
    sortDirection: query.sort_direction ?? (field === 'weight' ? 'desc' : 'asc'),
  };
}

function aliasFor(alias: string | undefined, name: string): string {
  const chosen = alias?.trim() || aliasOf(name);
  if (!chosen) throw new ValidationError({ alias: ['Field is required'] });
  return chosen;
}

type ParticipantRow = NonNullable<Awaited<ReturnType<CatalogueRepository['findParticipant']>>>;

export function toAdminParticipant(row: ParticipantRow): AdminParticipant {
  return { ...toParticipant(row), events_count: row.events_count };
}

interface CategoryValues {
  name: string;
  alias?: string;
  parent_id?: number | null;
  weight?: number;
}
interface ParticipantInput {
  name: string;
  short_name: string;
  alias?: string;
  color: string;
  participant_group_id?: number | null;
  properties: { gender: 'men' | 'women'; sport: string };
}
interface GroupInput {
  name: string;
  alias?: string;
  image?: string | null;
}

/**
 * The console's rules for sports, teams and schools, over the catalogue repository. `entitlements` hears of a category
 * added under another or moved, as a pass of a category covers its divisions.
 */
export function createCatalogueAdminService({ repository, entitlements }: { repository: CatalogueRepository; entitlements: EntitlementsChanges }) {
  async function category(channel: Channel, id: number): Promise<AdminCategory> {
    const row = await repository.findCategory(channel.id, id);
    if (!row) throw new NotFound();
    return row;
  }
  async function participant(channel: Channel, id: number): Promise<AdminParticipant> {
    const row = await repository.findParticipant(channel.id, id);
    if (!row) throw new NotFound();
    return toAdminParticipant(row);
  }
  async function group(channel: Channel, id: number): Promise<AdminParticipantGroup> {
    const row = await repository.findGroup(channel.id, id);
    if (!row) throw new NotFound();
    return row;
  }

  async function checkParent(channel: Channel, id: number | null, parentId: number | null | undefined): Promise<void> {
    if (parentId === null || parentId === undefined) return;
    const errors: FieldErrors = {};
    if (!(await repository.findCategory(channel.id, parentId))) errors.parent_id = ['Not found in this channel'];
    else if (id !== null && (parentId === id || (await repository.ancestorsOf(channel.id, parentId)).includes(id))) errors.parent_id = ['A category cannot be inside itself'];
    if (errors.parent_id) throw new ValidationError(errors);
  }

  async function checkGroup(channel: Channel, groupId: number | null | undefined): Promise<void> {
    if (groupId !== null && groupId !== undefined && !(await repository.groupExists(channel.id, groupId))) throw new ValidationError({ participant_group_id: ['Not found in this channel'] });
  }

  const participantValues = (input: Partial<ParticipantInput>): Partial<ParticipantValues> => {
    const values: Partial<ParticipantValues> = {};
    if (input.name !== undefined) values.name = input.name;
    if (input.short_name !== undefined) values.short_name = input.short_name;
    if (input.alias) values.alias = input.alias;
    if (input.color !== undefined) values.color = input.color.toLowerCase();
    if (input.participant_group_id !== undefined) values.participant_group_id = input.participant_group_id;
    if (input.properties?.gender !== undefined) values.gender = input.properties.gender;
    if (input.properties?.sport !== undefined) values.sport = input.properties.sport;
    return values;
  };

  return {
    async categories(channel: Channel, query: AdminListQuery & { parent_id?: number; top?: '1' | '0' }) {
      const { rows, total } = await repository.pageCategories(channel.id, pagingOf(query, ['name', 'id', 'weight', 'tree'], 'tree'), { parentId: query.parent_id, topOnly: query.top === '1' });
      return { data: rows, meta: { total, offset: query.offset, limit: query.limit } };
    },
    category,

    async createCategory(channel: Channel, input: CategoryValues): Promise<AdminCategory> {
      await checkParent(channel, null, input.parent_id);
      const id = await repository.insertCategory(channel.id, { name: input.name, alias: aliasFor(input.alias, input.name), parent_id: input.parent_id ?? null, weight: input.weight ?? 0 });
      if (id === 'alias-taken') throw new AliasTaken();
      if (input.parent_id != null) await entitlements.changed({ channelId: channel.id });
      return category(channel, id);
    },

    async updateCategory(channel: Channel, id: number, input: Partial<CategoryValues>) {
      const before = await category(channel, id);
      await checkParent(channel, id, input.parent_id);
      const values = { ...input, alias: input.alias || undefined };
      const result = await repository.updateCategory(channel.id, id, Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)));
      if (result === 'alias-taken') throw new AliasTaken();
      if (input.parent_id !== undefined) await entitlements.changed({ channelId: channel.id });
      return { before, after: await category(channel, id) };
    },

    /** Refused while it has divisions or events: they would be deleted or lose their sport silently. */
    async deleteCategory(channel: Channel, id: number): Promise<AdminCategory> {
      const before = await category(channel, id);
      if (before.children_count > 0) throw new InUse('Delete or move its divisions first');
      if (before.events_count > 0) throw new InUse('Events use this category; change their category first');
      await repository.deleteCategory(channel.id, id);
      return before;
    },

    async participants(channel: Channel, query: AdminListQuery & { participant_group_id?: number; sport?: string }) {
      const { rows, total } = await repository.pageParticipants(channel.id, pagingOf(query, ['name', 'id']), {
        participantGroupId: query.participant_group_id,
        sport: query.sport?.trim().toLowerCase() || undefined,
      });
      return { data: rows.map(toAdminParticipant), meta: { total, offset: query.offset, limit: query.limit } };
    },
    participant,

    async createParticipant(channel: Channel, input: ParticipantInput): Promise<AdminParticipant> {
      await checkGroup(channel, input.participant_group_id);
      const values = { ...participantValues(input), alias: aliasFor(input.alias, input.name), participant_group_id: input.participant_group_id ?? null } as ParticipantValues;
      const id = await repository.insertParticipant(channel.id, values);
      if (id === 'alias-taken') throw new AliasTaken();
      return participant(channel, id);
    },

    async updateParticipant(channel: Channel, id: number, input: Partial<ParticipantInput> & { logo?: string | null }) {
      const before = await participant(channel, id);
      await checkGroup(channel, input.participant_group_id);
      const values = { ...participantValues(input), ...(input.logo !== undefined ? { logo: input.logo } : {}) };
      if (Object.keys(values).length > 0) {
        const result = await repository.updateParticipant(channel.id, id, values);
        if (result === 'alias-taken') throw new AliasTaken();
      }
      return { before, after: await participant(channel, id) };
    },

    /** Refused while the team plays in events: the events would lose a side silently. */
    async deleteParticipant(channel: Channel, id: number): Promise<AdminParticipant> {
      const before = await participant(channel, id);
      if (before.events_count > 0) throw new InUse('This team plays in events; change or delete those events first');
      await repository.deleteParticipant(channel.id, id);
      return before;
    },

    async groups(channel: Channel, query: AdminListQuery) {
      const { rows, total } = await repository.pageGroups(channel.id, pagingOf(query, ['name', 'id']));
      return { data: rows, meta: { total, offset: query.offset, limit: query.limit } };
    },
    group,

    async createGroup(channel: Channel, input: GroupInput): Promise<AdminParticipantGroup> {
      const id = await repository.insertGroup(channel.id, { name: input.name, alias: aliasFor(input.alias, input.name), image: input.image ?? null });
      if (id === 'alias-taken') throw new AliasTaken();
      return group(channel, id);
    },

    async updateGroup(channel: Channel, id: number, input: Partial<GroupInput>) {
      const before = await group(channel, id);
      const values = Object.fromEntries(Object.entries({ ...input, alias: input.alias || undefined }).filter(([, v]) => v !== undefined));
      if (Object.keys(values).length > 0) {
        const result = await repository.updateGroup(channel.id, id, values);
        if (result === 'alias-taken') throw new AliasTaken();
      }
      return { before, after: await group(channel, id) };
    },

    /** Its teams stay, without a school. */
    async deleteGroup(channel: Channel, id: number): Promise<AdminParticipantGroup> {
      const before = await group(channel, id);
      await repository.deleteGroup(channel.id, id);
      return before;
    },
  };
}
export type CatalogueAdminService = ReturnType<typeof createCatalogueAdminService>;

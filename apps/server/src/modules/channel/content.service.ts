import type { AdminFaqInput, AdminLocationInput, AdminMenuEntryInput, AdminPage, AdminPageInput, AdminSlideInput, AdminStaticBlock, AdminStaticBlockInput } from '@ott/contracts/admin-content';
import { BLOCK_MESSAGES, ORDER_MISMATCH, SLIDE_MESSAGES, pageAliasOf, pageKindOf, pagePathProblem, pageTakenMessage } from '@ott/contracts/admin-content';
import type { EventLocation, FaqEntry, MenuEntry, Slide } from '@ott/contracts';
import { NotFound, ValidationError } from '../../lib/errors';
import type { Channel } from './channel.types';
import type { ContentRepository, ContentRow, ContentTable, ContentValues } from './content.repository';

export interface ContentServiceDeps {
  repository: ContentRepository;
}

/** What an edit changed, for the audit log. */
export interface Change<T> {
  before: T;
  after: T;
}

const toMenuEntry = (row: ContentRow<'menu_entries'>): MenuEntry => ({ id: row.id, title: row.title, url: row.url, type: row.type as MenuEntry['type'], weight: row.weight });
const toFaq = (row: ContentRow<'faq_entries'>): FaqEntry => ({ id: row.id, question: row.question, answer: row.answer, weight: row.weight });
const toPage = (row: ContentRow<'pages'>): AdminPage => ({
  id: row.id,
  name: row.name,
  url: row.url,
  alt_name: row.alt_name,
  content: row.content,
  published: row.published === 1,
  kind: pageKindOf(row.alt_name),
});
const toSlide = (row: ContentRow<'slides'>): Slide => ({
  id: row.id,
  slidable_type: row.slidable_type as Slide['slidable_type'],
  slidable_id: row.slidable_id,
  title: row.title,
  subtitle: row.subtitle,
  image: row.image,
  link: row.link,
  weight: row.weight,
});
const toBlock = (row: ContentRow<'static_blocks'>): AdminStaticBlock => ({
  id: row.id,
  alias: row.alias,
  title: row.title,
  content: row.content,
  position: row.position as AdminStaticBlock['position'],
  weight: row.weight,
});
const toLocation = (row: ContentRow<'event_locations'>): EventLocation => ({ id: row.id, name: row.name, city: row.city, country_code: row.country_code });

/** A row's own fields: the weight of an ordered list is set by its order, not by the form. */
type Fields<T extends ContentTable> = Omit<ContentValues<T>, 'weight'>;

type Rows<T extends ContentTable> = {
  list(channelId: number): Promise<ContentRow<T>[]>;
  find(channelId: number, id: number): Promise<ContentRow<T> | undefined>;
  insert(channelId: number, values: ContentValues<T>): Promise<ContentRow<T> | 'exists'>;
  update(channelId: number, id: number, changes: Fields<T>): Promise<ContentRow<T> | undefined | 'exists'>;
  remove(channelId: number, id: number): Promise<boolean>;
};

interface CollectionSpec<T extends ContentTable, Input, Out> {
  rows: Rows<T>;
  toOut: (row: ContentRow<T>) => Out;
  toValues: (input: Input) => Fields<T>;
  /** Throws a ValidationError when the input cannot be stored (in this channel, replacing `id`). */
  check?: (channel: Channel, input: Input, id?: number) => Promise<void>;
  /** The field and message when a unique column is already used. */
  taken?: (input: Input) => Record<string, string[]>;
  /** The weight of a new entry (ordered lists: last). */
  newWeight?: (channelId: number) => Promise<number>;
}

/** List, create, update and delete for one kind of content, each change returned with what it replaced. */
function collection<T extends ContentTable, Input, Out>(spec: CollectionSpec<T, Input, Out>) {
  const { rows, toOut, toValues, check, taken, newWeight } = spec;
  const stored = <R>(result: R | 'exists', input: Input): R => {
    if (result === 'exists') throw new ValidationError(taken?.(input) ?? {});
    return result;
  };
  return {
    list: async (channel: Channel): Promise<Out[]> => (await rows.list(channel.id)).map(toOut),

    async get(channel: Channel, id: number): Promise<Out> {
      const row = await rows.find(channel.id, id);
      if (!row) throw new NotFound();
      return toOut(row);
    },

    async create(channel: Channel, input: Input): Promise<Out> {
      await check?.(channel, input);
      const values = (newWeight ? { ...toValues(input), weight: await newWeight(channel.id) } : toValues(input)) as ContentValues<T>;
      return toOut(stored(await rows.insert(channel.id, values), input));
    },

    async update(channel: Channel, id: number, input: Input): Promise<Change<Out>> {
      const before = await rows.find(channel.id, id);
      if (!before) throw new NotFound();
      await check?.(channel, input, id);
      const after = stored(await rows.update(channel.id, id, toValues(input)), input);
      if (!after) throw new NotFound();
      return { before: toOut(before), after: toOut(after) };
    },

    async remove(channel: Channel, id: number): Promise<Out> {
      const before = await rows.find(channel.id, id);
      if (!before || !(await rows.remove(channel.id, id))) throw new NotFound();
      return toOut(before);
    },
  };
}

/** Adds ordering to a collection: the operator's order of the whole list (every id once). */
function orderedCollection<T extends 'menu_entries' | 'faq_entries' | 'slides' | 'static_blocks', Input, Out extends { id: number }>(
  spec: Omit<CollectionSpec<T, Input, Out>, 'rows' | 'newWeight'> & { rows: Rows<T> & { lastWeight(channelId: number): Promise<number>; reorder(channelId: number, ids: readonly number[]): Promise<void> } },
) {
  const base = collection({ ...spec, newWeight: (channelId) => spec.rows.lastWeight(channelId) });
  return {
    ...base,
    async reorder(channel: Channel, ids: readonly number[]): Promise<Change<number[]>> {
      const before = (await spec.rows.list(channel.id)).map((row) => spec.toOut(row).id);
      const wanted = new Set(ids);
      if (wanted.size !== ids.length || wanted.size !== before.length || before.some((id) => !wanted.has(id))) throw new ValidationError({ ids: [ORDER_MISMATCH] });
      await spec.rows.reorder(channel.id, ids);
      return { before, after: [...ids] };
    },
  };
}

/** The console's edits of a channel's navigation and content; viewers read the same tables through the channel service. */
export function createContentService({ repository }: ContentServiceDeps) {
  const menus = orderedCollection({
    rows: repository.menus,
    toOut: toMenuEntry,
    toValues: (input: AdminMenuEntryInput) => ({ title: input.title, url: input.url, type: input.type }),
  });

  const faq = orderedCollection({
    rows: repository.faq,
    toOut: toFaq,
    toValues: (input: AdminFaqInput) => ({ question: input.question, answer: input.answer }),
  });

  const slides = orderedCollection({
    rows: repository.slides,
    toOut: toSlide,
    toValues: (input: AdminSlideInput) => ({
      slidable_type: input.slidable_type,
      slidable_id: input.slidable_id,
      title: input.title,
      subtitle: input.subtitle || null,
      image: input.image,
      link: input.link || null,
    }),
    async check(channel, input) {
      if (input.slidable_type === 'main' || input.slidable_id === null) return;
      if (!(await repository.slideTargetExists(channel.id, input.slidable_type, input.slidable_id))) throw new ValidationError({ slidable_id: [SLIDE_MESSAGES.unknownTarget] });
    },
  });

  const blocks = orderedCollection({
    rows: repository.blocks,
    toOut: toBlock,
    toValues: (input: AdminStaticBlockInput) => ({ alias: input.alias, title: input.title, content: input.content, position: input.position }),
    taken: () => ({ alias: [BLOCK_MESSAGES.aliasTaken] }),
  });

  const pages = collection({
    rows: repository.pages,
    toOut: toPage,
    // A page's alias is its path's word, so the viewer finds it by either (GET /api/pages/{alias}). A page an operator
    // saves counts as reviewed (a template page starts unreviewed: the setup checklist asks for it).
    toValues: (input: AdminPageInput) => ({ name: input.name, url: input.url, alt_name: pageAliasOf(input.url), content: input.content, published: input.published ? 1 : 0, reviewed: 1 }),
    async check(channel, input, id) {
      const problem = pagePathProblem(input.url, channel.settings.extra_routes.map((route) => route.path));
      if (problem) throw new ValidationError({ url: [problem] });
      if (await repository.pages.findByPath(channel.id, pageAliasOf(input.url), input.url, id)) throw new ValidationError({ url: [pageTakenMessage(input.url)] });
    },
    taken: (input) => ({ url: [pageTakenMessage(input.url)] }),
  });

  const locations = collection({
    rows: repository.locations,
    toOut: toLocation,
    toValues: (input: AdminLocationInput) => ({ name: input.name, city: input.city, country_code: input.country_code }),
  });

  return { menus, faq, slides, blocks, pages, locations };
}
export type ContentService = ReturnType<typeof createContentService>;

import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import type { Channel } from './channel.types';
import type { ContentRepository } from './content.repository';
import { createContentService } from './content.service';

/** An in-memory stand-in for the content tables: enough to hold the service's rules (the SQL is tested in test/console-content.test.ts). */
function memoryRows<R extends { id: number; weight?: number }>(initial: R[] = [], unique?: keyof R) {
  let rows = [...initial];
  let nextId = 100;
  const clash = (values: Partial<R>, id?: number) => unique !== undefined && rows.some((row) => row.id !== id && row[unique] === values[unique]);
  return {
    rows: () => rows,
    list: async () => [...rows].sort((a, b) => (b.weight ?? 0) - (a.weight ?? 0) || a.id - b.id),
    find: async (_channelId: number, id: number) => rows.find((row) => row.id === id),
    insert: async (_channelId: number, values: Omit<R, 'id'>) => {
      if (clash(values as Partial<R>)) return 'exists' as const;
      const row = { ...values, id: nextId++ } as R;
      rows.push(row);
      return row;
    },
    update: async (_channelId: number, id: number, changes: Partial<R>) => {
      if (clash(changes, id)) return 'exists' as const;
      const at = rows.findIndex((row) => row.id === id);
      if (at < 0) return undefined;
      rows[at] = { ...rows[at]!, ...changes };
      return rows[at];
    },
    remove: async (_channelId: number, id: number) => {
      const before = rows.length;
      rows = rows.filter((row) => row.id !== id);
      return rows.length < before;
    },
    lastWeight: async () => Math.min(0, ...rows.map((row) => row.weight ?? 0)) - 10,
    reorder: async (_channelId: number, ids: readonly number[]) => {
      rows = rows.map((row) => ({ ...row, weight: (ids.length - ids.indexOf(row.id)) * 10 }));
    },
  };
}

const channel = { id: 1, key: 'varsity', settings: { extra_routes: [{ path: '/tickets', title: 'Tickets', redirect: '/packages' }] } } as unknown as Channel;

function setup() {
  const faq = memoryRows([
    { id: 1, channel_id: 1, question: 'A?', answer: 'a', weight: 20 },
    { id: 2, channel_id: 1, question: 'B?', answer: 'b', weight: 10 },
  ]);
  const pages = memoryRows([{ id: 1, channel_id: 1, name: 'Finals', url: '/finals', alt_name: 'finals', content: '', published: 1 }], 'alt_name');
  const blocks = memoryRows([{ id: 1, channel_id: 1, alias: 'footer-about', title: 'About', content: 'x', position: 'footer', weight: 10 }], 'alias');
  const repository = {
    menus: memoryRows(),
    faq,
    slides: memoryRows(),
    blocks,
    pages: { ...pages, findByPath: async (_c: number, alias: string, url: string, exceptId?: number) => pages.rows().find((row) => (row.alt_name === alias || row.url === url) && row.id !== exceptId) },
    locations: memoryRows(),
    slideTargetExists: async (_c: number, type: string, id: number) => type === 'category' && id === 7,
  } as unknown as ContentRepository;
  return { service: createContentService({ repository }), faq, pages };
}

async function fieldErrors(work: Promise<unknown>): Promise<Record<string, string[]> | undefined> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).statusCode).toBe(400);
  return (error as AppError).errors;
}

describe('content service', () => {
  it('puts a new FAQ entry last and gives back what an update replaced', async () => {
    const { service } = setup();
    const created = await service.faq.create(channel, { question: 'C?', answer: 'c' });
    expect(created.weight).toBeLessThan(10);
    expect((await service.faq.list(channel)).map((entry) => entry.question)).toEqual(['A?', 'B?', 'C?']);
    const change = await service.faq.update(channel, created.id, { question: 'C, really?', answer: 'c' });
    expect(change.before.question).toBe('C?');
    expect(change.after.question).toBe('C, really?');
  });

  it('reorders only with every id of the list once', async () => {
    const { service } = setup();
    expect(await fieldErrors(service.faq.reorder(channel, [2]))).toEqual({ ids: ["Send every entry's id once, in the new order"] });
    expect(await fieldErrors(service.faq.reorder(channel, [2, 2]))).toEqual({ ids: ["Send every entry's id once, in the new order"] });
    expect(await fieldErrors(service.faq.reorder(channel, [2, 3]))).toEqual({ ids: ["Send every entry's id once, in the new order"] });
    expect(await service.faq.reorder(channel, [2, 1])).toEqual({ before: [1, 2], after: [2, 1] });
    expect((await service.faq.list(channel)).map((entry) => entry.id)).toEqual([2, 1]);
  });

  it("refuses a page at an app screen, an extra route or another page's path", async () => {
    const { service } = setup();
    const page = { name: 'X', content: '', published: true };
    expect(await fieldErrors(service.pages.create(channel, { ...page, url: '/upcoming' }))).toEqual({ url: ['The path /upcoming is already a screen of the app; choose another path'] });
    expect(await fieldErrors(service.pages.create(channel, { ...page, url: '/tickets' }))).toEqual({ url: ["The path /tickets is already one of the channel's extra routes; choose another path"] });
    expect(await fieldErrors(service.pages.create(channel, { ...page, url: '/finals' }))).toEqual({ url: ['Another page of this channel already uses the path /finals'] });
  });

  it('keeps a page at its own path on update and derives its alias from the path', async () => {
    const { service } = setup();
    const { after } = await service.pages.update(channel, 1, { name: 'Finals 2026', url: '/finals', content: '# Go', published: false });
    expect(after).toMatchObject({ name: 'Finals 2026', alt_name: 'finals', published: false, kind: 'custom' });
    const legal = await service.pages.create(channel, { name: 'Privacy', url: '/privacy_policy', content: 'We keep little.', published: true });
    expect(legal).toMatchObject({ alt_name: 'privacy_policy', kind: 'legal' });
  });

  it('names the field when a unique alias is taken', async () => {
    const { service } = setup();
    expect(await fieldErrors(service.blocks.create(channel, { alias: 'footer-about', title: 'T', content: 'c', position: 'footer' }))).toEqual({
      alias: ['Another block of this channel already uses this alias'],
    });
  });

  it("checks a slide's target is the channel's", async () => {
    const { service } = setup();
    const slide = { slidable_type: 'category' as const, title: 'Hoops', subtitle: null, image: '/media/slides/varsity/a.webp', link: null };
    expect(await fieldErrors(service.slides.create(channel, { ...slide, slidable_id: 8 }))).toEqual({ slidable_id: ['No such item in this channel'] });
    expect(await service.slides.create(channel, { ...slide, slidable_id: 7 })).toMatchObject({ slidable_type: 'category', slidable_id: 7 });
  });

  it('answers 404 for an id that is not in the channel', async () => {
    const { service } = setup();
    await expect(service.faq.update(channel, 99, { question: 'Q', answer: 'A' })).rejects.toMatchObject({ statusCode: 404 });
    await expect(service.faq.remove(channel, 99)).rejects.toMatchObject({ statusCode: 404 });
  });
});

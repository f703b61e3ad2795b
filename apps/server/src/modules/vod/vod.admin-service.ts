import type { AdminListQuery } from '@ott/contracts/admin-auth';
import { ALIAS_TAKEN, type AdminVodCollection, type AdminVodItem, aliasOf } from '@ott/contracts/admin-catalogue';
import { AppError, NotFound, ValidationError } from '../../lib/errors';
import type { Channel } from '../channel/channel.types';
import { assetIdOfVideo } from '@ott/contracts/admin-media';
import { DEMO_ASSETS } from '../media/demo/demo-assets';
import type { LibraryVideosRepository } from '../media/library-videos.repository';
import { localStreamOf, localStreamUrl } from '../media/media-refs';
import { type VideoFiles, demoFiles, libraryFiles } from '../media/video-media';
import type { VodRepository } from './vod.repository';
import type { VodItemValues, VodPaging } from './vod-writes.repository';

class CollectionAliasTaken extends AppError {
  constructor() {
    super(409, ALIAS_TAKEN.code, ALIAS_TAKEN.message, { alias: [ALIAS_TAKEN.message] });
  }
}

function paging(query: AdminListQuery, sortable: ReadonlyArray<VodPaging['sortField']>, fallback: VodPaging['sortField'], direction: 'asc' | 'desc'): VodPaging {
  const field = sortable.find((name) => name === query.sort_field);
  if (query.sort_field !== undefined && !field) throw new ValidationError({ sort_field: [`Must be one of ${sortable.join(', ')}`] });
  return {
    offset: query.offset,
    limit: query.limit,
    words: (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5),
    sortField: field ?? fallback,
    sortDirection: query.sort_direction ?? direction,
  };
}

type ItemRow = NonNullable<Awaited<ReturnType<VodRepository['findAdminItem']>>>;
const toItem = (row: ItemRow): AdminVodItem => ({
  id: row.id,
  title: row.title,
  description: row.description,
  date: row.date,
  duration: row.duration,
  vod_media_category_id: row.vod_media_category_id,
  event_id: row.event_id,
  image: row.image,
  video: row.video_url ? (localStreamOf(row.video_url)?.asset ?? null) : null,
});

interface ItemInput {
  title?: string;
  description?: string | null;
  date?: string;
  duration?: number;
  vod_media_category_id?: number | null;
  video?: string | null;
}

export interface VodAdminDeps {
  repository: VodRepository;
  /** The channel's media library assets an item may play. */
  library?: Pick<LibraryVideosRepository, 'find'>;
  now?: () => Date;
}

/** The console's VOD library: collections (the library's categories) and their items, each playing a demo video or one of the channel's library assets. */
export function createVodAdminService({ repository, library, now = () => new Date() }: VodAdminDeps) {
  /** The files of a video the channel may use; null for another channel's asset or an unknown name. */
  async function filesOf(channel: Channel, video: string): Promise<VideoFiles | null> {
    if (DEMO_ASSETS.some((asset) => asset.name === video)) return demoFiles(video);
    const assetId = assetIdOfVideo(video);
    const asset = assetId === null || !library ? undefined : await library.find(channel.id, assetId);
    return asset ? libraryFiles(asset) : null;
  }

  async function collection(channel: Channel, id: number): Promise<AdminVodCollection> {
    const row = await repository.findCollection(channel.id, id);
    if (!row) throw new NotFound();
    return row;
  }
  async function item(channel: Channel, id: number): Promise<AdminVodItem> {
    const row = await repository.findAdminItem(channel.id, id);
    if (!row) throw new NotFound();
    return toItem(row);
  }

  async function itemValues(channel: Channel, input: ItemInput): Promise<Partial<VodItemValues>> {
    const values: Partial<VodItemValues> = {};
    if (input.vod_media_category_id !== undefined && input.vod_media_category_id !== null && !(await repository.collectionExists(channel.id, input.vod_media_category_id))) {
      throw new ValidationError({ vod_media_category_id: ['Not found in this channel'] });
    }
    const files = input.video ? await filesOf(channel, input.video) : null;
    if (input.video && !files) throw new ValidationError({ video: ['Not found in this channel'] });
    for (const key of ['title', 'description', 'date', 'duration', 'vod_media_category_id'] as const) if (input[key] !== undefined) (values as Record<string, unknown>)[key] = input[key];
    if (input.video !== undefined) {
      values.video_url = input.video ? localStreamUrl('vod', input.video) : null;
      values.image = files?.poster ?? null;
      values.preview = files?.preview ?? null;
    }
    return values;
  }

  return {
    async collections(channel: Channel, query: AdminListQuery) {
      const { rows, total } = await repository.pageCollections(channel.id, paging(query, ['name', 'id', 'weight'], 'weight', 'desc'));
      return { data: rows, meta: { total, offset: query.offset, limit: query.limit } };
    },
    collection,

    async createCollection(channel: Channel, input: { name: string; alias?: string; weight?: number }) {
      const id = await repository.insertCollection(channel.id, { name: input.name, alias: input.alias || aliasOf(input.name), weight: input.weight ?? 0 });
      if (id === 'alias-taken') throw new CollectionAliasTaken();
      return collection(channel, id);
    },

    async updateCollection(channel: Channel, id: number, input: { name?: string; alias?: string; weight?: number }) {
      const before = await collection(channel, id);
      const values = Object.fromEntries(Object.entries({ ...input, alias: input.alias || undefined }).filter(([, value]) => value !== undefined));
      if ((await repository.updateCollection(channel.id, id, values)) === 'alias-taken') throw new CollectionAliasTaken();
      return { before, after: await collection(channel, id) };
    },

    /** Its items stay in the library, outside any collection. */
    async deleteCollection(channel: Channel, id: number) {
      const before = await collection(channel, id);
      await repository.deleteCollection(channel.id, id);
      return before;
    },

    async items(channel: Channel, query: AdminListQuery & { vod_media_category_id?: number }) {
      const { rows, total } = await repository.pageItems(channel.id, paging(query, ['date', 'title', 'id'], 'date', 'desc'), query.vod_media_category_id);
      return { data: rows.map(toItem), meta: { total, offset: query.offset, limit: query.limit } };
    },
    item,

    async createItem(channel: Channel, input: ItemInput & { title: string; date: string }) {
      const values = { description: null, duration: 0, vod_media_category_id: null, image: null, preview: null, video_url: null, ...(await itemValues(channel, input)) } as VodItemValues;
      return item(channel, await repository.insertItem(channel.id, values, now().toISOString()));
    },

    async updateItem(channel: Channel, id: number, input: ItemInput) {
      const before = await item(channel, id);
      await repository.updateItem(channel.id, id, await itemValues(channel, input));
      return { before, after: await item(channel, id) };
    },

    async deleteItem(channel: Channel, id: number) {
      const before = await item(channel, id);
      await repository.deleteItem(channel.id, id);
      return before;
    },
  };
}
export type VodAdminService = ReturnType<typeof createVodAdminService>;

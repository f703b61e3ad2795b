import { MEDIA_ERRORS, type MediaAsset, type MediaAssetPatch, type MediaBulkDeleteResult, type MediaListQuery, type MediaUsage } from '@ott/contracts/admin-media';
import { Messages } from '@ott/contracts';
import type { JobQueue } from '../../lib/queue';
import { AppError, NotFound, ValidationError } from '../../lib/errors';
import type { Channel } from '../channel/channel.types';
import type { LibraryFiles } from './library-files';
import { LIBRARY_FILES } from './library-keys';
import { type LibraryUsage, emptyUsage, isUsed } from './library-usage';
import { type AssetRow, type LibrarySigner, previewMasterUrl, toAsset } from './library.mappers';
import type { LibraryCriteria, LibraryRepository } from './library.repository';
import type { Transcoder } from './transcode/transcoder';

/** The names of what uses the asset, by kind, in the error's `errors` (prerolls have no name: their ids). */
export class MediaInUse extends AppError {
  constructor(usage: MediaUsage) {
    const errors: Record<string, string[]> = {};
    if (usage.events.length) errors.events = usage.events.map((event) => event.name);
    if (usage.vod_items.length) errors.vod_items = usage.vod_items.map((item) => item.title);
    if (usage.prerolls.length) errors.prerolls = usage.prerolls.map((preroll) => String(preroll.id));
    super(409, MEDIA_ERRORS.inUse.code, MEDIA_ERRORS.inUse.message, errors);
  }
}

const conflict = (error: { code: string; message: string }) => new AppError(409, error.code, error.message);

const SORTS: Record<string, LibraryCriteria['sortField']> = { created_at: 'created_at', title: 'title', duration: 'duration', size: 'size_bytes', size_bytes: 'size_bytes' };

export interface LibraryAdminDeps {
  repository: LibraryRepository;
  usage: LibraryUsage;
  files: LibraryFiles;
  playback: LibrarySigner;
  transcoder: Pick<Transcoder, 'request'>;
  queue: JobQueue;
  /** The catalog snapshot and the channel's caches, after any change viewers may see. */
  changed: (channelId: number) => Promise<void>;
  now?: () => Date;
}

/** The console's media library: listing, editing, deleting and (re)processing a channel's assets. */
export function createLibraryAdminService({ repository, usage, files, playback, transcoder, queue, changed, now = () => new Date() }: LibraryAdminDeps) {
  /** Rows as the console sees them: captions, markers, usage and queue positions loaded for all of them at once. */
  async function describe(channel: Channel, rows: AssetRow[], usageOf?: Map<number, MediaUsage>): Promise<MediaAsset[]> {
    const ids = rows.map((row) => row.id);
    const [captions, markers, used, queued] = await Promise.all([
      repository.captionsOf(ids),
      repository.markersOf(ids),
      usageOf ?? usage.ofChannel(channel.id),
      rows.some((row) => row.state === 'queued') ? repository.queuedOrder() : Promise.resolve([]),
    ]);
    return rows.map((row) =>
      toAsset(playback, row, {
        captions: captions.filter((caption) => caption.asset_id === row.id),
        markers: markers.filter((marker) => marker.asset_id === row.id),
        usage: used.get(row.id) ?? emptyUsage(),
        queuePosition: queued.includes(row.id) ? queued.indexOf(row.id) : null,
      }),
    );
  }

  async function rowOf(channel: Channel, id: number): Promise<AssetRow> {
    const row = await repository.find(channel.id, id);
    if (!row) throw new NotFound();
    return row;
  }
  const asset = async (channel: Channel, id: number): Promise<MediaAsset> => (await describe(channel, [await rowOf(channel, id)]))[0]!;

  /** Stops any transcode (a newer run), removes every file, then the row (captions and markers go with it). */
  async function destroy(channel: Channel, row: AssetRow) {
    await repository.bumpRun(row.id);
    await files.removeAll(row.id);
    await repository.delete(row.id);
    await changed(channel.id);
  }

  async function list(channel: Channel, query: MediaListQuery) {
    const sortField = query.sort_field === undefined ? 'created_at' : SORTS[query.sort_field];
    if (!sortField) throw new ValidationError({ sort_field: ['Must be one of created_at, title, duration, size'] });
    const used = await usage.ofChannel(channel.id);
    const criteria: LibraryCriteria = {
      channelId: channel.id,
      words: (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5),
      state: query.state,
      ids: query.used ? { include: query.used === 'used', values: [...used.keys()] } : undefined,
      createdFrom: query.created_from ? new Date(query.created_from).toISOString() : undefined,
      createdTo: query.created_to ? new Date(query.created_to).toISOString() : undefined,
      minDuration: query.min_duration,
      maxDuration: query.max_duration,
      sortField,
      sortDirection: query.sort_direction ?? (sortField === 'title' ? 'asc' : 'desc'),
      limit: query.limit,
      offset: query.offset,
    };
    const { rows, total } = await repository.page(criteria);
    return { data: await describe(channel, rows, used), meta: { total, offset: query.offset, limit: query.limit } };
  }

  return {
    list,
    asset,
    rowOf,
    describe,

    async update(channel: Channel, id: number, patch: MediaAssetPatch) {
      const before = await asset(channel, id);
      const values = {
        ...(patch.title !== undefined ? { title: patch.title } : {}),
        ...(patch.normalize_audio !== undefined ? { normalize_audio: patch.normalize_audio ? 1 : 0 } : {}),
      };
      await repository.update(id, { ...values, updated_at: now().toISOString() });
      await changed(channel.id);
      return { before, after: await asset(channel, id) };
    },

    /** Refused (409, naming the users) while an event, a VOD item or a preroll uses the asset. */
    async remove(channel: Channel, id: number): Promise<MediaAsset> {
      const before = await asset(channel, id);
      if (isUsed(before.usage)) throw new MediaInUse(before.usage);
      await destroy(channel, await rowOf(channel, id));
      return before;
    },

    async bulkRemove(channel: Channel, ids: number[]): Promise<{ result: MediaBulkDeleteResult; removed: MediaAsset[] }> {
      const result: MediaBulkDeleteResult = { done: [], refused: [] };
      const removed: MediaAsset[] = [];
      const used = await usage.ofChannel(channel.id);
      for (const id of new Set(ids)) {
        const row = await repository.find(channel.id, id);
        const uses = used.get(id);
        if (!row) result.refused.push({ id, message: Messages.notFound });
        else if (uses && isUsed(uses)) result.refused.push({ id, message: MEDIA_ERRORS.inUse.message, usage: uses });
        else {
          removed.push(...(await describe(channel, [row], used)));
          await destroy(channel, row);
          result.done.push(id);
        }
      }
      return { result, removed };
    },

    /** A failed or cancelled asset is queued again as a new run, with the same source. */
    async retry(channel: Channel, id: number) {
      const before = await asset(channel, id);
      const run = await repository.newRun(id, ['failed', 'cancelled'], { state: 'queued', stage: null, progress: 0, failure_reason: null, updated_at: now().toISOString() });
      if (run === null) throw conflict(MEDIA_ERRORS.notRetryable);
      await transcoder.request(queue, id, run);
      return { before, after: await asset(channel, id) };
    },

    /** The running job sees the newer run at its next progress write and stops. */
    async cancel(channel: Channel, id: number) {
      const before = await asset(channel, id);
      const run = await repository.newRun(id, ['queued', 'processing'], { state: 'cancelled', stage: null, updated_at: now().toISOString() });
      if (run === null) throw conflict(MEDIA_ERRORS.notCancellable);
      return { before, after: await asset(channel, id) };
    },

    /**
     * Makes the asset's poster and thumbnail with `make`, then names the poster on the asset: `poster.jpg` for an
     * uploaded picture, the candidate's own file for a chosen one (its copy is `poster.jpg`), so the console knows which.
     */
    async poster(channel: Channel, id: number, make: (row: AssetRow) => Promise<void>, file: string = LIBRARY_FILES.poster) {
      const before = await asset(channel, id);
      await make(await rowOf(channel, id));
      await repository.update(id, { poster: file, updated_at: now().toISOString() });
      await changed(channel.id);
      return { before, after: await asset(channel, id) };
    },

    /** The console preview player's signed master URL; null until the first rendition is published. */
    async playback(channel: Channel, id: number): Promise<{ url: string | null }> {
      const row = await rowOf(channel, id);
      return { url: row.playable === 1 ? previewMasterUrl(playback, row.id) : null };
    },
  };
}
export type LibraryAdminService = ReturnType<typeof createLibraryAdminService>;

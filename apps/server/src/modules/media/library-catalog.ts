import { assetIdOfVideo } from '@ott/contracts/admin-media';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { parseJsonColumn } from '../../lib/json-column';
import { libraryKey } from '../media-library/library-keys';
import { createLibraryCatalogRepository } from './library-catalog.repository';
import type { CatalogCaption, CatalogMarker, CatalogRendition, VideoInfo } from './video-catalog';

export interface LibraryCatalogOptions {
  /** How often the rows changed since the last read are read again. */
  refreshMs?: number;
  /** How often everything is read again, catching what the reads by time missed (another instance's clock far behind). */
  fullReloadMs?: number;
  now?: () => number;
}

/** Rows written by another instance just before our last read may carry a slightly older time: read a little back. */
const OVERLAP_MS = 5_000;

const toRenditions = (json: string): CatalogRendition[] =>
  parseJsonColumn<CatalogRendition[]>(json, [])
    .filter((rendition) => typeof rendition?.name === 'string' && rendition.height > 0)
    .map(({ name, width, height }) => ({ name, width, height }))
    .sort((a, b) => a.height - b.height);

/**
 * The library's part of the video catalog: a snapshot of media_assets with their captions and
 * markers, so playback URLs are built from memory. Each instance reads the rows changed since its
 * last read (and which ids are still there, so deleted assets go) every couple of seconds, everything
 * now and then, and at once when it changed an asset itself (`refresh()`).
 */
export function createLibraryCatalog(db: Kysely<Database>, { refreshMs = 2_000, fullReloadMs = 60_000, now = () => Date.now() }: LibraryCatalogOptions = {}) {
  const repository = createLibraryCatalogRepository(db);
  let assets = new Map<number, VideoInfo>();
  let lastReadMs: number | null = null;
  let lastFullMs = 0;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  async function readAssets(ids: number[] | null): Promise<Map<number, VideoInfo>> {
    const read = new Map<number, VideoInfo>();
    if (ids !== null && ids.length === 0) return read;
    const rows = await repository.assets(ids);
    if (rows.length === 0) return read;
    const rowIds = rows.map((row) => row.id);
    const [captions, markers] = await Promise.all([repository.captions(rowIds), repository.markers(rowIds)]);
    const captionsOf = new Map<number, CatalogCaption[]>();
    for (const caption of captions) captionsOf.set(caption.asset_id, [...(captionsOf.get(caption.asset_id) ?? []), { language: caption.language, label: caption.label }]);
    const markersOf = new Map<number, CatalogMarker[]>();
    for (const marker of markers) markersOf.set(marker.asset_id, [...(markersOf.get(marker.asset_id) ?? []), { name: marker.name, seconds: Number(marker.seconds) }]);
    for (const row of rows) {
      const id = row.id;
      read.set(id, {
        channelId: row.channel_id,
        state: row.state,
        playable: Number(row.playable) === 1,
        renditions: toRenditions(row.renditions),
        captions: captionsOf.get(id) ?? [],
        markers: markersOf.get(id) ?? [],
        duration: row.duration === null ? null : Number(row.duration),
        version: `${row.run}-${Date.parse(row.processed_at ?? row.updated_at) || 0}`,
        key: (file = '') => libraryKey(id, file),
      });
    }
    return read;
  }

  /** Ids of the assets, captions or markers written since `since` (ISO). */
  async function changedSince(since: string): Promise<number[]> {
    const [changed, captions, markers] = await repository.changedSince(since);
    return [...new Set([...changed, ...captions, ...markers].map((row) => row.id))];
  }

  async function read(full: boolean): Promise<void> {
    const startedMs = now();
    if (full || lastReadMs === null) {
      assets = await readAssets(null);
      lastFullMs = startedMs;
    } else {
      const [ids, present] = await Promise.all([changedSince(new Date(lastReadMs - OVERLAP_MS).toISOString()), repository.assetIds()]);
      const fresh = await readAssets(ids);
      const next = new Map(assets);
      for (const id of ids) {
        const info = fresh.get(id);
        if (info) next.set(id, info);
      }
      // Deleted assets leave no row to notice them by: the ids still there say which.
      const kept = new Set(present.map((row) => row.id));
      for (const id of next.keys()) if (!kept.has(id)) next.delete(id);
      assets = next;
    }
    lastReadMs = startedMs;
  }

  /** One read at a time; a refresh asked during a read waits for it and reads again. */
  function enqueue(full: boolean): Promise<void> {
    const next = running.then(() => read(full));
    running = next.catch(() => undefined);
    return next;
  }

  function tick(): void {
    const full = now() - lastFullMs >= fullReloadMs;
    enqueue(full).catch(() => undefined);
  }

  return {
    /** `lib-<id>` → what playback needs; null for an unknown asset (or not yet read by this instance). */
    info(video: string): VideoInfo | null {
      const id = assetIdOfVideo(video);
      return id === null ? null : (assets.get(id) ?? null);
    },
    /** Reads every asset, then keeps reading what changes; called again, reads everything again. */
    async load(): Promise<void> {
      // Before migrations (a fresh database) there is nothing to read yet: the timer, or a later load (the app's ready hook), reads it then.
      await enqueue(true).catch(() => undefined);
      if (timer === null && refreshMs > 0) {
        timer = setInterval(tick, refreshMs);
        timer.unref();
      }
    },
    /** Re-reads what changed now (after this instance changed an asset). */
    refresh: (): Promise<void> => enqueue(false),
    /** Reads everything again, dropping deleted assets at once. */
    reload: (): Promise<void> => enqueue(true),
    close(): void {
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
  };
}
export type LibraryCatalog = ReturnType<typeof createLibraryCatalog>;

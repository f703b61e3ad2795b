import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FfmpegJob } from '../../../lib/ffmpeg/run';
import type { MediaStore } from '../../../lib/media-store/media-store';
import { webpKeyOf, webpOf } from '../../media/picture-webp';
import { LIBRARY_FILES, libraryKey } from '../library-keys';
import { POSTER_POSITIONS, posterArgs, previewArgs } from './extras-args';

export interface ExtrasDeps {
  store: MediaStore;
  ffmpeg: string;
  run: (binary: string, job: FfmpegJob) => Promise<void>;
}

const EXTRAS_TIMEOUT_MS = 5 * 60_000;

/**
 * Posters, thumbnail and previews (kinds 1, 5, 6, 7) are rendered into a scratch directory while
 * the ladder is still encoding, and published after it, each stage on its own.
 */
export async function renderExtras(deps: ExtrasDeps, source: string, duration: number, signal: AbortSignal) {
  const scratch = await mkdtemp(join(tmpdir(), 'ott-extras-'));
  const posters = join(scratch, 'posters');
  await mkdir(posters);
  const file = (name: string) => join(scratch, name);
  try {
    await deps.run(deps.ffmpeg, { args: posterArgs(source, duration, posters, file(LIBRARY_FILES.thumbnail)), timeoutMs: EXTRAS_TIMEOUT_MS, signal });
    await deps.run(deps.ffmpeg, { args: previewArgs(source, duration, file(LIBRARY_FILES.preview), file(LIBRARY_FILES.previewAlt)), timeoutMs: EXTRAS_TIMEOUT_MS, signal });
  } catch (error) {
    await rm(scratch, { recursive: true, force: true });
    throw error;
  }

  const publishCopy = (assetId: number, name: string, from: string) => deps.store.publishFile(libraryKey(assetId, name), (path) => copyFile(from, path));
  return {
    /**
     * The candidates; `poster.jpg` and `thumbnail.jpg` from candidate 0 too, unless a poster was
     * chosen or uploaded already (the console made the thumbnail from it). Returns how many candidates.
     */
    async publishPosters(assetId: number, keepPoster: boolean): Promise<number> {
      await deps.store.publishDirectory(libraryKey(assetId, 'posters'), async (dir) => {
        for (const [index] of POSTER_POSITIONS.entries()) await copyFile(join(posters, `${index}.jpg`), join(dir, `${index}.jpg`));
      });
      if (!keepPoster) {
        await publishCopy(assetId, LIBRARY_FILES.thumbnail, file(LIBRARY_FILES.thumbnail));
        await deps.store.publishFile(libraryKey(assetId, webpKeyOf(LIBRARY_FILES.poster)), async (path) => writeFile(path, await webpOf(join(posters, '0.jpg'))));
        await publishCopy(assetId, LIBRARY_FILES.poster, join(posters, '0.jpg'));
      }
      return POSTER_POSITIONS.length;
    },
    async publishPreviews(assetId: number): Promise<void> {
      await publishCopy(assetId, LIBRARY_FILES.preview, file(LIBRARY_FILES.preview));
      await publishCopy(assetId, LIBRARY_FILES.previewAlt, file(LIBRARY_FILES.previewAlt));
    },
    dispose: () => rm(scratch, { recursive: true, force: true }),
  };
}
export type RenderedExtras = Awaited<ReturnType<typeof renderExtras>>;

import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaStore } from './media-store';

/** Publishes bytes or text already in memory under `key`, replacing what was there. */
export const publishData = (store: Pick<MediaStore, 'publishFile'>, key: string, data: string | Buffer): Promise<void> =>
  store.publishFile(key, (path) => writeFile(path, data));

/** Publishes files already in memory together under `prefix` (`file` names each one in it), replacing what was there. */
export const publishDataFiles = (store: Pick<MediaStore, 'publishDirectory'>, prefix: string, files: ReadonlyArray<{ file: string; data: string | Buffer }>): Promise<void> =>
  store.publishDirectory(prefix, async (dir) => {
    await Promise.all(files.map(({ file, data }) => writeFile(join(dir, file), data)));
  });

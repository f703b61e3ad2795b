import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { dirname, join } from 'node:path';
import send from '@fastify/send';
import { type MediaStore, type ServedObject, checkKey } from './media-store';

/** Scratch space inside the root: the same file system, so publishing is a rename. */
const SCRATCH = '.scratch';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR';

/** The media store on local disk (DATA_DIR/media): files named by their keys. */
export function createLocalMediaStore(root: string): MediaStore {
  const pathOf = (key: string) => join(root, checkKey(key));

  async function scratch(): Promise<string> {
    const dir = join(root, SCRATCH, `${process.pid}-${randomUUID()}`);
    await mkdir(dir, { recursive: true });
    return dir;
  }

  /** Moves a finished file or directory into place; a directory replaces the old one whole. */
  async function place(from: string, key: string): Promise<void> {
    const target = pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const old = `${target}.old-${randomUUID()}`;
    const replaced = await rename(target, old).then(
      () => true,
      (error: unknown) => {
        if (isMissing(error)) return false;
        throw error;
      },
    );
    await rename(from, target);
    if (replaced) await rm(old, { recursive: true, force: true });
  }

  return {
    kind: 'local',

    async serve(request: IncomingMessage, key: string): Promise<ServedObject | null> {
      const { statusCode, headers, stream, type } = await send(request, `/${checkKey(key)}`, { root, cacheControl: false, contentType: false, dotfiles: 'deny', index: false });
      if ((type === 'error' && statusCode === 404) || type === 'directory') return null;
      return { statusCode, headers: headers as Record<string, string | number>, body: stream };
    },

    async readText(key) {
      try {
        return await readFile(pathOf(key), 'utf8');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async publishFile(key, write) {
      const dir = await scratch();
      try {
        const file = join(dir, 'object');
        await write(file);
        await place(file, key);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },

    async publishDirectory(prefix, write) {
      const dir = await scratch();
      try {
        const content = join(dir, 'objects');
        await mkdir(content);
        await write(content);
        await place(content, prefix);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },

    withLocalDirectory: (prefix, use) => use(pathOf(prefix)),

    async remove(keyOrPrefix) {
      await rm(pathOf(keyOrPrefix), { recursive: true, force: true });
    },
  };
}

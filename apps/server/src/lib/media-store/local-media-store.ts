import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import send from '@fastify/send';
import { type MediaStore, type ServedObject, type StoredObject, checkKey } from './media-store';

/** Scratch space inside the root: the same file system, so publishing is a rename. */
const SCRATCH = '.scratch';

/** What `place` leaves for a moment beside a directory it replaces. */
const REPLACED = /\.old-[0-9a-f-]{36}$/;

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

  async function readOrNull(key: string): Promise<Buffer | null> {
    try {
      return await readFile(pathOf(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function listUnder(dir: string, prefix: string, into: StoredObject[]): Promise<void> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.') || REPLACED.test(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await listUnder(path, `${prefix}${entry.name}/`, into);
      else if (entry.isFile()) into.push({ key: `${prefix}${entry.name}`, size: (await stat(path)).size });
    }
  }

  async function publishFile(key: string, write: (path: string) => Promise<void>): Promise<void> {
    const dir = await scratch();
    try {
      const file = join(dir, 'object');
      await write(file);
      await place(file, key);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  return {
    kind: 'local',

    async serve(request: IncomingMessage, key: string): Promise<ServedObject | null> {
      const { statusCode, headers, stream, type } = await send(request, `/${checkKey(key)}`, { root, cacheControl: false, contentType: false, dotfiles: 'deny', index: false });
      if ((type === 'error' && statusCode === 404) || type === 'directory') return null;
      return { statusCode, headers: headers as Record<string, string | number>, body: stream };
    },

    read: readOrNull,

    async readText(key) {
      return (await readOrNull(key))?.toString('utf8') ?? null;
    },

    async stat(key) {
      try {
        const found = await stat(pathOf(key));
        return found.isFile() ? { size: found.size, etag: null, modifiedAt: found.mtime } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async list(prefix) {
      const found: StoredObject[] = [];
      const base = checkKey(prefix);
      await listUnder(pathOf(base), `${base}/`, found);
      return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },

    putStream: (key: string, body: Readable) => publishFile(key, (path) => pipeline(body, createWriteStream(path))),

    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    publishFile,

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

    withLocalCopy: (prefix, use) => use(pathOf(prefix)),

    async remove(keyOrPrefix) {
      await rm(pathOf(keyOrPrefix), { recursive: true, force: true });
    },
  };
}

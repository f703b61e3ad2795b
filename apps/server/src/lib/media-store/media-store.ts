import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';

/** One stored object answered to an HTTP GET or HEAD: status (200, 206, 304, 416), headers and the body stream. */
export interface ServedObject {
  statusCode: number;
  headers: Record<string, string | number>;
  body: Readable;
}

/**
 * Every read and write of media (demo videos, preroll clips, downloads, clips, uploads, live
 * segments) goes through one store, addressed by keys such as `demo/arena/720p/index.m3u8`. Local
 * disk under DATA_DIR/media today; an S3-compatible bucket implements the same interface.
 *
 * Writers never expose half an object: tools (ffmpeg) write into a scratch directory of the store's
 * choosing, and the result is published under its key or prefix at once.
 */
export interface MediaStore {
  readonly kind: 'local';
  /** Answers an HTTP request for one object, with byte ranges, ETag and conditional requests; null when it does not exist. */
  serve(request: IncomingMessage, key: string): Promise<ServedObject | null>;
  /** A small text object (a playlist, a manifest); null when it does not exist. */
  readText(key: string): Promise<string | null>;
  exists(key: string): Promise<boolean>;
  /** Runs `write` with a path to write one file to, then publishes that file under `key`, replacing what was there. */
  publishFile(key: string, write: (path: string) => Promise<void>): Promise<void>;
  /** Runs `write` with an empty directory, then publishes everything in it under `prefix`, replacing what was there. */
  publishDirectory(prefix: string, write: (dir: string) => Promise<void>): Promise<void>;
  /** Lends tools that read files (ffmpeg) a local directory holding the objects under `prefix`; on local disk, the objects themselves. */
  withLocalDirectory<T>(prefix: string, use: (dir: string) => Promise<T>): Promise<T>;
  /** Deletes an object, or every object under a prefix (`clips/12/`). */
  remove(keyOrPrefix: string): Promise<void>;
}

/** Keys are relative and slash-separated; no segment is empty or starts with a dot, so a key never escapes the store or reaches its scratch space. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,119}$/;

export function checkKey(key: string): string {
  const trimmed = key.endsWith('/') ? key.slice(0, -1) : key;
  if (trimmed.length === 0 || trimmed.length > 500 || !trimmed.split('/').every((segment) => SEGMENT.test(segment))) throw new Error(`invalid media key: ${key}`);
  return trimmed;
}

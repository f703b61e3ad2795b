import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';

/** One stored object answered to an HTTP GET or HEAD: status (200, 206, 304, 416), headers and the body stream. */
export interface StreamedObject {
  statusCode: number;
  headers: Record<string, string | number>;
  body: Readable;
}
/** The client fetches the object itself from a short-lived signed URL (docs/decisions/0068-media-on-s3.md). */
export interface RedirectedObject {
  statusCode: 307;
  location: string;
}
export type ServedObject = StreamedObject | RedirectedObject;

export interface ServeOptions {
  /** The object may be answered with a redirect to a signed URL (large one-off files such as MP4 downloads); a store that cannot streams it. */
  redirect?: { contentType: string; contentDisposition?: string };
}

export interface StoredObject {
  key: string;
  size: number;
}
export interface ObjectStat {
  size: number;
  etag: string | null;
  modifiedAt: Date | null;
}

/**
 * Every read and write of media (demo videos, preroll clips, downloads, clips, uploads, live
 * segments) goes through one store, addressed by keys such as `demo/arena/720p/index.m3u8`: local
 * disk under DATA_DIR/media, or an S3-compatible bucket (MEDIA_STORE=s3).
 *
 * Writers never expose half an object: tools (ffmpeg) write into a scratch directory of the store's
 * choosing, and the result is published under its key or prefix at once.
 */
export interface MediaStore {
  readonly kind: 'local' | 's3';
  /** Answers an HTTP request for one object, with byte ranges, ETag and conditional requests, or a redirect when allowed; null when it does not exist. */
  serve(request: IncomingMessage, key: string, options?: ServeOptions): Promise<ServedObject | null>;
  /** A small object's bytes (a playlist, a caption, a poster); null when it does not exist. */
  read(key: string): Promise<Buffer | null>;
  /** A small text object (a playlist, a manifest); null when it does not exist. */
  readText(key: string): Promise<string | null>;
  exists(key: string): Promise<boolean>;
  /** Size and version of one object; null when it does not exist. */
  stat(key: string): Promise<ObjectStat | null>;
  /** Every object under a prefix (`library/12/`), keys in full, sorted. */
  list(prefix: string): Promise<StoredObject[]>;
  /** Publishes a stream under `key` once it has ended (multipart on S3); nothing is published when the stream fails. */
  putStream(key: string, body: Readable, contentType?: string): Promise<void>;
  /** Runs `write` with a path to write one file to, then publishes that file under `key`, replacing what was there. */
  publishFile(key: string, write: (path: string) => Promise<void>): Promise<void>;
  /** Runs `write` with an empty directory, then publishes everything in it under `prefix`, replacing what was there. */
  publishDirectory(prefix: string, write: (dir: string) => Promise<void>): Promise<void>;
  /**
   * Lends tools that read files (ffmpeg) a local directory holding the objects under `prefix` (those whose name
   * under it `only` accepts): on local disk the objects themselves, on S3 copies in scratch space removed after
   * `use`. Read only.
   */
  withLocalCopy<T>(prefix: string, use: (dir: string) => Promise<T>, only?: (name: string) => boolean): Promise<T>;
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

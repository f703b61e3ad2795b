import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/server';
import type { Config } from '../../../config';
import type { MediaStore } from '../../../lib/media-store/media-store';
import { s3ClientConfig } from '../../../lib/media-store/s3-media-store';
import { moveFile } from './upload-finish';
import { UPLOAD_LIFETIME_MS } from './upload-protocol';

export interface TusStorage {
  datastore: DataStore;
  /** Publishes a finished upload's bytes under `key` in the media store. */
  moveInto(uploadId: string, key: string): Promise<void>;
  /** Forgets an upload tus kept (its info, and its bytes if still there). */
  forget(uploadId: string): Promise<void>;
}

/** S3 parts: tus's minimum is 5 MiB. */
const PART_BYTES = 8 * 1024 * 1024;

/**
 * Where unfinished uploads grow: beside the media. On local disk DATA_DIR/uploads (a rename into the store at the
 * end); in the bucket when MEDIA_STORE=s3, as multipart uploads any instance can resume, keyed by the upload id at
 * the bucket's top level (no media key is a bare hex id), streamed into the media key at the end.
 */
export function createTusStorage(config: Pick<Config, 'dataDir' | 'media'>, store: MediaStore): TusStorage {
  const settings = config.media.store;
  if (settings.kind === 's3') {
    const datastore = new S3Store({ partSize: PART_BYTES, expirationPeriodInMilliseconds: UPLOAD_LIFETIME_MS, s3ClientConfig: { bucket: settings.bucket, ...s3ClientConfig(settings) } });
    return {
      datastore,
      async moveInto(uploadId, key) {
        await store.putStream(key, await datastore.read(uploadId));
        await datastore.remove(uploadId);
      },
      forget: (uploadId) => datastore.remove(uploadId).catch(() => undefined),
    };
  }
  const directory = join(config.dataDir, 'uploads');
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_LIFETIME_MS });
  return {
    datastore,
    moveInto: (uploadId, key) => store.publishFile(key, (path) => moveFile(join(directory, uploadId), path)),
    forget: (uploadId) => datastore.configstore.delete(uploadId),
  };
}

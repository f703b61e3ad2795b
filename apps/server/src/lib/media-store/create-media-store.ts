import { join } from 'node:path';
import type { MediaStoreConfig } from '../../config';
import { createLocalMediaStore } from './local-media-store';
import type { MediaStore } from './media-store';
import { createS3Client, createS3MediaStore } from './s3-media-store';

/** The store MEDIA_STORE names: DATA_DIR/media, or a bucket with its scratch space in DATA_DIR/media-scratch. */
export function createMediaStore(config: MediaStoreConfig, dataDir: string): MediaStore {
  if (config.kind === 'local') return createLocalMediaStore(join(dataDir, 'media'));
  return createS3MediaStore({ client: createS3Client(config), bucket: config.bucket, scratchRoot: join(dataDir, 'media-scratch') });
}

import { copyFile, rename, unlink } from 'node:fs/promises';
import type { MediaStore } from '../../../lib/media-store/media-store';
import type { JobQueue } from '../../../lib/queue';
import { LIBRARY_FILES, libraryKey } from '../library-keys';
import type { Transcoder } from '../transcode/transcoder';
import type { UploadRow, UploadsRepository } from './uploads.repository';

/** A rename when the uploads and the media store share a file system (DATA_DIR), a copy otherwise. */
export async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
    await unlink(from);
  }
}

export interface FinishDeps {
  repository: UploadsRepository;
  store: MediaStore;
  queue: JobQueue;
  transcoder: Pick<Transcoder, 'request'>;
  /** Moves the upload's bytes from where tus keeps them to `key` in the media store, and forgets its upload info once they have moved. */
  moveUpload(uploadId: string, key: string): Promise<void>;
  forgetTusUpload(uploadId: string): Promise<void>;
}

/**
 * The last byte of an upload is in: its file becomes the source of a new asset (`library/<asset>/source/<upload>`),
 * queued for processing run 1. Answers the asset id. The file's type is not checked here: the transcode job
 * probes it and fails the asset cleanly when it is not a video it can read.
 */
export async function finishUpload(deps: FinishDeps, upload: UploadRow, now: string): Promise<number> {
  const assetId = await deps.repository.complete(upload, now, (id) =>
    deps.moveUpload(upload.id, libraryKey(id, LIBRARY_FILES.source(upload.id))),
  );
  await deps.forgetTusUpload(upload.id);
  await deps.transcoder.request(deps.queue, assetId, 1);
  return assetId;
}

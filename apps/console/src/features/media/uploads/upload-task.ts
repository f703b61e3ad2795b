import { UPLOAD_ASSET_HEADER, UPLOAD_METADATA } from '@ott/contracts/admin-media';
import { CSRF_HEADER } from '@ott/contracts/admin-auth';
import { Upload, type DetailedError, type PreviousUpload, type UploadOptions } from 'tus-js-client';
import { UPLOADS_ENDPOINT } from '../api';
import { speedMeter } from '../format';

/**
 * One file sent with tus: resumable (a dropped connection is retried, a reloaded page resumes from the last byte the
 * server acknowledged), pausable, cancellable. The panel renders `snapshot()` and subscribes to changes.
 */
export type UploadStatus = 'uploading' | 'paused' | 'done' | 'failed' | 'cancelled';

export interface UploadSnapshot {
  id: string;
  fileName: string;
  title: string;
  sent: number;
  total: number;
  status: UploadStatus;
  /** Bytes per second over the last few seconds; null while unknown (just started, paused). */
  speed: number | null;
  /** The server's message (already in English; the panel translates), or null for a lost connection. */
  error: { message: string | null; status: number } | null;
  /** The library asset the finished upload became (the last answer's Upload-Asset-Id); null until then. */
  assetId: number | null;
}

export interface UploadTaskOptions {
  channelKey: string;
  csrfToken: string | null;
  title?: string;
  normalizeAudio?: boolean;
  /** Resume this upload (from the unfinished list) rather than looking for one by the file's fingerprint. */
  uploadUrl?: string;
  /** Tests pass a fake; the console uses tus-js-client's. */
  UploadClass?: new (file: File, options: UploadOptions) => Pick<Upload, 'start' | 'abort' | 'findPreviousUploads' | 'resumeFromPreviousUpload'>;
  now?: () => number;
  onSuccess?: () => void;
}

/** Small enough that progress moves on a slow line, large enough that a 20 GB file is 2 500 requests, not 20 000. */
export const CHUNK_SIZE = 8 * 1024 * 1024;
/** A dropped connection is tried again after these pauses, then the row says it failed (Resume tries again). */
export const RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000, 20_000];

let sequence = 0;

export function createUploadTask(file: File, options: UploadTaskOptions) {
  const now = options.now ?? Date.now;
  const meter = speedMeter();
  const listeners = new Set<() => void>();
  const title = options.title?.trim() || file.name.replace(/\.[^.]+$/, '');
  let state: UploadSnapshot = { id: `upload-${++sequence}`, fileName: file.name, title, sent: 0, total: file.size, status: 'uploading', speed: null, error: null, assetId: null };

  const update = (patch: Partial<UploadSnapshot>) => {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  };

  const UploadClass = options.UploadClass ?? Upload;
  const upload = new UploadClass(file, {
    endpoint: UPLOADS_ENDPOINT,
    uploadUrl: options.uploadUrl ?? null,
    chunkSize: CHUNK_SIZE,
    retryDelays: RETRY_DELAYS,
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    headers: options.csrfToken ? { [CSRF_HEADER]: options.csrfToken } : {},
    metadata: {
      [UPLOAD_METADATA.channel]: options.channelKey,
      [UPLOAD_METADATA.filename]: file.name,
      [UPLOAD_METADATA.title]: title,
      [UPLOAD_METADATA.normalizeAudio]: options.normalizeAudio ? '1' : '0',
    },
    onProgress: (sent, total) => {
      meter.add(now(), sent);
      if (state.status === 'uploading') update({ sent, total, speed: meter.speed(), error: null });
    },
    onSuccess: ({ lastResponse }) => {
      update({ status: 'done', sent: state.total, speed: null, error: null, assetId: assetIdOf(lastResponse?.getHeader(UPLOAD_ASSET_HEADER)) });
      options.onSuccess?.();
    },
    onError: (error) => {
      if (state.status === 'cancelled' || state.status === 'paused') return;
      meter.reset();
      update({ status: 'failed', speed: null, error: errorOf(error) });
    },
  });

  async function begin(): Promise<void> {
    // The same file sent before from this browser continues where the server stopped.
    if (!options.uploadUrl) {
      const previous: PreviousUpload[] = await upload.findPreviousUploads().catch(() => []);
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
    }
    upload.start();
  }

  return {
    snapshot: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => begin(),
    pause() {
      if (state.status !== 'uploading') return;
      update({ status: 'paused', speed: null });
      meter.reset();
      void upload.abort();
    },
    resume() {
      if (state.status !== 'paused' && state.status !== 'failed') return;
      update({ status: 'uploading', error: null });
      upload.start();
    },
    async cancel() {
      if (state.status === 'done' || state.status === 'cancelled') return;
      update({ status: 'cancelled', speed: null });
      // Terminates the upload on the server too, so its partial file stops counting against the quota.
      await upload.abort(true).catch(() => undefined);
    },
  };
}
export type UploadTask = ReturnType<typeof createUploadTask>;

/** The asset id the server names; null when the answer names none (an older server). */
function assetIdOf(header: string | undefined): number | null {
  const id = Number(header);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function errorOf(error: Error | DetailedError): UploadSnapshot['error'] {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  const status = response?.getStatus() ?? 0;
  if (!response || status === 0) return { message: null, status: 0 };
  try {
    const body = JSON.parse(response.getBody()) as { message?: unknown };
    return { message: typeof body.message === 'string' ? body.message : null, status };
  } catch {
    return { message: null, status };
  }
}

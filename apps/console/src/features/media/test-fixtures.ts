import type { MediaAsset } from '@ott/contracts/admin-media';
import type { UploadOptions } from 'tus-js-client';

/** A ready library asset; override what a test is about. */
export function assetOf(patch: Partial<MediaAsset> & { id: number }): MediaAsset {
  return {
    video: `lib-${patch.id}`,
    title: `Video ${patch.id}`,
    original_filename: `video-${patch.id}.mp4`,
    state: 'ready',
    stage: null,
    progress: 100,
    failure_reason: null,
    queue_position: null,
    playable: true,
    size_bytes: 12_000_000,
    storage_bytes: 30_000_000,
    duration: 65,
    width: 1920,
    height: 1080,
    frame_rate: 30,
    has_audio: true,
    container: 'mov,mp4,m4a,3gp,3g2,mj2',
    normalize_audio: false,
    renditions: [{ name: '1080p', width: 1920, height: 1080, bandwidth: 5_000_000 }],
    poster: null,
    thumbnail: null,
    preview: null,
    preview_alt: null,
    poster_candidates: [],
    captions: [],
    markers: [],
    usage: { events: [], vod_items: [], prerolls: [] },
    created_by: 'Operator',
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:05:00.000Z',
    ...patch,
  };
}

export const STORAGE = { used_bytes: 42 * 2 ** 30, quota_bytes: 100 * 2 ** 30, quota_source: 'default', upload_max_bytes: 20 * 2 ** 30, transcode_concurrency: 1 } as const;

/** tus-js-client's Upload as the test drives it: progress, success and errors are called by hand. */
export class FakeUpload {
  static last: FakeUpload;
  static previous: Array<{ uploadUrl: string }> = [];
  starts = 0;
  aborts: Array<boolean | undefined> = [];
  resumedFrom: unknown = null;
  constructor(
    readonly file: File,
    readonly options: UploadOptions,
  ) {
    FakeUpload.last = this;
  }
  start() {
    this.starts += 1;
  }
  abort(terminate?: boolean) {
    this.aborts.push(terminate);
    return Promise.resolve();
  }
  findPreviousUploads() {
    return Promise.resolve(FakeUpload.previous as never[]);
  }
  resumeFromPreviousUpload(previous: unknown) {
    this.resumedFrom = previous;
  }
  /** The last PATCH's answer, naming the asset the upload became (or none). */
  finish(assetId?: number) {
    const headers: Record<string, string> = assetId ? { 'upload-asset-id': String(assetId) } : {};
    this.options.onSuccess?.({ lastResponse: { getHeader: (name: string) => headers[name.toLowerCase()], getStatus: () => 204, getBody: () => '' } as never });
  }
  /** A server answer as tus-js-client reports a refused request. */
  refuse(status: number, body: unknown) {
    const error = Object.assign(new Error('tus: unexpected response'), { originalResponse: { getStatus: () => status, getBody: () => JSON.stringify(body), getHeader: () => undefined } });
    this.options.onError?.(error as never);
  }
}

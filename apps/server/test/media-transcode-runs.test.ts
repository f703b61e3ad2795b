import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FfmpegError, type FfmpegJob, runFfmpeg } from '../src/lib/ffmpeg/run';
import { libraryKey } from '../src/modules/media-library/library-keys';
import { DEFAULT_ENCODE_SETTINGS } from '../src/modules/media-library/transcode/encode-stage';
import { createTranscodePipeline } from '../src/modules/media-library/transcode/transcode-pipeline';
import { createTranscodeRepository } from '../src/modules/media-library/transcode/transcode.repository';
import type { MediaLibraryDeps } from '../src/modules/media-library/media-library-deps';
import { MEDIA_TRANSCODE_JOB } from '../src/modules/media-library/transcode/transcode-job';
import { createTranscoder, transcodeJobId } from '../src/modules/media-library/transcode/transcoder';
import { type TestApp, createTestApp, dialects } from './helper';
import { assetFiles, assetRow, ffmpeg, ffprobe, insertAsset, makeSource } from './media-transcode-helpers';

const dir = mkdtempSync(join(tmpdir(), 'ott-transcode-runs-'));
let hd: string;
beforeAll(() => {
  hd = makeSource(join(dir, 'hd.mp4'), { width: 1280, height: 720, seconds: 4 });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const isLadder = (job: FfmpegJob) => job.args.some((arg) => arg.includes('scale=1280:720'));
const context = (attempt = 1) => ({ signal: new AbortController().signal, attempt, attempts: 2 });

describe.each(dialects)('a transcode run that does not end ready, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { MEDIA_DEMO_SECONDS: '0' } });
  });
  afterAll(async () => t.close());

  function pipeline(run: (binary: string, job: FfmpegJob) => Promise<void>, shutdown = new AbortController().signal) {
    return createTranscodePipeline({
      store: t.app.media.store,
      repository: createTranscodeRepository(t.db),
      ffmpeg: () => ffmpeg,
      ffprobe: () => ffprobe,
      refresh: () => t.app.media.library.refresh(),
      shutdown,
      settings: DEFAULT_ENCODE_SETTINGS,
      run,
      progressIntervalMs: 100,
    });
  }
  const whenPlayable = async (id: number) => {
    while ((await assetRow(t.db, id)).playable !== 1) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it('fails with ffmpeg’s reason when the ladder fails after the first rendition, unpublishing it, without throwing', async () => {
    const id = await insertAsset(t.app, t.db, hd);
    const failing = async (binary: string, job: FfmpegJob) => {
      if (!isLadder(job)) return runFfmpeg(binary, job);
      await whenPlayable(id);
      throw new FfmpegError('ffmpeg exited with 1', '[libx264 @ 0x1] Error while opening encoder\nConversion failed!');
    };
    await pipeline(failing).process(id, 1, context());
    expect(await assetRow(t.db, id)).toMatchObject({ state: 'failed', stage: 'ladder', playable: 0, renditions: '[]', failure_reason: 'Transcoding failed: [libx264 @ 0x1] Error while opening encoder' });
    expect(await assetFiles(t.app, id)).toEqual(['source/upload1']);
  }, 60_000);

  it('gives an unexpected error back to the queue, and marks the asset failed on the last attempt', async () => {
    const broken = () => Promise.reject(new Error('EIO: the disk went away'));
    const first = await insertAsset(t.app, t.db, hd);
    await expect(pipeline(broken).process(first, 1, context(1))).rejects.toThrow(/disk went away/);
    expect(await assetRow(t.db, first)).toMatchObject({ state: 'processing' });
    await expect(pipeline(broken).process(first, 1, context(2))).rejects.toThrow(/disk went away/);
    expect(await assetRow(t.db, first)).toMatchObject({ state: 'failed', failure_reason: 'Processing was interrupted: EIO: the disk went away' });
  }, 60_000);

  it('keeps a poster the operator chose when the asset is processed again', async () => {
    const id = await insertAsset(t.app, t.db, hd, { run: 2 });
    await t.db.updateTable('media_assets').set({ poster: 'poster.jpg' }).where('id', '=', id).execute();
    await t.app.media.store.publishFile(libraryKey(id, 'poster.jpg'), (path) => writeFile(path, 'chosen'));
    await t.app.media.store.publishFile(libraryKey(id, 'thumbnail.jpg'), (path) => writeFile(path, 'chosen thumbnail'));
    await pipeline(runFfmpeg).process(id, 2, context());
    expect(await assetRow(t.db, id)).toMatchObject({ state: 'ready', poster: 'poster.jpg', poster_candidates: 4 });
    const read = (file: string) => t.app.media.store.readText(libraryKey(id, file));
    expect(await read('poster.jpg')).toBe('chosen');
    expect(await read('thumbnail.jpg')).toBe('chosen thumbnail');
    expect(await assetFiles(t.app, id)).toContain('posters/3.jpg');
  }, 60_000);

  it('stops and leaves no files when the asset is deleted mid-run', async () => {
    const id = await insertAsset(t.app, t.db, hd);
    const slowLadder = async (binary: string, job: FfmpegJob) => {
      if (isLadder(job)) {
        await whenPlayable(id);
        // What the console's delete does: the files, then the row.
        await t.app.media.store.remove(libraryKey(id));
        await t.db.deleteFrom('media_assets').where('id', '=', id).execute();
      }
      return runFfmpeg(binary, job);
    };
    await pipeline(slowLadder).process(id, 1, context());
    expect(await assetFiles(t.app, id)).toEqual([]);
  }, 60_000);

  it('kills ffmpeg at shutdown and leaves the job to be run again', async () => {
    const id = await insertAsset(t.app, t.db, makeSource(join(dir, `long-${dialect}.mp4`), { width: 1280, height: 720, seconds: 30 }));
    const shutdown = new AbortController();
    const running = pipeline(runFfmpeg, shutdown.signal).process(id, 1, context());
    while ((await assetRow(t.db, id)).stage !== 'first_rendition') await new Promise((resolve) => setTimeout(resolve, 20));
    const stoppedAt = Date.now();
    shutdown.abort();
    await expect(running).rejects.toThrow(/aborted/);
    expect(Date.now() - stoppedAt).toBeLessThan(3_000);
    expect(await assetRow(t.db, id)).toMatchObject({ state: 'processing', playable: 0 });
  }, 90_000);

  it('asks again for an asset left queued without a job, once, and leaves alone one that is not late yet', async () => {
    const id = await insertAsset(t.app, t.db, hd, { run: 3 });
    const fresh = await insertAsset(t.app, t.db, hd);
    const transcoder = createTranscoder({ config: t.config, db: t.db, queue: t.app.queue, media: t.app.media } as unknown as MediaLibraryDeps);
    const jobsOf = (asset: number, run: number) => t.db.selectFrom('jobs').select('id').where('name', '=', MEDIA_TRANSCODE_JOB.name).where('job_key', '=', transcodeJobId(asset, run)).execute();
    const later = new Date(Date.now() + 120_000);

    expect(await transcoder.requestWaiting(t.app.queue, later)).toBeGreaterThanOrEqual(2);
    expect(await transcoder.requestWaiting(t.app.queue, later)).toBeGreaterThanOrEqual(2);
    expect(await jobsOf(id, 3)).toHaveLength(1);
    await t.db.deleteFrom('jobs').where('job_key', '=', transcodeJobId(fresh, 1)).execute();
    await transcoder.requestWaiting(t.app.queue);
    expect(await jobsOf(fresh, 1)).toHaveLength(0);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEDIA_FAILURES } from '@ott/contracts/admin-media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryKey } from '../src/modules/media-library/library-keys';
import type { MasterRendition } from '../src/modules/media-library/library-master';
import { transcodeJobId } from '../src/modules/media-library/transcode/transcoder';
import { type TestApp, createTestApp, dialects } from './helper';
import { assetFiles, assetRow, ffprobeJson, insertAsset, keyframeTimes, makeSource, renditionVideo, requestTranscode } from './media-transcode-helpers';

const dir = mkdtempSync(join(tmpdir(), 'ott-transcode-'));
const once = <T>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};
const sources = {
  full: once(() => makeSource(join(dir, 'full.mp4'), { width: 1920, height: 1080, seconds: 10 })),
  sd: once(() => makeSource(join(dir, 'sd.mp4'), { width: 854, height: 480, seconds: 4 })),
  silent: once(() => makeSource(join(dir, 'silent.mov'), { width: 640, height: 360, seconds: 3, audio: false })),
  upright: once(() => makeSource(join(dir, 'upright.mp4'), { width: 640, height: 360, seconds: 2, rotate: 90 })),
  // Text, not random bytes: now and then random bytes look enough like an audio stream for ffprobe to name a format.
  unreadable: once(() => {
    writeFileSync(join(dir, 'unreadable.mp4'), Buffer.alloc(64 * 1024, 'this is not a video, only text.\n'));
    return join(dir, 'unreadable.mp4');
  }),
};
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const streamCount = (master: string) => master.split('\n').filter((line) => line.startsWith('#EXT-X-STREAM-INF')).length;

describe.each(dialects)('transcoding an upload, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { MEDIA_DEMO_SECONDS: '0' } });
    await t.app.startBackgroundTasks();
  });
  afterAll(async () => t.close());

  /** Runs a file tool on a local copy of one of the asset's files (the store may be a bucket). */
  const onLocalCopy = <T>(id: number, file: string, use: (path: string) => T) => t.app.media.store.withLocalCopy(libraryKey(id), async (local) => use(join(local, file)));

  it('makes a 1080p/720p/360p ladder with aligned keyframes, captions in the master, the first rendition playable before the rest', async () => {
    const id = await insertAsset(t.app, t.db, sources.full());
    const now = new Date().toISOString();
    await t.db.insertInto('media_captions').values({ asset_id: id, language: 'en', label: 'English', created_at: now, updated_at: now }).execute();
    // Each master as it is published, with whether the top rendition existed then: a poll could miss the moment on a busy machine.
    const store = t.app.media.store;
    const publishFile = store.publishFile.bind(store);
    const masters: { master: string; top: boolean }[] = [];
    store.publishFile = async (key, write) => {
      await publishFile(key, write);
      if (key === libraryKey(id, 'master.m3u8')) masters.push({ master: (await store.readText(key))!, top: await store.exists(libraryKey(id, '1080p/index.m3u8')) });
    };
    await requestTranscode(t.app, id);
    const progress: number[] = [];
    let finished = false;
    // Generous: the machine may be busy with other work.
    const done = t.app.queue.drain({ timeoutMs: 400_000 }).finally(() => (finished = true));
    while (!finished) {
      progress.push((await assetRow(t.db, id)).progress);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    await done.finally(() => (store.publishFile = publishFile));

    const row = await assetRow(t.db, id);
    expect(row).toMatchObject({ state: 'ready', stage: null, progress: 100, failure_reason: null, width: 1920, height: 1080, frame_rate: 30, has_audio: 1, playable: 1, poster_candidates: 4, has_preview: 1, poster: 'poster.jpg' });
    expect(row.duration).toBeCloseTo(10, 0);
    expect(row.container).toContain('mp4');
    // Progress only goes up; the master first lists the first rendition alone, while the top one is still being made.
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(masters.length).toBeGreaterThanOrEqual(2);
    expect(masters[0]!.top).toBe(false);
    expect(streamCount(masters[0]!.master)).toBe(1);
    expect(masters[0]!.master).toContain('360p/index.m3u8');

    const master = (await t.app.media.store.readText(libraryKey(id, 'master.m3u8')))!;
    expect(streamCount(master)).toBe(3);
    expect(master).toContain('#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en"');
    expect(master).toContain('SUBTITLES="subs"');

    const renditions = JSON.parse(row.renditions) as MasterRendition[];
    expect(renditions.map((rendition) => `${rendition.name} ${rendition.width}x${rendition.height}`)).toEqual(['360p 640x360', '1080p 1920x1080', '720p 1280x720']);
    for (const rendition of renditions) {
      expect(rendition.codecs).toMatch(/^avc1\.[0-9a-f]{6},mp4a\.40\.2$/);
      expect(rendition.averageBandwidth).toBeGreaterThan(0);
      expect(rendition.bandwidth).toBeGreaterThanOrEqual(rendition.averageBandwidth);
    }

    const keyframes: number[][] = [];
    for (const rendition of renditions) {
      const video = await onLocalCopy(id, `${rendition.name}/index.m3u8`, (playlist) => renditionVideo(playlist, join(dir, `${dialect}-${rendition.name}.mp4`)));
      const { streams } = ffprobeJson<{ streams: { width: number; height: number }[] }>(video, ['-select_streams', 'v:0', '-show_entries', 'stream=width,height']);
      expect(streams[0]).toEqual({ width: rendition.width, height: rendition.height });
      const times = keyframeTimes(video);
      keyframes.push(times.map((time) => Math.round((time - times[0]!) * 10) / 10));
    }
    expect(keyframes[0]).toEqual([0, 4, 8]);
    expect(keyframes[1]).toEqual(keyframes[0]);
    expect(keyframes[2]).toEqual(keyframes[0]);

    const files = await assetFiles(t.app, id);
    expect(files).toEqual(expect.arrayContaining(['master.m3u8', '360p/s00000.ts', '1080p/s00002.ts', 'posters/0.jpg', 'posters/3.jpg', 'poster.jpg', 'poster.webp', 'thumbnail.jpg', 'preview.mp4', 'preview_alt.mp4', 'source/upload1']));
    const thumbnail = await onLocalCopy(id, 'thumbnail.jpg', (path) => ffprobeJson<{ streams: { width: number }[] }>(path, ['-show_entries', 'stream=width']));
    expect(thumbnail.streams[0]!.width).toBe(480);
    const preview = await onLocalCopy(id, 'preview.mp4', (path) => ffprobeJson<{ streams: { codec_type: string; height: number }[] }>(path, ['-show_entries', 'stream=codec_type,height']));
    expect(preview.streams).toEqual([{ codec_type: 'video', height: 360 }]);
    expect(Number(row.storage_bytes)).toBeGreaterThan(Number((await import('node:fs')).statSync(sources.full()).size));
  }, 480_000);

  it('gives a 480p source a 360p rendition only', async () => {
    const id = await insertAsset(t.app, t.db, sources.sd());
    await requestTranscode(t.app, id);
    await t.app.queue.drain({ timeoutMs: 60_000 });
    const row = await assetRow(t.db, id);
    expect(row).toMatchObject({ state: 'ready', width: 854, height: 480 });
    expect((JSON.parse(row.renditions) as MasterRendition[]).map((rendition) => rendition.name)).toEqual(['360p']);
    const files = await assetFiles(t.app, id);
    expect(files.filter((file) => /^(720p|1080p)\//.test(file))).toEqual([]);
    expect(streamCount((await t.app.media.store.readText(libraryKey(id, 'master.m3u8')))!)).toBe(1);
  }, 60_000);

  it('makes a silent source playable without an audio codec', async () => {
    const id = await insertAsset(t.app, t.db, sources.silent());
    await requestTranscode(t.app, id);
    await t.app.queue.drain({ timeoutMs: 60_000 });
    const row = await assetRow(t.db, id);
    expect(row).toMatchObject({ state: 'ready', has_audio: 0 });
    expect(JSON.parse(row.renditions)).toEqual([expect.objectContaining({ name: '360p', codecs: 'avc1.4d401e' })]);
    expect(await t.app.media.store.readText(libraryKey(id, 'master.m3u8'))).toContain('CODECS="avc1.4d401e"');
  }, 60_000);

  it('takes a phone video recorded upright by its displayed size', async () => {
    const id = await insertAsset(t.app, t.db, sources.upright());
    await requestTranscode(t.app, id);
    await t.app.queue.drain({ timeoutMs: 60_000 });
    const row = await assetRow(t.db, id);
    expect(row).toMatchObject({ state: 'ready', width: 360, height: 640 });
    expect(JSON.parse(row.renditions)).toEqual([expect.objectContaining({ name: '360p', width: 360, height: 640 })]);
    const video = await onLocalCopy(id, '360p/index.m3u8', (playlist) => renditionVideo(playlist, join(dir, `${dialect}-upright.mp4`)));
    expect(ffprobeJson<{ streams: unknown[] }>(video, ['-select_streams', 'v:0', '-show_entries', 'stream=width,height']).streams).toEqual([{ width: 360, height: 640 }]);
  }, 60_000);

  it('fails a file it cannot read with the reason, publishing nothing', async () => {
    const id = await insertAsset(t.app, t.db, sources.unreadable());
    await requestTranscode(t.app, id);
    await t.app.queue.drain({ timeoutMs: 60_000 });
    const row = await assetRow(t.db, id);
    expect(row).toMatchObject({ state: 'failed', stage: 'probe', playable: 0 });
    expect(row.failure_reason).toMatch(new RegExp(`^${MEDIA_FAILURES.unreadable}`));
    expect(await assetFiles(t.app, id)).toEqual(['source/upload1']);
    const job = await t.db.selectFrom('jobs').select(['status', 'attempts']).where('name', '=', 'media.transcode').where('job_key', '=', transcodeJobId(id, 1)).executeTakeFirst();
    expect(job).toEqual({ status: 'done', attempts: 1 });
  }, 60_000);

  it('ignores the job of an older run', async () => {
    const id = await insertAsset(t.app, t.db, sources.silent(), { run: 2 });
    await requestTranscode(t.app, id, 1);
    await t.app.queue.drain({ timeoutMs: 60_000 });
    expect(await assetRow(t.db, id)).toMatchObject({ state: 'queued', progress: 0, playable: 0 });
    expect(await assetFiles(t.app, id)).toEqual(['source/upload1']);
  }, 60_000);

  it('stops ffmpeg when the asset is cancelled mid-run, leaving it cancelled and unplayable', async () => {
    const id = await insertAsset(t.app, t.db, sources.full());
    await requestTranscode(t.app, id);
    const started = Date.now();
    const done = t.app.queue.drain({ timeoutMs: 60_000 });
    for (;;) {
      const row = await assetRow(t.db, id);
      if (row.stage === 'first_rendition' || row.stage === 'ladder') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // What the console's cancel does: a new run number and the cancelled state.
    await t.db.updateTable('media_assets').set({ state: 'cancelled', run: 2 }).where('id', '=', id).execute();
    const cancelledAt = Date.now();
    await done;
    expect(Date.now() - cancelledAt).toBeLessThan(4_000);
    void started;
    expect(await assetRow(t.db, id)).toMatchObject({ state: 'cancelled', playable: 0, renditions: '[]' });
    expect(await assetFiles(t.app, id)).toEqual(['source/upload1']);
  }, 60_000);
});

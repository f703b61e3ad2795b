import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MediaAsset } from '@ott/contracts/admin-media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryKey } from '../src/modules/media-library/library-keys';
import { type SignedInOperator, signInOperator } from './console-helpers';
import { type TestApp, createTestApp, dialects } from './helper';
import { insertAsset, makeSource, requestTranscode } from './media-transcode-helpers';

const dir = mkdtempSync(join(tmpdir(), 'ott-first-rendition-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * What the console's upload row and the shell's notification read: the library row, asked through the console API at
 * each moment a master playlist is published, says 'processing' without `playable` before the first rendition is
 * out, 'processing' with `playable` (the upload panel's 'Playable now') while the rest of the ladder is made, then
 * 'ready'. The playlist writes are the moments: a poll could miss the window on a busy machine.
 */
describe.each(dialects)('the first rendition, as the library row says it (%s)', (dialect) => {
  let t: TestApp;
  let editor: SignedInOperator;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { MEDIA_DEMO_SECONDS: '0' } });
    await t.app.startBackgroundTasks();
    editor = await signInOperator(t.app, { role: 'editor', channelKey: 'varsity' });
  });
  afterAll(async () => t?.close());

  it('answers processing, then playable while the ladder is made, then ready', async () => {
    // 720 lines: a 360p first rendition, then the 720p one.
    const id = await insertAsset(t.app, t.db, makeSource(join(dir, 'hd.mp4'), { width: 1280, height: 720, seconds: 2 }));
    const row = async () => {
      const answer = await editor.inject('GET', `/api/admin/channels/varsity/media/${id}`);
      expect(answer.statusCode).toBe(200);
      const asset = MediaAsset.parse(answer.json().data);
      return { state: asset.state, stage: asset.stage, playable: asset.playable, renditions: asset.renditions.map((rendition) => rendition.name) };
    };
    const store = t.app.media.store;
    const publishFile = store.publishFile.bind(store);
    const seen: Awaited<ReturnType<typeof row>>[] = [];
    store.publishFile = async (key, write) => {
      // Before the write (what was true until now) and after it (what the pipeline marks next happens after).
      if (key === libraryKey(id, 'master.m3u8')) seen.push(await row());
      await publishFile(key, write);
    };
    try {
      await requestTranscode(t.app, id);
      await t.app.queue.drain({ timeoutMs: 300_000 });
    } finally {
      store.publishFile = publishFile;
    }
    expect(seen).toEqual([
      { state: 'processing', stage: 'first_rendition', playable: false, renditions: [] },
      { state: 'processing', stage: 'ladder', playable: true, renditions: ['360p'] },
    ]);
    expect(await row()).toEqual({ state: 'ready', stage: null, playable: true, renditions: ['360p', '720p'] });
  });
});

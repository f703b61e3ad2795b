import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { apiGet, apiKeyFor } from '../support/catalogue';
import { consoleCall, signInToConsole } from '../support/console';

/** A short 360p video with sound, made by the ffmpeg npm ships: the source an operator would upload. */
async function generatedMp4(seconds: number): Promise<Buffer> {
  const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  const file = join(tmpdir(), `replay-markers-${process.pid}-${Date.now()}.mp4`);
  await promisify(execFile)(ffmpeg, [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=25:duration=${seconds}`,
    '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file,
  ]);
  return readFile(file);
}

const tusMetadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** Uploads `bytes` to the channel's library with tus (creation, then one PATCH); resolves with the new asset's id. */
async function uploadToLibrary(request: APIRequestContext, channelKey: string, bytes: Buffer): Promise<number> {
  const me = await request.get('/api/admin/me');
  const { csrf_token } = (await me.json()).data as { csrf_token: string };
  const tus = { 'tus-resumable': '1.0.0', 'x-csrf-token': csrf_token };
  const created = await request.post('/api/admin/uploads', {
    headers: { ...tus, 'upload-length': String(bytes.length), 'upload-metadata': tusMetadata({ channel_key: channelKey, filename: 'final.mp4', title: 'Lakeside Final' }) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const location = created.headers()['location'] ?? '';
  const sent = await request.fetch(new URL(location, 'http://localhost').pathname, {
    method: 'PATCH',
    headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    data: bytes,
  });
  expect(sent.status(), await sent.text()).toBe(204);
  return Number(sent.headers()['upload-asset-id']);
}

/** Adds English captions to the asset: its master then lists them as a subtitle rendition, and the event as a text track. */
async function addEnglishCaptions(request: APIRequestContext, channelKey: string, assetId: number): Promise<void> {
  const me = await request.get('/api/admin/me');
  const { csrf_token } = (await me.json()).data as { csrf_token: string };
  const vtt = 'WEBVTT\n\n00:00:00.000 --> 00:00:20.000\nWelcome to the final\n';
  const added = await request.post(`/api/admin/channels/${channelKey}/media/${assetId}/captions`, {
    headers: { 'x-csrf-token': csrf_token },
    multipart: { language: 'en', label: 'English', file: { name: 'en.vtt', mimeType: 'text/vtt', buffer: Buffer.from(vtt) } },
  });
  expect(added.status(), await added.text()).toBe(201);
}

/** The languages of the video's captions tracks, and the cue of the one showing. */
const captionTracks = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => {
    const tracks = [...video.textTracks].filter((track) => track.kind === 'subtitles' || track.kind === 'captions');
    const showing = tracks.find((track) => track.mode === 'showing');
    return { languages: tracks.map((track) => track.language), cue: (showing?.activeCues?.[0] as VTTCue | undefined)?.text ?? null };
  });

const videoTime = (page: Page) => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);
const videoLength = (page: Page) => page.locator('video').evaluate((video: HTMLVideoElement) => video.duration || 0);

test.describe.configure({ timeout: 240_000 });

test('an operator marks moments of a captioned library replay; a viewer jumps to them from the seek bar and the Chapters menu, and sees English captions once', async ({ page, browser }, testInfo) => {
  await signInToConsole(page);
  // A channel of its own, so no other journey's view of the demo channels changes.
  const key = `markers-${Date.now().toString(36)}`;
  await consoleCall(page.request, 'POST', '/channels', { name: 'Lakeside Markers', channel_key: key, hostnames: [], time_zone: 'America/Chicago' });

  const assetId = await uploadToLibrary(page.request, key, await generatedMp4(20));
  await expect
    .poll(async () => ((await consoleCall(page.request, 'GET', `/channels/${key}/media/${assetId}`)) as { state: string; failure_reason: string | null }).state, {
      message: 'the upload becomes a ready ladder',
      timeout: 180_000,
      intervals: [2_000],
    })
    .toBe('ready');
  for (const marker of [
    { name: 'Second half', seconds: 12 },
    { name: 'Kick-off', seconds: 0 },
  ]) {
    await consoleCall(page.request, 'POST', `/channels/${key}/media/${assetId}/markers`, marker);
  }
  await addEnglishCaptions(page.request, key, assetId);
  const event = (await consoleCall(page.request, 'POST', `/channels/${key}/events`, {
    name: 'Lakeside Final',
    event_utc_ts: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    end_utc_ts: new Date(Date.now() - 3_600_000).toISOString(),
    time_zone: 'America/Chicago',
    pricing_type: 'free',
    video: { id: `lib-${assetId}`, kind: 'vod' },
  })) as { id: number };

  // What the viewer gets: the replay's markers and captions, and a master that lists those captions as a subtitle rendition too.
  const { data: wire } = await apiGet<{ media: { kind: number; url: string | null; markers?: unknown[]; text_tracks?: unknown[] }[] }>(page.request, `/api/events/${event.id}`, {
    api_key: await apiKeyFor(page.request, key),
  });
  const replay = wire.media.find((item) => item.kind === 3);
  expect(replay).toMatchObject({ markers: [{ name: 'Kick-off', seconds: 0 }, { name: 'Second half', seconds: 12 }], text_tracks: [{ language: 'en', label: 'English' }] });
  expect(await (await page.request.get(replay?.url ?? '')).text()).toContain('#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs"');

  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const viewer = await visitor.newPage();
  await viewer.goto(`/watch/${event.id}?channel=${key}`);
  const chapters = viewer.getByRole('combobox', { name: 'Chapters' });
  await expect(chapters.getByRole('option')).toHaveText(['Kick-off · 0:00', 'Second half · 0:12']);
  await expect.poll(() => videoLength(viewer), { message: 'the replay loads', timeout: 60_000 }).toBeGreaterThan(15);

  await viewer.getByRole('button', { name: 'Jump to Second half (0:12)' }).click();
  await expect.poll(() => videoTime(viewer), { message: 'the tick seeks to its moment' }).toBeGreaterThanOrEqual(12);
  await expect(chapters).toHaveValue('1');
  for (const width of [1280, 390]) {
    await viewer.setViewportSize({ width, height: 900 });
    await viewer.getByRole('region', { name: /Video player/ }).hover();
    await viewer.screenshot({ path: testInfo.outputPath(`replay-markers-${width}.png`) });
  }
  await viewer.setViewportSize({ width: 1280, height: 900 });

  await chapters.selectOption({ label: 'Kick-off · 0:00' });
  await expect.poll(() => videoTime(viewer), { message: 'the menu seeks back to kick-off' }).toBeLessThan(12);
  await expect(chapters).toHaveValue('0');

  // The master lists the captions as a subtitle rendition and the event as a text track: English is offered and shows once.
  const captions = viewer.getByRole('combobox', { name: 'Captions' });
  await expect(captions.getByRole('option')).toHaveText(['Off', 'English']);
  await captions.selectOption({ label: 'English' });
  await expect.poll(() => captionTracks(viewer), { message: 'one English track, showing its cue' }).toEqual({ languages: ['en'], cue: 'Welcome to the final' });
  await visitor.close();
});

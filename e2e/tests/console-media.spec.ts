import { expect, test } from '@playwright/test';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONSOLE_OWNER, consoleCall } from '../support/console';
import { dropFirstUploadChunk, englishCaptions, generatedMp4, signInAsNewEditor } from '../support/media-upload';
import { expectPlayingPast } from '../support/playback';

const CUE = 'Kick-off at the lakeside';

test.describe.configure({ timeout: 120_000 });

test('an editor uploads a video through a dropped connection, captions it, attaches it to a new event, and a viewer watches it with captions on', async ({ page, request, browser }, testInfo) => {
  const started = Date.now();
  const dir = await mkdtemp(join(tmpdir(), 'ott-media-journey-'));
  const [video, captions] = await Promise.all([generatedMp4(dir), englishCaptions(dir, CUE)]);

  // A channel of its own and an editor on it (the owner sets them up through the console API).
  const login = await request.post('/api/admin/auth/login', { data: CONSOLE_OWNER });
  expect(login.status()).toBe(200);
  const key = `media-${Date.now().toString(36)}`;
  await consoleCall(request, 'POST', '/channels', { name: 'Harbour Media League', channel_key: key, hostnames: [], time_zone: 'UTC' });
  await signInAsNewEditor(request, page, key);

  // The upload: the first chunk is lost on the way, tus asks the server where it stopped and sends it again.
  const network = await dropFirstUploadChunk(page);
  await page.goto(`/admin/channels/${key}`);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Media' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles(video);
  const row = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem', { name: 'journey-clip.mp4' });
  // Sent: the row follows the library item through its stages.
  await expect(row.getByRole('status')).toHaveText(/^(Uploaded|Uploaded, queued|Processing|Playable now|Ready)$/, { timeout: 20_000 });
  expect(network.dropped()).toBe(1);
  expect(network.patches()).toBeGreaterThan(1);

  // The new video in the table, followed until it is ready.
  const table = page.getByRole('table', { name: 'Videos of the channel' });
  const link = table.getByRole('link', { name: 'journey-clip' });
  await expect(link).toBeVisible();
  await expect(table.getByRole('row', { name: /journey-clip/ })).toContainText('Ready', { timeout: 60_000 });
  await expect(row.getByRole('status')).toHaveText('Ready');
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'journey-clip' })).toBeVisible();

  // English captions.
  const captionForm = page.getByRole('form', { name: 'Add captions' });
  await expect(captionForm.getByLabel('Language')).toHaveValue('en');
  await captionForm.getByLabel('WebVTT or SRT file').setInputFiles(captions);
  await captionForm.getByRole('button', { name: 'Add captions' }).click();
  await expect(page.getByText('Captions added.')).toBeVisible();
  await expect(page.locator('.caption-list')).toContainText('English');

  // A new event with the video as its replay, chosen in the events screen's video picker.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Events' }).click();
  await page.getByRole('link', { name: 'New event' }).click();
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000).toISOString().slice(0, 16);
  await page.getByLabel(/^Name/).fill('Harbour Cup replay');
  await page.getByLabel(/^Start/).fill(at(3));
  await page.getByLabel(/^End/).fill(at(1));
  await page.getByRole('group', { name: 'Video' }).getByRole('button', { name: 'Choose a video' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a video' });
  await picker.getByRole('searchbox', { name: 'Search videos' }).fill('journey');
  await picker.getByRole('option', { name: /^journey-clip/ }).click();
  await page.getByLabel(/^Play it as/).selectOption({ label: 'Replay (VOD)' });
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/channels/${key}/catalogue/events/\\d+$`));
  const eventId = Number(page.url().split('/').pop());

  // A viewer watches it, pauses and turns the captions on: the cue is in the video's text track.
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const viewer = await visitor.newPage();
  await viewer.goto(`/watch/${eventId}?channel=${key}`);
  await expect(viewer.getByRole('heading', { level: 1, name: 'Harbour Cup replay' })).toBeVisible();
  await expectPlayingPast(viewer, 1);
  // Paused inside the cue: a busy machine may take longer than the 6 s clip to load the captions.
  await viewer.locator('media-play-button').click();
  await expect.poll(() => viewer.locator('video').evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  const menu = viewer.getByRole('combobox', { name: 'Captions' });
  await expect(menu.getByRole('option')).toHaveText(['Off', 'English']);
  await menu.selectOption('English');
  await expect
    .poll(
      () =>
        viewer.locator('video').evaluate((element: HTMLVideoElement) => {
          const track = [...element.textTracks].find((candidate) => candidate.language === 'en' && candidate.mode === 'showing');
          return track ? [...(track.activeCues ?? [])].map((cue) => (cue as VTTCue).text).join(' | ') : null;
        }),
      { message: 'the English cue shows on the video', timeout: 30_000 },
    )
    .toBe(CUE);
  await visitor.close();
  testInfo.annotations.push({ type: 'duration', description: `${Math.round((Date.now() - started) / 1000)} s` });
});

import { expect, test } from '@playwright/test';
import { signInWithForm } from '../support/accounts';
import { deleteClip, downloadedClipSeconds } from '../support/my-clips';
import { MEDIA_READY_TIMEOUT_MS, findEvent, videoTime } from '../support/playback';

// The journey may first wait for the demo videos of a fresh server, then for the clip to be made.
test.describe.configure({ timeout: MEDIA_READY_TIMEOUT_MS + 120_000 });

const DAY = 86_400;
const secondsOf = (time: string) => time.split(':').reduce((total, part) => total * 60 + Number(part), 0);
const timeOf = (seconds: number) => {
  const whole = ((seconds % DAY) + DAY) % DAY;
  return [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60].map((part) => String(part).padStart(2, '0')).join(':');
};

test('a fan clips 10 s of a live event ending a few seconds ago, and the MP4 holds those 10 s', async ({ page, request }) => {
  const event = await findEvent(request, { stream_status: 'live', pricing_type: 'free', expect: 'playable' });

  await signInWithForm(page, 'fan@varsity.test', 'season-ticket');
  await page.goto(`/watch/${event.id}`);
  await expect(page.locator('video')).toHaveAttribute('data-phase', 'main', { timeout: 90_000 });
  // The live picture moves on.
  await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(0);
  const started = await videoTime(page);
  await expect.poll(() => videoTime(page), { message: 'the live stream moves on', timeout: 30_000 }).toBeGreaterThan(started + 2);

  await page.getByRole('button', { name: 'Clip' }).click();
  const panel = page.getByRole('form', { name: 'Make a clip' });
  const start = panel.getByRole('textbox', { name: 'Start', exact: true });
  const end = panel.getByRole('textbox', { name: 'End', exact: true });
  // Pre-filled with what was just seen: up to 30 s ending at the moment on screen (a time of day), all recorded.
  const watching = secondsOf(await end.inputValue());
  // It is the moment on screen by this machine's clock: a live picture a few seconds behind now.
  const now = new Date();
  const behind = (now.getHours() * 3600 + now.getMinutes() * 60 + now.getSeconds() - watching + DAY) % DAY;
  expect(behind).toBeLessThan(40);
  const seen = watching - secondsOf(await start.inputValue());
  expect(seen).toBeGreaterThan(0);
  expect(seen).toBeLessThanOrEqual(30);
  await expect(panel.getByText(/The end is still live/)).toHaveCount(0);

  // 10 s ending 2 s before the moment on screen: already recorded.
  await start.fill(timeOf(watching - 12));
  await end.fill(timeOf(watching - 2));
  await expect(panel.getByText(/The end is still live/)).toHaveCount(0);
  const name = `Live clip ${Date.now().toString(36)}`;
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await panel.getByText('Goal', { exact: true }).click();
  await panel.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Clip created')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: name })).toContainText(/Queued — this may take up to 5 minutes|Processing|Ready to share/);

  await page.goto('/profile/clips');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByText('Ready', { exact: true })).toBeVisible({ timeout: 60_000 });

  const seconds = await downloadedClipSeconds(page, card, name);
  // The 10 s asked for, cut on the keyframes around them: no more than a 2 s segment beyond each end.
  expect(seconds).toBeGreaterThan(9.9);
  expect(seconds).toBeLessThan(14.1);

  await deleteClip(page, card, name);
});

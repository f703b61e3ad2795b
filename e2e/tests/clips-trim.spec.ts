import { expect, test } from '@playwright/test';
import { signInWithForm } from '../support/accounts';
import { deleteClip } from '../support/my-clips';
import { MEDIA_READY_TIMEOUT_MS, expectPlayingPast, findEvent, playFromTheStart, videoTime } from '../support/playback';

// The journey may first wait for the demo videos of a fresh server, then for the clip to be made.
test.describe.configure({ timeout: MEDIA_READY_TIMEOUT_MS + 120_000 });

// The laptop screen the clip panel's preview once played out of view on.
test.use({ viewport: { width: 1366, height: 768 } });

test('a fan clips what was just seen of a replay, trims it by keyboard, previews it in view, renames it, and sees the clips used', async ({ page, request }) => {
  const event = await findEvent(request, { stream_status: 'vod', pricing_type: 'free', expect: 'playable' });

  await signInWithForm(page, 'fan@varsity.test', 'season-ticket');
  await page.goto(`/watch/${event.id}`);
  await expect(page.locator('video')).toHaveAttribute('data-phase', 'main', { timeout: 90_000 });
  await playFromTheStart(page);
  await expectPlayingPast(page, 2);

  await page.getByRole('button', { name: 'Clip' }).click();
  const panel = page.getByRole('form', { name: 'Make a clip' });
  const start = panel.getByRole('textbox', { name: 'Start', exact: true });
  const end = panel.getByRole('textbox', { name: 'End', exact: true });
  // What was just seen: the demo replay lasts 30 s, so before its end the clip is its first (and last) 30 s.
  await expect(start).toHaveValue('00:00:00');
  await expect(end).toHaveValue('00:00:30');

  // The trim timeline's start handle, moved by the keyboard: Page Up is 10 s on.
  const trim = panel.getByRole('group', { name: 'Trim the clip' });
  await trim.getByRole('slider', { name: 'Start of the clip' }).focus();
  await page.keyboard.press('PageUp');
  await page.keyboard.press('ArrowLeft');
  await expect(start).toHaveValue('00:00:09');
  await expect(trim).toContainText('21 s clip');
  // Typed as a player shows it.
  await end.fill('0:25');
  await expect(trim.getByRole('slider', { name: 'End of the clip' })).toHaveAttribute('aria-valuetext', '00:00:25');

  // The preview plays on the player, which comes into view while it plays.
  await panel.getByRole('button', { name: 'Preview' }).click();
  const video = page.locator('video[data-phase="main"]');
  await expect(video).toBeInViewport({ ratio: 0.9 });
  await expect.poll(() => videoTime(page), { message: 'the preview plays from the start chosen', timeout: 30_000 }).toBeGreaterThan(9.5);
  await expect(video).toBeInViewport({ ratio: 0.9 });

  const name = `Trimmed ${Date.now().toString(36)}`;
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await panel.getByText('Save', { exact: true }).click();
  await panel.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Clip created')).toBeVisible();

  await page.goto('/profile/clips');
  // The demo channel caps clips at 25; other journeys of the same fan may hold some too.
  await expect(page.getByText(/^\d+ of 25 clips used\.$/)).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  // The span actually cut covers the whole range asked: from the keyframe at or before 9 s to the segment boundary at
  // or after 25 s, on the demo replay's 2 s segments (docs/decisions/0059-clip-sharing-and-spans.md).
  await expect(card).toContainText('00:00:08 to 00:00:26');

  const renamed = `${name} renamed`;
  await card.getByRole('button', { name: `Rename ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename this clip' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(renamed);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Clip renamed')).toBeVisible();
  const renamedCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: renamed }) });
  await expect(renamedCard).toBeVisible();
  // Renamed on the server too.
  await page.reload();
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible();

  await deleteClip(page, renamedCard, renamed);
});

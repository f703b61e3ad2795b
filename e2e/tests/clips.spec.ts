import { expect, test } from '@playwright/test';
import { MEDIA_READY_TIMEOUT_MS, expectPlayingPast, findEvent, playFromTheStart } from '../support/playback';
import { signInWithForm } from '../support/accounts';
import { deleteClip, downloadedClipSeconds } from '../support/my-clips';

// The journey may first wait for the demo videos of a fresh server, then for the clip to be made.
test.describe.configure({ timeout: MEDIA_READY_TIMEOUT_MS + 120_000 });

test('a fan clips 00:00:05–00:00:15 of a replay, shares it with a visitor, downloads the MP4, and deletes it', async ({ page, browser, request }) => {
  const event = await findEvent(request, { stream_status: 'vod', pricing_type: 'free', expect: 'playable' });

  await signInWithForm(page, 'fan@varsity.test', 'season-ticket');

  await page.goto(`/watch/${event.id}`);
  // A first visit meets the ad first; the clip is of the programme after it.
  await expect(page.locator('video')).toHaveAttribute('data-phase', 'main', { timeout: 90_000 });
  await playFromTheStart(page);

  await page.getByRole('button', { name: 'Clip' }).click();
  const panel = page.getByRole('form', { name: 'Make a clip' });
  await panel.getByRole('textbox', { name: 'Start', exact: true }).fill('00:00:05');
  await panel.getByRole('textbox', { name: 'End', exact: true }).fill('00:00:15');
  const name = `Journey clip ${Date.now().toString(36)}`;
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await panel.getByText('Goal', { exact: true }).click();
  await panel.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Clip created')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: name })).toContainText(/Queued — this may take up to 5 minutes|Processing|Ready to share/);

  // My clips polls until the clip is made.
  await page.goto('/profile/clips');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByText('Ready', { exact: true })).toBeVisible({ timeout: 60_000 });
  const sharePath = await card.getByRole('link', { name: `Play ${name}` }).getAttribute('href');
  expect(sharePath).toMatch(/^\/share\/\d+\/[0-9a-f-]{36}$/);

  // Someone signed out opens the link and the clip plays, with the way to the whole event.
  const visitor = await browser.newContext();
  // What a chat app reads: the clip's title and card, and no MP4 for anyone holding the link.
  const html = await (await request.get(sharePath!)).text();
  expect(html).toContain(`<title>${name} | Varsity Sports Network</title>`);
  expect(html).toMatch(/<meta property="og:image" content="[^"]+\/share\/\d+\/[0-9a-f-]{36}\/poster\.jpg">/);
  expect(html).not.toContain('.mp4');
  const shared = await visitor.newPage();
  await shared.goto(sharePath!);
  await expect(shared.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(shared.getByRole('link', { name: 'Watch the full event' })).toHaveAttribute('href', `/watch/${event.id}`);
  await expectPlayingPast(shared, 1);

  // The download holds the 10 s asked for, cut on the keyframes around them: 4 to 16 s of the 2 s segments.
  const seconds = await downloadedClipSeconds(page, card, name);
  expect(seconds).toBeGreaterThan(11.9);
  expect(seconds).toBeLessThan(12.1);

  await deleteClip(page, card, name);

  // The link now leads nowhere.
  await shared.reload();
  await expect(shared.getByText('Sorry! - Game Not Found')).toBeVisible();
  await visitor.close();
});

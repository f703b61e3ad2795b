import { expect, test } from '@playwright/test';
import { signInToConsole } from '../support/console';
import { MEDIA_READY_TIMEOUT_MS, expectPlayingPast, findEvent } from '../support/playback';

// A fresh server makes its demo videos first (findEvent waits for them); the journey itself takes a few seconds.
test.describe.configure({ timeout: MEDIA_READY_TIMEOUT_MS + 60_000 });

test("the scorekeeper's +1 in the console shows on the viewer's player of a live event within seconds", async ({ page, browser }) => {
  const event = await findEvent(page.request, { stream_status: 'live', pricing_type: 'free', expect: 'playable' });

  // A viewer watches the live simulated event.
  await page.goto(`/watch/${event.id}`);
  // A visitor sees the preroll first; the live's controls come with the programme.
  await expect(page.locator('video')).toHaveAttribute('data-phase', 'main', { timeout: 60_000 });
  await expect(page.locator('media-live-button').getByText('Live', { exact: true })).toBeVisible();
  await expectPlayingPast(page, 0);

  // The owner opens the event's scorekeeper screen from the console's Scores menu on a phone-sized screen.
  const consoleContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const keeper = await consoleContext.newPage();
  await signInToConsole(keeper, undefined, '/admin/channels/varsity/scores');
  await keeper.goto('/admin/channels/varsity/scores');
  await keeper.getByRole('region', { name: 'Live now' }).getByRole('link', { name: new RegExp(event.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
  const plusHome = keeper.getByRole('button', { name: /^\+1 / }).first();
  await expect(plusHome).toBeVisible();
  const board = keeper.getByRole('region', { name: 'Current score' });
  const before = Number(await board.getByTestId('home-score').textContent());
  const away = Number(await board.getByTestId('away-score').textContent());
  await plusHome.click();
  await expect(board.getByTestId('home-score')).toHaveText(String(before + 1));

  // The viewer's player shows it without a reload.
  await expect(page.getByTestId('score-bug')).toContainText(`${before + 1}–${away}`, { timeout: 10_000 });
  await consoleContext.close();
});

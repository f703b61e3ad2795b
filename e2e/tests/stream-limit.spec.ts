import { type Browser, type Page, expect, test } from '@playwright/test';
import { registerAccount, signInWithForm } from '../support/accounts';
import { copyOfChannel, signInToConsole } from '../support/console';
import { MEDIA_READY_TIMEOUT_MS, findEvent, playFromTheStart } from '../support/playback';

// A fresh server may first make the demo videos; the journey itself takes well under a minute.
test.describe.configure({ timeout: MEDIA_READY_TIMEOUT_MS + 60_000 });

/** The viewer on a browser of their own (a context: its own key, so its own device), on the event's page. */
async function viewerWatching(browser: Browser, channel: string, viewer: { email: string; password: string }, eventId: number): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/?channel=${channel}`);
  await signInWithForm(page, viewer.email, viewer.password);
  await page.goto(`/watch/${eventId}`);
  return page;
}

test("with a limit of 2 set in the console, a viewer's third browser is refused with the two watching, stops one and plays", async ({ browser, page, request }) => {
  // A copy of the demo channel and a viewer of its own: the limit must not refuse the demo fans other journeys sign in as.
  await signInToConsole(page);
  const channel = await copyOfChannel(page.request, 'varsity', 'limit');
  const viewer = await registerAccount(request, 'limit', channel);
  const event = await findEvent(request, { channel, stream_status: 'vod', pricing_type: 'free', expect: 'playable', nth: 1 });

  await page.goto(`/admin/channels/${channel}/settings`);
  const setting = page.getByRole('region', { name: 'Devices watching at once' });
  await setting.getByLabel('Limit').selectOption('2');
  await setting.getByRole('button', { name: 'Save limit' }).click();
  await expect(page.getByText('Stream limit saved')).toBeVisible();

  const first = await viewerWatching(browser, channel, viewer, event.id);
  await playFromTheStart(first);
  const second = await viewerWatching(browser, channel, viewer, event.id);
  await playFromTheStart(second);

  const third = await viewerWatching(browser, channel, viewer, event.id);
  const refusal = third.getByRole('alert').filter({ hasText: 'You are watching on too many devices' });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByText('This channel allows 2 devices at a time.')).toBeVisible();
  const watching = refusal.getByRole('list', { name: 'Devices watching now' }).getByRole('listitem');
  await expect(watching).toHaveCount(2);
  await expect(watching.first()).toContainText(event.name);
  await expect(third.locator('video')).toHaveCount(0);

  await watching.first().getByRole('button', { name: /^Stop watching on / }).click();
  await expect(refusal).toBeHidden();
  await playFromTheStart(third);
});

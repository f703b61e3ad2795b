import { type Browser, type Page, expect, test } from '@playwright/test';
import { registerAccount, signInWithForm } from '../support/accounts';
import { consoleCall, signInToConsole } from '../support/console';

/** A viewer signed in on their own browser context, on the watch page of the event. */
async function viewerOn(browser: Browser, label: string, eventId: number): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await registerAccount(context.request, label);
  await signInWithForm(page, account.email, account.password);
  await page.goto(`/watch/${eventId}`);
  await expect(page.getByRole('complementary', { name: 'Live chat' }).getByRole('textbox', { name: 'Your message' })).toBeVisible();
  return page;
}

const chatLog = (page: Page) => page.getByRole('complementary', { name: 'Live chat' }).getByRole('log', { name: 'Chat messages' });

async function say(page: Page, text: string): Promise<void> {
  const box = page.getByRole('complementary', { name: 'Live chat' }).getByRole('textbox', { name: 'Your message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

test('two viewers chat during a live; a moderator deletes a message and it vanishes for both', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signInToConsole(page);
  const categories = (await consoleCall(page.request, 'GET', '/channels/varsity/categories')) as Array<{ id: number }>;
  const name = `Chat Derby ${Date.now()}`;
  const event = (await consoleCall(page.request, 'POST', '/channels/varsity/events', {
    name,
    event_utc_ts: new Date(Date.now() - 60_000).toISOString(),
    end_utc_ts: new Date(Date.now() + 3_600_000).toISOString(),
    time_zone: 'America/Chicago',
    pricing_type: 'free',
    event_category_id: categories[0]!.id,
  })) as { id: number };

  const first = await viewerOn(browser, 'chat-one', event.id);
  const second = await viewerOn(browser, 'chat-two', event.id);
  const unique = Date.now().toString(36);
  await say(first, `Kick-off ${unique} 🎉`);
  await say(second, `What a pass ${unique}`);
  for (const viewer of [first, second]) {
    await expect(chatLog(viewer).getByText(`Kick-off ${unique} 🎉`)).toBeVisible();
    await expect(chatLog(viewer).getByText(`What a pass ${unique}`)).toBeVisible();
  }

  await page.goto('/admin/channels/varsity/chat');
  const picker = page.getByLabel('Event');
  await picker.selectOption(String(await picker.locator('option', { hasText: name }).getAttribute('value')));
  const row = page.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: `Kick-off ${unique}` });
  await row.getByRole('button', { name: /^Delete the message of/ }).click();
  await expect(row).toContainText('(deleted)');

  for (const viewer of [first, second]) {
    await expect(chatLog(viewer).getByText(`Kick-off ${unique} 🎉`)).toHaveCount(0);
    await expect(chatLog(viewer).getByText(`What a pass ${unique}`)).toBeVisible();
  }
});

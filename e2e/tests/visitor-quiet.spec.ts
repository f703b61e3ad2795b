import { type Page, expect, test } from '@playwright/test';
import { consoleCall, signInToConsole } from '../support/console';

/** Every answer of 400 or more the page received, and every console message that names one. */
function watchFailures(page: Page) {
  const failed: string[] = [];
  const logged: string[] = [];
  page.on('response', (answer) => {
    if (answer.status() >= 400) failed.push(`${answer.status()} ${answer.request().method()} ${new URL(answer.url()).pathname}`);
  });
  page.on('requestfailed', (sent) => failed.push(`failed ${sent.method()} ${new URL(sent.url()).pathname}`));
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  return { failed, logged };
}

test('a visitor’s page loads ask nothing that answers 401: the first visit, a reload and the next page', async ({ page }) => {
  const { failed, logged } = watchFailures(page);
  const profileCalls: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/profile') profileCalls.push(sent.url());
  });

  await page.goto('/');
  // Start-up (key, settings, bootstrap and, for a signed-in key, the profile) is over once the shell shows.
  await expect(page.getByRole('banner')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.goto('/upcoming');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(profileCalls).toEqual([]);
  expect(failed.filter((line) => line.startsWith('401'))).toEqual([]);
  expect(logged.filter((text) => text.includes('401'))).toEqual([]);
});

test('a visitor who rejects the cookie notice sends no analytics and loads no Google tag, on any page', async ({ page }) => {
  test.setTimeout(120_000);
  // A copy of the demo channel with a measurement id, so that the shared demo data stays as it is.
  await signInToConsole(page);
  const key = `reject-${Date.now().toString(36)}`;
  const exported = (await consoleCall(page.request, 'GET', '/channels/varsity/export')) as { channel: { settings: Record<string, unknown> } };
  const document = { ...exported, channel: { ...exported.channel, settings: { ...exported.channel.settings, google_analytics: 'G-E2EREJECT1' } } };
  await consoleCall(page.request, 'POST', '/channels/import', { channel_key: key, hostnames: [], name: `Copy ${key}`, document });

  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/datalake/') || url.hostname.endsWith('googletagmanager.com')) sent.push(request.url());
  });
  await page.route('https://www.googletagmanager.com/**', (route) => route.abort());

  // The analytics chunk loads once the browser is idle after the first render (which may come before the notice is
  // answered, so it is awaited from the start): it is there to refuse.
  const analyticsLoaded = page.waitForRequest((request) => /\/assets\/analytics-main[^/]*\.js$/.test(new URL(request.url()).pathname), { timeout: 30_000 });
  // Localhost skips analytics unless the visit asks for it: asked here, so only the refusal can keep it quiet.
  await page.goto(`/?channel=${key}&analytics=on`);
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  const reject = notice.getByRole('button', { name: 'Reject' });
  const accept = notice.getByRole('button', { name: 'Accept' });
  // The same weight: the same size.
  const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()];
  expect(rejectBox && { width: Math.round(rejectBox.width), height: Math.round(rejectBox.height) }).toEqual(acceptBox && { width: Math.round(acceptBox.width), height: Math.round(acceptBox.height) });

  await reject.click();
  await expect(notice).toBeHidden();
  await analyticsLoaded;
  await page.locator('nav a[href^="/"]:not([href="/"])').first().click();
  await expect(page).not.toHaveURL(/\?channel=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Leaving hands whatever waits to sendBeacon: a refusal leaves nothing.
  await page.goto('about:blank');

  expect(sent).toEqual([]);
});

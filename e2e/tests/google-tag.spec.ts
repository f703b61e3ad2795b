import { type Page, type Response, expect, test } from '@playwright/test';
import { consoleCall, signInToConsole } from '../support/console';

const MEASUREMENT_ID = 'G-E2ETEST01';

/** The app's analytics code, which loads a few seconds after the first render (lib/analytics/start-when-idle.ts). */
const analyticsCode = (page: Page) => page.waitForResponse((response) => /\/assets\/analytics-main-[\w-]+\.js$/.test(new URL(response.url()).pathname), { timeout: 30_000 });

/**
 * Waits until the app has loaded its analytics code and started it: a second import of the module resolves after the
 * app's own, whose callback starts analytics (and the Google tag when it may load); a macrotask later, what that
 * start deferred has run too.
 */
async function analyticsStarted(page: Page, code: Promise<Response>): Promise<void> {
  const url = (await code).url();
  await page.evaluate(async (src) => {
    await import(src);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }, url);
}

const tagScripts = (page: Page) => page.locator('script[src^="https://www.googletagmanager.com/"]').count();

/** The data layer's gtag calls, as arrays. */
const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((entry) => JSON.parse(JSON.stringify(Array.from(entry))) as unknown[]));

test('the Google tag loads only once the cookie notice is accepted, with the channel’s id, and reports page views', async ({ page }) => {
  // A copy of the demo channel with a measurement id, so that the shared demo data stays as it is.
  await signInToConsole(page);
  const key = `gtag-${Date.now().toString(36)}`;
  const exported = (await consoleCall(page.request, 'GET', '/channels/varsity/export')) as { channel: { settings: Record<string, unknown> } };
  const document = { ...exported, channel: { ...exported.channel, settings: { ...exported.channel.settings, google_analytics: MEASUREMENT_ID } } };
  await consoleCall(page.request, 'POST', '/channels/import', { channel_key: key, hostnames: [], name: `Copy ${key}`, document });

  // Nothing goes to the outside network: the tag's script is answered here.
  const tagRequests: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    tagRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* gtag.js */' });
  });

  const code = analyticsCode(page);
  // Arriving by a link that carries secrets beside campaign parameters: only the latter may reach Google.
  await page.goto(`/?channel=${key}&utm_source=journey&email=fan%40example.com&code=123456`);
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await expect(notice).toBeVisible();
  await analyticsStarted(page, code);
  expect(await tagScripts(page)).toBe(0);
  expect(tagRequests).toEqual([]);
  expect(await dataLayer(page)).toEqual([]);

  await notice.getByRole('button', { name: 'Accept' }).click();
  await expect.poll(() => tagRequests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`]);
  const pageViews = (entries: unknown[][]) => entries.filter((entry) => entry[1] === 'page_view').map((entry) => entry[2] as { page_location: string; page_title: string });
  // Loading the tag and recording the page view are two steps: the check waits for the second, whatever their order.
  await expect
    .poll(async () => pageViews(await dataLayer(page)))
    .toEqual([{ page_location: new URL(`/?channel=${key}&utm_source=journey`, page.url()).href, page_title: await page.title(), send_to: MEASUREMENT_ID }]);
  const layer = await dataLayer(page);
  expect(layer).toContainEqual(['config', MEASUREMENT_ID, { send_page_view: false }]);
  expect(JSON.stringify(layer)).not.toMatch(/123456|fan(%40|@)example/);

  const homeTitle = await page.title();
  // A route change is a page_view of the new page.
  await page.locator('nav a[href^="/"]:not([href="/"])').first().click();
  await expect(page).not.toHaveURL(/\/\?channel=/);
  const url = page.url();
  // Named with the title the new screen gives itself, not the one of the page before.
  await expect(page).not.toHaveTitle(homeTitle);
  await expect.poll(async () => pageViews(await dataLayer(page)).at(-1)).toEqual({ page_location: url, page_title: await page.title(), send_to: MEASUREMENT_ID });
  expect(tagRequests).toHaveLength(1);
});

test('no Google tag for a channel without a measurement id, even after consent', async ({ page }) => {
  const tagRequests: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    tagRequests.push(route.request().url());
    return route.abort();
  });
  const code = analyticsCode(page);
  await page.goto('/');
  await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Accept' }).click();
  await analyticsStarted(page, code);
  expect(await tagScripts(page)).toBe(0);
  expect(tagRequests).toEqual([]);
  expect(await dataLayer(page)).toEqual([]);
});

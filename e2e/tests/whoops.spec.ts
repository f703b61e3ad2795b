import { expect, test } from '@playwright/test';

test('when the API key request fails, Whoops counts down from 60 then reload recovers', async ({ page }) => {
  let keyRequests = 0;
  let failKeys = true;
  await page.route('**/api/get_api_key', async (route) => {
    keyRequests += 1;
    if (failKeys) await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Something went wrong","code":"INTERNAL"}' });
    else await route.continue();
  });
  // The clock moves only when the test moves it: on a busy machine a second of real time may pass between two
  // checks, and a running countdown would move with it.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);

  await page.goto('/');
  // The key call is retried once after 1 s before the app gives up. The app sets that second only once it has read the
  // failure, which a busy machine may do after the route counted the request: the clock moves until the retry comes.
  await expect.poll(() => keyRequests).toBe(1);
  await expect
    .poll(async () => {
      await page.clock.runFor(500);
      return keyRequests;
    })
    .toBe(2);

  await expect(page.getByText('Apologies! Our service is currently experiencing technical difficulties. Please refresh the page')).toBeVisible();
  const reload = page.getByRole('button', { name: /reload/i });
  await expect(reload).toBeDisabled();
  await expect(reload).toContainText('60');

  await page.clock.runFor(30_000);
  await expect(reload).toContainText('30');
  await expect(reload).toBeDisabled();

  await page.clock.runFor(30_000);
  await expect(reload).toBeEnabled();

  failKeys = false;
  const before = keyRequests;
  await page.clock.resume();
  await reload.click();
  await expect(page.getByRole('banner').getByText('Varsity Sports Network')).toBeVisible();
  expect(keyRequests).toBeGreaterThan(before);
});

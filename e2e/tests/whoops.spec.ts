import { expect, test } from '@playwright/test';

test('when the API key request fails, Whoops counts down from 60 then reload recovers', async ({ page }) => {
  let keyRequests = 0;
  let failKeys = true;
  await page.route('**/api/get_api_key', async (route) => {
    keyRequests += 1;
    if (failKeys) await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Something went wrong","code":"INTERNAL"}' });
    else await route.continue();
  });
  await page.clock.install();

  await page.goto('/');
  // The key call is retried once after 1 s before the app gives up.
  await page.clock.runFor(1_500);

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
  await reload.click();
  await expect(page.getByRole('banner').getByText('Varsity Sports Network')).toBeVisible();
  expect(keyRequests).toBeGreaterThan(before);
});

import { expect, test } from '@playwright/test';

test('a ?channel= link to an unknown channel says so, and its link leads to the site’s own channel', async ({ page }) => {
  await page.goto('/?channel=no-such-channel');
  await expect(page.getByRole('heading', { name: 'Channel not found' })).toBeVisible();
  await expect(page.getByText(/no-such-channel/)).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);

  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('banner').getByText('Varsity Sports Network')).toBeVisible();
});

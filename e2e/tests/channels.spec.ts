import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT } from '../support/browser';
import { channelColor } from '../support/channel';

async function expectFrenchChannel(page: Page, request: APIRequestContext) {
  await expect(page.getByRole('banner').getByText('Réseau Sport Universitaire')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('body')).toHaveCSS('background-color', await channelColor(request, 'universitaire', 'body-background'));
  await expect(page.getByRole('banner')).toHaveCSS('background-color', await channelColor(request, 'universitaire', 'header-background'));
  await expect(page.getByRole('banner')).toHaveCSS('background-color', /^rgba?\(15, 61, 46/);
  // The footer loads as the visitor scrolls down to it.
  await page.keyboard.press('End');
  await expect(page.getByRole('contentinfo')).toContainText('CAD');
}

test('the second channel by its hostname has its own colours, language and currency', async ({ page, request }) => {
  await page.goto(`http://universitaire.localhost:${E2E_PORT}/`);
  await expectFrenchChannel(page, request);
});

test('the second channel by ?channel= keeps itself across navigation', async ({ page, request }) => {
  await page.goto('/?channel=universitaire');
  await expectFrenchChannel(page, request);
  await page.goto('/faq');
  await expectFrenchChannel(page, request);
});

test('the first channel shows US dollars', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('contentinfo')).toContainText('USD');
});

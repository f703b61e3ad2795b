import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../support/browser';

async function expectFrenchChannel(page: Page) {
  await expect(page.getByRole('banner').getByText('Réseau Sport Universitaire')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(251, 247, 239)');
  await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(15, 61, 46)');
  await expect(page.getByRole('contentinfo')).toContainText('CAD');
}

test('the second channel by its hostname has its own colours, language and currency', async ({ page }) => {
  await page.goto(`http://universitaire.localhost:${E2E_PORT}/`);
  await expectFrenchChannel(page);
});

test('the second channel by ?channel= keeps itself across navigation', async ({ page }) => {
  await page.goto('/?channel=universitaire');
  await expectFrenchChannel(page);
  await page.goto('/faq');
  await expectFrenchChannel(page);
});

test('the first channel shows US dollars', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText('USD');
});

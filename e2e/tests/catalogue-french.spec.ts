import { expect, test } from '@playwright/test';

test('the French channel shows French labels and dates', async ({ page }) => {
  await page.goto('/?channel=universitaire');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'En direct' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'À venir' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Tout voir' }).first()).toBeVisible();

  await page.goto('/upcoming');
  await expect(page.getByRole('group', { name: 'Afficher' }).getByRole('button', { name: 'À venir' })).toHaveAttribute('aria-pressed', 'true');
  const firstTime = main.getByRole('article').first().locator('time');
  await expect(firstTime).toHaveText(/^(lun|mar|mer|jeu|ven|sam|dim)\. \d{1,2} \S+ · \d{2}:\d{2}/);
  await expect(main.getByRole('article').first().getByText(/^(Gratuit|Inscription|Payant|Paiement à la carte)$/)).toBeVisible();
});

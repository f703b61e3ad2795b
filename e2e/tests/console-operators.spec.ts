import { expect, test } from '@playwright/test';
import { signInToConsole } from '../support/console';

test('the owner adds an operator with a role on one channel; they sign in with the temporary password, choose their own and see that channel alone; once deleted they cannot sign in', async ({ page, browser }) => {
  const email = `scorer-${Date.now().toString(36)}@example.test`;
  await signInToConsole(page);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Operators' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Operators' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Operators' }).getByRole('link', { name: 'Demo owner' })).toBeVisible();

  await page.getByRole('link', { name: 'New operator' }).click();
  await page.getByLabel(/^Name/).fill('Riley Scorer');
  await page.getByLabel(/^Email/).fill(email);
  const roles = page.getByRole('group', { name: 'Role on each channel' });
  await roles.getByLabel('Varsity Sports Network').selectOption({ label: 'Scorekeeper' });
  await page.getByRole('button', { name: 'Create operator' }).click();
  const shown = page.getByRole('region', { name: 'Temporary password' });
  await expect(shown).toBeVisible();
  const temporary = (await shown.locator('code').textContent())!.trim();
  expect(temporary.length).toBeGreaterThanOrEqual(12);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Riley Scorer' })).toBeVisible();
  await expect(roles.getByLabel('Varsity Sports Network')).toHaveValue('scorekeeper');

  // The new operator, in a browser of their own: the temporary password first asks for their own.
  const theirs = await browser.newContext();
  try {
    const them = await theirs.newPage();
    await signInToConsole(them, { email, password: temporary });
    await expect(them.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
    await them.getByLabel('Current password').fill(temporary);
    await them.getByLabel('New password').fill('keeps-the-score-42');
    await them.getByRole('button', { name: 'Save and continue' }).click();
    const channels = them.getByRole('list', { name: 'Your channels' });
    await expect(channels.locator('a[href="/admin/channels/varsity"]')).toContainText('Varsity Sports Network');
    await expect(channels.getByRole('link')).toHaveCount(1);
    // A scorekeeper manages no one: no Team entries, and the operators' API says so.
    await expect(them.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Operators' })).toHaveCount(0);
    expect((await them.request.get('/api/admin/operators')).status()).toBe(403);

    // The owner deletes them, after confirming; their session ends and their password no longer signs in.
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this operator?' }).getByRole('button', { name: 'Delete operator' }).click();
    await expect(page).toHaveURL(/\/admin\/operators$/);
    const table = page.getByRole('table', { name: 'Operators' });
    await expect(table.getByRole('link', { name: 'Demo owner' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Riley Scorer' })).toHaveCount(0);
    expect((await them.request.get('/api/admin/me')).status()).toBe(401);
    const again = await them.request.post('/api/admin/auth/login', { data: { email, password: 'keeps-the-score-42' } });
    expect(again.status()).toBe(401);
  } finally {
    await theirs.close();
  }
});

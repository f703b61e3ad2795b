import { expect, test } from '@playwright/test';
import { CONSOLE_OWNER } from '../support/console';

test('the owner signs in to the console, picks a channel, finds its navigation and signs out; signed out, the audit log asks to sign in', async ({ page }) => {
  // Signed out, a console screen goes to the login page, which comes back to it afterwards.
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Faudit$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await page.getByLabel('Email').fill(CONSOLE_OWNER.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');

  await page.getByLabel('Password').fill(CONSOLE_OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();

  // The channel picker lists both demo channels (and any channel another journey has made meanwhile).
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Channels' }).click();
  const channels = page.getByRole('list', { name: 'Your channels' });
  // By address: a copy another journey imports keeps its channel's name.
  const varsity = channels.locator('a[href="/admin/channels/varsity"]');
  await expect(varsity).toContainText('Varsity Sports Network');
  await expect(channels.locator('a[href="/admin/channels/universitaire"]')).toContainText('Réseau Sport Universitaire');

  await varsity.click();
  await expect(page).toHaveURL(/\/admin\/channels\/varsity$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Varsity Sports Network' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Channel' })).toHaveValue('varsity');

  // The switcher opens the other channel.
  await page.getByRole('combobox', { name: 'Channel' }).selectOption('universitaire');
  await expect(page).toHaveURL(/\/admin\/channels\/universitaire$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Réseau Sport Universitaire' })).toBeVisible();

  await page.getByRole('button', { name: 'Demo owner' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  // The session is over on the server too: the audit log asks to sign in again.
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Faudit$/);
  expect((await page.request.get('/api/admin/me')).status()).toBe(401);
});

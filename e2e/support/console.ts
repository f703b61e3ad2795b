import { type Page, expect } from '@playwright/test';

/** The owner the development seed creates (apps/server/src/db/seed). */
export const CONSOLE_OWNER = { email: 'owner@example.test', password: 'run-the-channel' };

/** Signs in to the operator console through its login form and waits for the channel picker (or `next`). */
export async function signInToConsole(page: Page, operator = CONSOLE_OWNER, next?: string): Promise<void> {
  await page.goto(next ? `/admin/login?next=${encodeURIComponent(next)}` : '/admin/login');
  await page.getByLabel('Email').fill(operator.email);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
}

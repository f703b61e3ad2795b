import { type APIRequestContext, type Page, expect } from '@playwright/test';

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

/** A console API call with the signed-in page's session (the page's request context shares its cookies); resolves with `data`, or the whole body when it has none. */
export async function consoleCall(request: APIRequestContext, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) {
  const me = await request.get('/api/admin/me');
  expect(me.status()).toBe(200);
  const { csrf_token } = (await me.json()).data as { csrf_token: string };
  const response = await request.fetch(`/api/admin${path}`, { method, data: body, headers: { 'x-csrf-token': csrf_token } });
  expect(response.ok(), await response.text()).toBe(true);
  const payload = (await response.json()) as Record<string, unknown>;
  return 'data' in payload ? payload.data : payload;
}

/** A copy of a demo channel under a new key (export, then import), so a journey may change it without touching what other journeys see. */
export async function copyOfChannel(request: APIRequestContext, from: string, prefix: string): Promise<string> {
  const key = `${prefix}-${Date.now().toString(36)}`;
  const document = await consoleCall(request, 'GET', `/channels/${from}/export`);
  await consoleCall(request, 'POST', '/channels/import', { channel_key: key, hostnames: [], name: `Copy ${key}`, document });
  return key;
}

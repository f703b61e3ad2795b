import { randomUUID } from 'node:crypto';
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

/** The hostname `copyOfChannel` gives a copy when asked: under `localhost`, which the browser takes to this machine. */
export const hostnameOf = (key: string) => `${key}.localhost`;

/**
 * A copy of a demo channel under a new key (export, then import), so a journey may change it without touching what other
 * journeys see; on a hostname of its own (`hostnameOf`) when asked, as a channel's landing page is sent drawn only there.
 */
export async function copyOfChannel(request: APIRequestContext, from: string, prefix: string, { onItsHostname = false } = {}): Promise<string> {
  const key = `${prefix}-${Date.now().toString(36)}`;
  const document = await consoleCall(request, 'GET', `/channels/${from}/export`);
  await consoleCall(request, 'POST', '/channels/import', { channel_key: key, hostnames: onItsHostname ? [hostnameOf(key)] : [], name: `Copy ${key}`, document });
  return key;
}

/** The seeded varsity channel's analytics key (its 'yare-analytics' setting). */
const VARSITY_ANALYTICS_KEY = 'vsn-web-2025';

/**
 * One replay view of `streamId` on varsity, reported to `/datalake/` as the browser reports it (first frame, then a
 * 30 s heartbeat), then folded into the console's figures; resolves once the console's tables list the stream.
 */
export async function recordAnalyticsView(page: Page, streamId: string): Promise<void> {
  const session = randomUUID().replaceAll('-', '');
  const view = { consent: 'accepted', session, video_view_uuid: randomUUID(), stream_id: streamId, stream_type: 'replay' };
  const send = async (path: string, data: unknown) => {
    const response = await page.request.post(`/datalake/${path}/?key=${VARSITY_ANALYTICS_KEY}`, { data });
    expect(response.ok(), await response.text()).toBe(true);
  };
  await send('video/event', [{ ...view, event: 'play_request' }, { ...view, event: 'first_frame', extras: { startup_ms: 900, bitrate: 800_000 } }]);
  await send('video/viewing', { ...view, viewing_time: 30 });
  await expect
    .poll(
      async () => {
        await consoleCall(page.request, 'POST', '/channels/varsity/analytics/refresh');
        const qoe = (await consoleCall(page.request, 'GET', '/channels/varsity/analytics/qoe')) as { events: Array<{ stream_id: string }> };
        return qoe.events.some((row) => row.stream_id === streamId);
      },
      { message: `the console's figures list stream ${streamId}`, timeout: 60_000, intervals: [1_000, 2_000] },
    )
    .toBe(true);
}

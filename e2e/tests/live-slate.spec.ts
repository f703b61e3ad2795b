import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { apiGet, apiKeyFor } from '../support/catalogue';
import { consoleCall, signInToConsole } from '../support/console';
import { MEDIA_READY_TIMEOUT_MS } from '../support/playback';

const HOUR = 3_600_000;
const OFF_AIR = 'The broadcast will be back in a moment. Stay with us.';

const timeOf = (page: Page, selector: string) => page.locator(selector).evaluate((video: HTMLVideoElement) => video.currentTime);
/** The picture moves: the video's time goes on past where it was. */
async function expectMoving(page: Page, selector: string, message: string): Promise<void> {
  await expect.poll(() => timeOf(page, selector), { message: `${message} starts`, timeout: 30_000 }).toBeGreaterThan(0);
  const from = await timeOf(page, selector);
  await expect.poll(() => timeOf(page, selector), { message: `${message} plays on`, timeout: 30_000 }).toBeGreaterThan(from + 1);
}

/** Until the event's live feed and its slate both play for viewers (the demo videos are made at first start). */
async function waitUntilPlayable(request: APIRequestContext, key: string, id: number, withFeed: boolean): Promise<void> {
  const apiKey = await apiKeyFor(request, key);
  await expect
    .poll(
      async () => {
        const { data } = await apiGet<{ live_slate?: string; media: { kind: number; url: string | null }[] }>(request, `/api/events/${id}`, { api_key: apiKey });
        return Boolean(data.live_slate) && (!withFeed || data.media.some((item) => item.kind === 2 && item.url));
      },
      { message: 'the feed and the slate are ready', timeout: MEDIA_READY_TIMEOUT_MS, intervals: [2_000] },
    )
    .toBe(true);
}

test.describe.configure({ timeout: MEDIA_READY_TIMEOUT_MS + 120_000 });

test('an operator gives a live event a slate; viewers see it loop under the start notice, and when the feed drops, until the feed comes back by itself', async ({ page, browser }, testInfo) => {
  await signInToConsole(page);
  // A channel of its own: no other journey sees these events.
  const key = `slate-${Date.now().toString(36)}`;
  await consoleCall(page.request, 'POST', '/channels', { name: 'Harbour Slate', channel_key: key, hostnames: [], time_zone: 'UTC' });
  const create = async (name: string, startsIn: number) =>
    ((await consoleCall(page.request, 'POST', `/channels/${key}/events`, {
      name,
      event_utc_ts: new Date(Date.now() + startsIn).toISOString(),
      end_utc_ts: new Date(Date.now() + startsIn + 2 * HOUR).toISOString(),
      time_zone: 'UTC',
      pricing_type: 'free',
      video: { id: 'court', kind: 'live' },
    })) as { id: number }).id;
  const live = await create('Harbour Derby', -HOUR / 6);
  const coming = await create('Harbour Cup', 2 * HOUR);

  // The operator attaches the slate in the console: the "Bars" demo video, as the live fallback slate.
  await page.goto(`/admin/channels/${key}/catalogue/events/${live}`);
  const media = page.getByRole('region', { name: 'Media' });
  await media.getByRole('button', { name: 'Attach a video' }).click();
  const picker = page.getByRole('dialog', { name: 'Attach a video to this event' });
  // The copy is not a demo channel: its picker lists the demo videos on request.
  await picker.getByRole('checkbox', { name: 'Show demo videos' }).check();
  await picker.getByLabel('As').selectOption({ label: 'Live fallback slate (looped while the feed is off air)' });
  await picker.getByRole('option', { name: /^Bars/ }).click();
  await expect(media.getByText('Live fallback slate · Bars')).toBeVisible();
  await consoleCall(page.request, 'POST', `/channels/${key}/events/${coming}/media`, { video: 'bars', kind: 'slate' });
  await waitUntilPlayable(page.request, key, live, true);
  await waitUntilPlayable(page.request, key, coming, false);

  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const viewer = await visitor.newPage();

  // Before the start: the slate loops under the start notice.
  await viewer.goto(`/watch/${coming}?channel=${key}`);
  await expect(viewer.getByText('This event has not started yet.', { exact: false })).toBeVisible();
  await expectMoving(viewer, '[data-testid="live-slate"]', 'the slate before the start');

  // Live: the feed plays.
  await viewer.goto(`/watch/${live}?channel=${key}`);
  await expectMoving(viewer, 'video[data-phase="main"]', 'the live feed');

  // The feed drops (its playlists stop answering): the slate loops with the message, not an error.
  const feedPlaylists = /\/live\/court\/[0-9a-z]+\/index\.m3u8/;
  await viewer.route(feedPlaylists, (route) => route.fulfill({ status: 404, body: 'off air' }));
  await expect(viewer.getByText(OFF_AIR)).toBeVisible({ timeout: 60_000 });
  await expect(viewer.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expectMoving(viewer, '[data-testid="live-slate"]', 'the slate while off air');
  for (const width of [1280, 390]) {
    await viewer.setViewportSize({ width, height: 900 });
    await viewer.screenshot({ path: testInfo.outputPath(`live-slate-${width}.png`) });
  }

  // The feed is back: the player returns by itself and the live picture moves again.
  await viewer.unroute(feedPlaylists);
  await expect(viewer.getByText(OFF_AIR)).toHaveCount(0, { timeout: 30_000 });
  await expectMoving(viewer, 'video[data-phase="main"]', 'the live feed after the drop');
  await visitor.close();
});

import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { apiGet, apiKeyFor } from '../support/catalogue';
import { MEDIA_READY_TIMEOUT_MS, expectPlayingPast, findEvent, videoTime, type PlaybackEvent } from '../support/playback';
import { signInWithForm } from '../support/accounts';

// A fresh server may first make the demo videos; the journey itself plays about 12 s of a replay.
test.describe.configure({ timeout: MEDIA_READY_TIMEOUT_MS + 90_000 });

/**
 * The last free replay that plays: other journeys with this account take the first, and a place they save there
 * must not move this journey's. (Demo replays last 30 s, so a place is resumable from 10 s to 28.5 s.)
 */
async function quietReplay(request: APIRequestContext): Promise<PlaybackEvent> {
  await findEvent(request, { stream_status: 'vod', pricing_type: 'free', expect: 'playable' });
  const apiKey = await apiKeyFor(request);
  let found: PlaybackEvent | undefined;
  await expect
    .poll(
      async () => {
        const { data } = await apiGet<PlaybackEvent[]>(request, '/api/events', { api_key: apiKey, stream_status: 'vod', pricing_type: 'free', limit: 100 });
        const replays = data.filter((event) => event.media.some((media) => media.kind === 3));
        found = replays.at(-1);
        return Boolean(found?.media.some((media) => media.kind === 3 && media.url));
      },
      { message: 'the last free replay is playable', timeout: MEDIA_READY_TIMEOUT_MS, intervals: [1_000, 2_000] },
    )
    .toBe(true);
  return found as PlaybackEvent;
}

const pause = (page: Page) => page.locator('media-play-button').click();
const home = (page: Page) => page.locator('header a.brand').click();
const continueWatching = (page: Page) => page.getByRole('region', { name: 'Continue watching' });
const cardOf = (page: Page, eventId: number) => continueWatching(page).getByRole('listitem').filter({ has: page.locator(`a[href="/watch/${eventId}"]`) });

test('a fan leaves a replay part-way, finds it under Continue watching, resumes it where they stopped, then removes it', async ({ page, request }) => {
  const event = await quietReplay(request);

  await signInWithForm(page, 'fan@varsity.test', 'season-ticket');

  await page.goto(`/watch/${event.id}`);
  await expect(page.locator('video')).toHaveAttribute('data-phase', 'main', { timeout: 90_000 });
  await expectPlayingPast(page, 10, 60_000);
  await pause(page);
  const stoppedAt = Math.floor(await videoTime(page));
  expect(stoppedAt).toBeGreaterThanOrEqual(10);
  expect(stoppedAt).toBeLessThan(15);

  // Leaving through the site keeps the place; home lists the replay.
  await home(page);
  const card = cardOf(page, event.id);
  await expect(card).toBeVisible();
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(Math.round((stoppedAt / 30) * 100)));

  // Back in the replay: the offer, then the video from where it stopped.
  await card.locator(`a[href="/watch/${event.id}"]`).click();
  const label = `Resume from 0:${String(stoppedAt).padStart(2, '0')}`;
  await page.getByRole('button', { name: label }).click();
  // The first time seen at or past the stop is the one judged: a busy machine may take a while to read the next.
  let resumedAt = 0;
  await expect.poll(async () => (resumedAt = await videoTime(page)), { message: 'the video starts near where it stopped' }).toBeGreaterThanOrEqual(stoppedAt - 0.5);
  expect(resumedAt).toBeLessThan(stoppedAt + 3);
  await expectPlayingPast(page, stoppedAt + 0.5);
  await expect(page.getByRole('button', { name: label })).toHaveCount(0);
  await pause(page);

  // Taken off the rail, it stays off.
  await home(page);
  await cardOf(page, event.id).getByRole('button', { name: /^Remove .* from Continue watching$/ }).click();
  await expect(cardOf(page, event.id)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Live now' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My teams' })).toBeVisible();
  await expect(cardOf(page, event.id)).toHaveCount(0);
});

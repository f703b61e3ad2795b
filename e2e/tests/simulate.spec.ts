import { expect, test } from '@playwright/test';
import { apiGet, apiKeyFor } from '../support/catalogue';
import { MEDIA_READY_TIMEOUT_MS, type PlaybackEvent, expectPlayingPast, findEvent, videoTime } from '../support/playback';

interface WireFeed {
  event_id: number;
  name: string;
  feed_status: 'waiting' | 'running' | 'stopped';
}

test.describe.configure({ timeout: MEDIA_READY_TIMEOUT_MS + 60_000 });

test('an operator starts a simulated feed, viewers watch it live, then the operator stops it', async ({ page, request }) => {
  // An upcoming free event far in the future, whose video is ready and whose feed waits for its start:
  // other journeys do not use it.
  await findEvent(request, { stream_status: 'upcoming', pricing_type: 'free', expect: 'playable' });
  const apiKey = await apiKeyFor(request);
  const { data: feeds } = await apiGet<WireFeed[]>(request, '/api/simulate', { api_key: apiKey });
  const { data: upcoming } = await apiGet<PlaybackEvent[]>(request, '/api/events', { api_key: apiKey, stream_status: 'upcoming', pricing_type: 'free', limit: 100 });
  const ready = new Set(upcoming.filter((event) => event.media.some((media) => media.kind === 2 && media.url)).map((event) => event.id));
  const feed = feeds.filter((candidate) => candidate.feed_status === 'waiting' && ready.has(candidate.event_id)).at(-1);
  expect(feed, 'a free upcoming event with its video ready and a waiting feed').toBeDefined();
  const { event_id: id, name } = feed as WireFeed;

  await page.goto('/simulate');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row.getByText('Waiting')).toBeVisible();
  await row.getByRole('button', { name: `Start the live feed of ${name}` }).click();
  await expect(row.getByText('Live', { exact: true })).toBeVisible();
  await expect(row.getByText('set by an operator')).toBeVisible();

  await row.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/watch/${id}$`));
  // A visitor sees the preroll first; the live's controls come with the programme.
  await expect(page.locator('video')).toHaveAttribute('data-phase', 'main', { timeout: 60_000 });
  await expect(page.locator('media-live-button').getByText('Live', { exact: true })).toBeVisible();
  await expectPlayingPast(page, 0);
  const started = await videoTime(page);
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(started + 1);

  await page.goto('/simulate');
  await row.getByRole('button', { name: `Stop the live feed of ${name}` }).click();
  await expect(row.getByText('Stopped')).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { apiGet, apiKeyFor, matchup, type WireEvent } from '../support/catalogue';

test('on /upcoming a visitor switches status, layout and view, and picks a calendar day', async ({ page, request }) => {
  const apiKey = await apiKeyFor(request);
  const totals = {
    live: (await apiGet<WireEvent[]>(request, '/api/events', { api_key: apiKey, stream_status: 'live', limit: 1 })).meta!.total,
    vod: (await apiGet<WireEvent[]>(request, '/api/events', { api_key: apiKey, stream_status: 'vod', limit: 1 })).meta!.total,
  };
  await page.goto('/upcoming');
  const filters = page.getByRole('region', { name: 'Event filters' });
  const main = page.getByRole('main');

  await filters.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Live' }).click();
  await expect(page).toHaveURL(/type=live/);
  await expect(main.getByRole('status').filter({ hasText: 'events' })).toHaveText(`${Math.min(totals.live, 24)} of ${totals.live} events`);
  await expect(main.getByRole('article').first().getByText('Live', { exact: true })).toBeVisible();

  await filters.getByRole('button', { name: 'Replays' }).click();
  await expect(page).toHaveURL(/type=vod/);
  await expect(main.getByRole('status').filter({ hasText: 'events' })).toHaveText(`${Math.min(totals.vod, 24)} of ${totals.vod} events`);
  await expect(main.getByRole('article').first().getByText('Replay', { exact: true })).toBeVisible();

  await filters.getByRole('button', { name: 'List' }).click();
  await expect(page).toHaveURL(/layout=list/);
  await expect(main.locator('.event-card--list').first()).toBeVisible();

  await filters.getByRole('button', { name: 'Table' }).click();
  await expect(page).toHaveURL(/view=table/);
  await expect(main.getByRole('table')).toBeVisible();
  await expect(main.getByRole('columnheader', { name: 'Date & time' })).toBeVisible();

  // Back to upcoming events, then the day of the next one.
  await filters.getByRole('button', { name: 'Upcoming' }).click();
  const { data: upcoming } = await apiGet<WireEvent[]>(request, '/api/events', { api_key: apiKey, stream_status: 'upcoming', limit: 1 });
  const next = upcoming[0]!;
  const day = await page.evaluate((iso) => {
    const at = new Date(iso);
    return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
  }, next.event_utc_ts);
  const start = await page.evaluate((d) => new Date(`${d}T00:00:00`).getTime() / 1000, day);
  const sameDay = await apiGet<WireEvent[]>(request, '/api/events', { api_key: apiKey, stream_status: 'upcoming', start_date: start, end_date: start + 86_400, limit: 100 });

  await filters.getByLabel('Day').fill(day);
  await expect(page).toHaveURL(new RegExp(`date=${day}`));
  const rows = main.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(sameDay.data.length + 1);
  await expect(main.getByRole('rowheader', { name: matchup(next) }).first()).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { apiGet, apiKeyFor, matchup, type WireEvent } from '../support/catalogue';

const REGION_MESSAGE = 'this content is not available in your region';
const FROM_GB = { 'x-test-country': 'GB' };

test('a viewer from a blocked country sees the region message on the blocked event', async ({ page, request }) => {
  const apiKey = await apiKeyFor(request, 'varsity', FROM_GB);
  const blocked: WireEvent[] = [];
  for (const status of ['live', 'upcoming', 'vod'] as const) {
    const { data } = await apiGet<WireEvent[]>(request, '/api/events', { api_key: apiKey, stream_status: status, limit: 100 }, FROM_GB);
    blocked.push(...data.filter((event) => event.is_geo_blocked));
  }
  expect(blocked.length, 'the seed blacks out an event for GB').toBeGreaterThan(0);
  const event = blocked[0]!;

  await page.setExtraHTTPHeaders(FROM_GB);
  await page.goto('/upcoming');
  const day = await page.evaluate((iso) => {
    const at = new Date(iso);
    return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
  }, event.event_utc_ts);
  await page.goto(`/upcoming?type=${event.stream_status}&date=${day}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: matchup(event) }) });
  await expect(card.getByText(REGION_MESSAGE)).toBeVisible();

  // The same event seen from elsewhere carries no such message.
  await page.setExtraHTTPHeaders({ 'x-test-country': 'US' });
  await page.reload();
  await expect(page.getByRole('link', { name: matchup(event) }).first()).toBeVisible();
  await expect(page.getByText(REGION_MESSAGE)).toHaveCount(0);
});

import { expect, test } from '@playwright/test';
import { apiGet, apiKeyFor } from '../support/catalogue';

// A rail that moves on by itself is motion: the other journeys run with reduced motion (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

interface Rail {
  id: number;
  title: string;
  vod_media_items: Array<{ id: number; title: string }>;
}

test('a VOD library rail moves on by itself every 5 seconds', async ({ page, request }) => {
  const { data: rails } = await apiGet<Rail[]>(request, '/api/vod-media-rails', { api_key: await apiKeyFor(request) });
  const rail = rails.find((candidate) => candidate.vod_media_items.length > 3)!;
  await page.clock.install();
  await page.goto('/vod_library');
  const section = page.getByRole('region', { name: rail.title });
  await expect(section).toBeVisible();
  await page.clock.runFor(1_000);
  const track = section.getByRole('list');
  await expect(section).toHaveAttribute('data-position', '0');
  expect(await track.evaluate((el) => el.scrollLeft)).toBe(0);

  await page.clock.runFor(5_000);
  await expect(section).toHaveAttribute('data-position', '1');
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});

test('the VOD library search finds an item by its title', async ({ page, request }) => {
  const { data: rails } = await apiGet<Rail[]>(request, '/api/vod-media-rails', { api_key: await apiKeyFor(request) });
  const item = rails.flatMap((rail) => rail.vod_media_items).at(-1)!;
  await page.goto('/vod_library');
  await page.getByRole('searchbox', { name: 'Search videos' }).fill(item.title);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=/);
  const result = page.getByRole('region', { name: `Results for “${item.title}”` }).getByRole('link', { name: item.title });
  await expect(result).toBeVisible();
  await expect(result).toHaveAttribute('href', `/watch_library/${item.id}`);
});

import { expect, test } from '@playwright/test';
import { apiGet, apiKeyFor } from '../support/catalogue';

interface Rail {
  vod_media_items: Array<{ id: number; title: string }>;
}

test('a library link naming an item (vod_id, modal) opens that item, not the bare list', async ({ page, request }) => {
  const { data: rails } = await apiGet<Rail[]>(request, '/api/vod-media-rails', { api_key: await apiKeyFor(request) });
  const item = rails.flatMap((rail) => rail.vod_media_items).at(0)!;
  await page.goto(`/vod_library?vod_id=${item.id}&modal=true`);
  await expect(page).toHaveURL(new RegExp(`/watch_library/${item.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
  await expect(page.getByRole('search')).toHaveCount(0);
});

import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiGet, apiKeyFor } from '../support/catalogue';
import { signInToConsole } from '../support/console';

test('an owner downloads a channel as JSON, is shown a broken copy\'s problems, and imports the file as a new channel that viewers reach at once', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  await signInToConsole(page);
  await page.goto('/admin/channels/universitaire');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Export / import' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Export and import' })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download JSON' }).click()]);
  expect(download.suggestedFilename()).toBe('universitaire-channel.json');
  const text = await readFile(await download.path(), 'utf8');
  const document = JSON.parse(text) as { format: string; channel: { name: string }; catalogue: { events: Array<{ category: string | null }> } };
  expect(document.format).toBe('ott-channel');

  // A copy whose first event points at a sport the file does not have: listed, nothing sent.
  const broken = structuredClone(document);
  broken.catalogue.events[0]!.category = 'c999';
  const key = `copy-${Date.now().toString(36)}`;
  await page.getByLabel('Channel file (JSON)').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) });
  await page.getByRole('textbox', { name: 'New channel key' }).fill(key);
  await page.getByRole('textbox', { name: 'Hostname' }).fill(`${key}.localhost`);
  await page.getByRole('button', { name: 'Import' }).click();
  const problems = page.getByRole('alert');
  await expect(problems).toContainText('The file has a problem; nothing was imported:');
  await expect(problems).toContainText('catalogue.events.0.category Refers to no category "c999"');

  await page.getByLabel('Channel file (JSON)').setInputFiles({ name: 'universitaire-channel.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.getByRole('button', { name: 'Import' }).click();
  const done = page.getByRole('status').filter({ hasText: 'was created with' });
  await expect(done).toContainText(`${document.channel.name} was created with ${document.catalogue.events.length} events`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('console-transfer.png'), fullPage: true });

  // Viewers on the new hostname get the copy, with every event of the original.
  const visitor = await browser.newContext();
  const viewer = await visitor.newPage();
  await viewer.goto(`http://${key}.localhost:${new URL(page.url()).port}/`);
  await expect(viewer.getByRole('banner').getByText(document.channel.name)).toBeVisible();
  const total = async (channelKey: string) => (await apiGet<unknown[]>(visitor.request, '/api/events', { api_key: await apiKeyFor(visitor.request, channelKey), limit: 1 })).meta?.total;
  expect(await total(key)).toBe(await total('universitaire'));
  await visitor.close();

  await done.getByRole('link', { name: 'Open the new channel' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/channels/${key}$`));
});

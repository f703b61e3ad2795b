import { type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_PORT } from '../support/browser';
import { apiGet, apiKeyFor } from '../support/catalogue';
import { CONSOLE_OWNER, signInToConsole } from '../support/console';
import { MEDIA_READY_TIMEOUT_MS, type PlaybackEvent, expectPlayingPast } from '../support/playback';

/**
 * The measure: an operator who has never seen the product makes a second branded channel through the
 * console, and viewers see it at once on its own hostname. The hostname is mapped to this machine by the browser.
 */
const HOSTNAME = 'riverside.test';
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${HOSTNAME} 127.0.0.1`] } });
// A fresh server is still making its demo videos: the journey may wait for one.
test.describe.configure({ timeout: MEDIA_READY_TIMEOUT_MS + 180_000 });

const HEADER = '#0d5c63';
const HEADER_RGB = '13, 92, 99';

const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true });

/** `YYYY-MM-DDTHH:mm` for a datetime-local field, `days` from now (whole days: whatever the event's zone, it stays in the past). */
function dayFromNow(days: number, hour: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return `${day.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
}

test('an owner makes a branded channel with content, teams and a playable event in the console, and viewers see it on its hostname', async ({ page, browser }, testInfo) => {
  const started = Date.now();
  const key = `riverside-${Date.now().toString(36)}`;
  await signInToConsole(page, CONSOLE_OWNER);

  // The channel, with its hostname, from the channel picker.
  await page.getByRole('link', { name: 'New channel' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Riverside Athletics');
  await page.getByRole('textbox', { name: 'Channel key' }).fill(key);
  await page.getByRole('textbox', { name: 'Hostnames' }).fill(HOSTNAME);
  await page.getByRole('button', { name: 'Create channel' }).click();
  await expect(page.getByText('Riverside Athletics is created.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/channels/${key}$`));

  // Branding: the header colour, then a logo.
  await nav(page, 'Branding').click();
  await page.getByLabel('Header background', { exact: true }).fill(HEADER);
  await page.getByRole('button', { name: 'Save colours' }).click();
  await expect(page.getByText('Colours saved; viewers see them now.')).toBeVisible();
  const logo = await sharp({ create: { width: 600, height: 160, channels: 4, background: '#ffffff' } })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="160"><circle cx="80" cy="80" r="64" fill="#0d5c63"/></svg>') }])
    .png()
    .toBuffer();
  await page.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'riverside.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByText('Logo uploaded.')).toBeVisible({ timeout: 20_000 });

  // Content: a page, a menu entry to it, an FAQ entry.
  await nav(page, 'Pages').click();
  await page.getByRole('link', { name: 'New page' }).click();
  await page.getByLabel('Title').fill('Season Tickets');
  await page.getByLabel('Path').fill('/season-tickets');
  await page.getByRole('textbox', { name: 'Content' }).fill('## Every home game\n\nOne **season ticket** covers them all.');
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByText('“Season Tickets” saved')).toBeVisible();

  await nav(page, 'Menus').click();
  await page.getByRole('button', { name: 'Add a menu entry' }).click();
  const menuDialog = page.getByRole('dialog', { name: 'New menu entry' });
  await menuDialog.getByLabel('Label').fill('Tickets');
  await menuDialog.getByLabel('Address').fill('/season-tickets');
  await menuDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('“Tickets” saved')).toBeVisible();

  await nav(page, 'FAQ').click();
  await page.getByRole('button', { name: 'Add a question' }).click();
  const faqDialog = page.getByRole('dialog', { name: 'New question' });
  await faqDialog.getByLabel('Question').fill('Where do the Otters play?');
  await faqDialog.getByRole('textbox', { name: 'Answer' }).fill('At the **Riverside Arena**.');
  await faqDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Question saved')).toBeVisible();

  // Catalogue: a sport, two teams, an event with a demo video as its replay.
  await nav(page, 'Sports').click();
  await page.getByRole('button', { name: 'New sport or division' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Water Polo');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('“Water Polo” is saved.')).toBeVisible();

  await nav(page, 'Teams').click();
  for (const [name, short] of [['Riverside Otters', 'Otters'], ['Lakeview Herons', 'Herons']] as const) {
    await page.getByRole('button', { name: 'New team' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Short name', exact: true }).fill(short);
    await page.getByRole('combobox', { name: 'Sport', exact: true }).or(page.getByRole('textbox', { name: 'Sport', exact: true })).fill('Water Polo');
    await page.getByRole('button', { name: 'Create team' }).click();
    await expect(page.getByText(`“${name}” is saved.`)).toBeVisible();
  }

  await nav(page, 'Events').click();
  await page.getByRole('link', { name: 'New event' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Herons at Otters');
  await page.getByLabel('Away team').selectOption({ label: 'Lakeview Herons' });
  await page.getByLabel('Home team').selectOption({ label: 'Riverside Otters' });
  await page.getByLabel('Sport or division').selectOption({ label: 'Water Polo' });
  // Played two days ago, so its video is a replay anyone can watch (free is the default pricing).
  await page.getByLabel(/^Start/).fill(dayFromNow(-2, 18));
  await page.getByLabel(/^End/).fill(dayFromNow(-2, 20));
  await page.getByRole('group', { name: 'Video' }).getByRole('button', { name: 'Choose a video' }).click();
  await page.getByRole('dialog', { name: 'Choose a video' }).getByRole('group', { name: 'Demo videos' }).getByRole('option').first().click();
  await page.getByLabel('Play it as').selectOption({ label: 'Replay (VOD)' });
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('“Herons at Otters” is created and visible to viewers.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/channels/${key}/catalogue/events/\\d+$`));
  const eventId = /\/events\/(\d+)$/.exec(page.url())![1];
  const consoleDone = Date.now();

  // A viewer on the new hostname, in a fresh browser context.
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const viewer = await visitor.newPage();
  const origin = `http://${HOSTNAME}:${E2E_PORT}`;
  await viewer.goto(`${origin}/`);
  const header = viewer.locator('.site-header');
  await expect(viewer.getByRole('banner').getByText('Riverside Athletics')).toBeVisible();
  await expect.poll(() => header.evaluate((element) => getComputedStyle(element).backgroundColor)).toContain(HEADER_RGB);
  await expect(viewer.locator('.brand__logo')).toHaveAttribute('src', new RegExp(`/media/branding/${key}/logo-[0-9a-f]{16}/logo\\.png$`));
  await expect(viewer.getByRole('main').getByText(/Herons @ Otters|Herons at Otters/).first()).toBeVisible();

  await viewer.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Tickets' }).click();
  await expect(viewer.getByRole('heading', { level: 1, name: 'Season Tickets' })).toBeVisible();
  await expect(viewer.getByRole('main').getByRole('article').first().locator('strong')).toHaveText('season ticket');

  await viewer.goto(`${origin}/faq`);
  const question = viewer.getByRole('main').getByRole('button', { name: 'Where do the Otters play?' });
  await question.click();
  await expect(viewer.getByRole('region', { name: 'Where do the Otters play?' }).locator('strong')).toHaveText('Riverside Arena');

  // The demo video may still be in the making on a fresh server: wait until the channel's API offers it.
  const apiKey = await apiKeyFor(visitor.request, key);
  await expect
    .poll(
      async () => {
        const { data } = await apiGet<PlaybackEvent>(visitor.request, `/api/events/${eventId}`, { api_key: apiKey });
        return data.media.some((media) => media.kind === 3 && Boolean(media.url));
      },
      { message: 'the new event offers its replay', timeout: MEDIA_READY_TIMEOUT_MS, intervals: [1_000, 2_000] },
    )
    .toBe(true);
  await viewer.goto(`${origin}/watch/${eventId}`);
  await expect(viewer.getByRole('heading', { level: 1, name: /Herons @ Otters|Herons at Otters/ })).toBeVisible();
  await expectPlayingPast(viewer, 2);
  const seconds = Math.round((Date.now() - started) / 1000);

  // The home again, now that the replay's pictures are made, for the record.
  await viewer.goto(`${origin}/`);
  await expect(viewer.getByRole('main').getByText(/Herons @ Otters|Herons at Otters/).first()).toBeVisible();
  await viewer.screenshot({ path: testInfo.outputPath('new-channel-home.png'), fullPage: true });
  await visitor.close();

  console.info(`console journey: ${seconds} s (console steps ${Math.round((consoleDone - started) / 1000)} s)`);
  testInfo.annotations.push({ type: 'duration', description: `${seconds} s` });
});

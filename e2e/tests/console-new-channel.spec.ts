import { type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_HEADLESS_SHELL_PATH, E2E_PORT } from '../support/browser';
import { apiGet, apiKeyFor } from '../support/catalogue';
import { uniqueEmail, mailTo } from '../support/accounts';
import { CONSOLE_OWNER, signInToConsole } from '../support/console';
import { MEDIA_READY_TIMEOUT_MS, type PlaybackEvent, expectPlayingPast } from '../support/playback';

/**
 * The measure: an operator who has never seen the product makes a second branded channel through the
 * console, and viewers see it at once on its own hostname. The hostname is mapped to this machine by the browser.
 */
const HOSTNAME = 'riverside.test';
test.use({ launchOptions: { executablePath: CHROMIUM_HEADLESS_SHELL_PATH, args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${HOSTNAME} 127.0.0.1`] } });
// A fresh server is still making its demo videos: the journey may wait for one.
test.describe.configure({ timeout: MEDIA_READY_TIMEOUT_MS + 300_000 });

const HEADER = '#0d5c63';
const HEADER_RGB = '13, 92, 99';

const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true });

/** `YYYY-MM-DDTHH:mm` for a datetime-local field, `days` from now (whole days: whatever the event's zone, it stays in the past). */
function dayFromNow(days: number, hour: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return `${day.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
}

/** A season as a spreadsheet exports it: a game a day at 19:00, four teams (two new) and two pools (one new). */
function seasonCsv(games: number): string {
  const teams = ['Riverside Otters', 'Lakeview Herons', 'Hillcrest Hawks', 'Bayside Pelicans'];
  const rows = Array.from({ length: games }, (_, index) => {
    const day = new Date(Date.now() + (index + 3) * 86_400_000).toISOString().slice(0, 10);
    const home = teams[index % 4]!;
    const away = teams[(index + 1) % 4]!;
    return [day, '19:00', home, away, 'Water Polo', index % 2 === 0 ? 'Riverside Arena' : 'Bayside Pool', index % 3 === 0 ? 'register' : 'free'].join(',');
  });
  return ['date,time,home,away,sport,location,pricing', ...rows].join('\n');
}

test('an owner launches a channel complete on day one: branded, with content, teams, a playable event and a 40-game season, a ticked checklist and default legal pages; viewers see it on its hostname, and a fan gets the news and unsubscribes', async ({ page, browser }, testInfo) => {
  const started = Date.now();
  const key = 'riverside-athletics';
  await signInToConsole(page, CONSOLE_OWNER);

  // The channel, with its hostname, from the channel picker: the key follows the name, the time zone is picked.
  await page.getByRole('link', { name: 'New channel' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Riverside Athletics');
  await expect(page.getByRole('textbox', { name: 'Channel key' })).toHaveValue(key);
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/Toronto');
  await page.getByRole('textbox', { name: 'Hostnames' }).fill(HOSTNAME);
  await page.getByRole('button', { name: 'Create channel' }).click();
  await expect(page.getByText('Riverside Athletics is created.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/channels/${key}$`));
  // A new channel starts with its legal pages and contact form, and an analytics key: the checklist says what is left.
  const checklist = page.getByRole('region', { name: 'Setup checklist' });
  await expect(checklist.getByText(/^\d of 9 done$/)).toBeVisible();
  await expect(checklist.locator('[data-item="contact_form"]')).toHaveClass(/setup-item--done/);
  await expect(checklist.locator('[data-item="logo"]')).not.toHaveClass(/setup-item--done/);

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
  await expect(page.getByLabel('Path')).toHaveValue('/season-tickets');
  await page.getByRole('textbox', { name: 'Content' }).fill('## Every home game\n\nOne **season ticket** covers them all.');
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByText('“Season Tickets” saved')).toBeVisible();

  await nav(page, 'Menus').click();
  await page.getByRole('button', { name: 'Add a menu entry' }).click();
  const menuDialog = page.getByRole('dialog', { name: 'New menu entry' });
  await menuDialog.getByLabel('Label').fill('Tickets');
  await menuDialog.getByLabel('Page').selectOption({ label: 'Season Tickets (/season-tickets)' });
  await menuDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('“Tickets” saved')).toBeVisible();

  await nav(page, 'FAQ').click();
  await page.getByRole('button', { name: 'Add a question' }).click();
  const faqDialog = page.getByRole('dialog', { name: 'New question' });
  await faqDialog.getByLabel('Question').fill('Where do the Otters play?');
  await faqDialog.getByRole('textbox', { name: 'Answer' }).fill('At the **Riverside Arena**.');
  await faqDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Question saved')).toBeVisible();

  await nav(page, 'Locations').click();
  await page.getByRole('button', { name: 'Add a location' }).click();
  const locationDialog = page.getByRole('dialog', { name: 'New location' });
  await locationDialog.getByLabel('Venue').fill('Riverside Arena');
  await locationDialog.getByLabel('City').fill('Riverside');
  await locationDialog.getByLabel(/^Country/).fill('Canada');
  await locationDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('“Riverside Arena” saved')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Canada');

  // Catalogue: a sport, two teams, an event with a demo video as its replay.
  await nav(page, 'Sports').click();
  await page.getByRole('button', { name: 'New sport or division' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Water Polo');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('“Water Polo” saved')).toBeVisible();

  await nav(page, 'Teams').click();
  for (const [name, short] of [['Riverside Otters', 'Otters'], ['Lakeview Herons', 'Herons']] as const) {
    await page.getByRole('button', { name: 'New team' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Short name', exact: true }).fill(short);
    await page.getByRole('combobox', { name: 'Sport', exact: true }).selectOption({ label: 'Water Polo' });
    await page.getByRole('button', { name: 'Create team' }).click();
    await expect(page.getByText(`“${name}” saved`)).toBeVisible();
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
  // A new channel's picker keeps the demo videos behind a toggle.
  const picker = page.getByRole('dialog', { name: 'Choose a video' });
  await picker.getByRole('checkbox', { name: 'Show demo videos' }).check();
  await picker.getByRole('group', { name: 'Demo videos' }).getByRole('option').first().click();
  await page.getByLabel('Play it as').selectOption({ label: 'Replay (VOD)' });
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('“Herons at Otters” is created and visible to viewers.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/channels/${key}/catalogue/events/\\d+$`));
  const eventId = /\/events\/(\d+)$/.exec(page.url())![1];

  // A season of 40 games from a spreadsheet: two new teams and a new pool, all in one step.
  await nav(page, 'Events').click();
  await page.getByRole('link', { name: 'Import schedule' }).click();
  await page.getByLabel('CSV file').setInputFiles({ name: 'riverside-season.csv', mimeType: 'text/csv', buffer: Buffer.from(seasonCsv(40)) });
  await expect(page.getByTestId('schedule-counts')).toHaveText('40 games, 2 new teams, 1 new location');
  await page.getByRole('button', { name: 'Import 40 games' }).click();
  await expect(page.getByText('40 games imported.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Go to the events list' }).click();
  await expect(page.getByRole('table').getByText('Hillcrest Hawks').first()).toBeVisible();

  // The checklist, ticked from what the channel now has; the last two are the operator's word.
  await page.goto(`/admin/channels/${key}`);
  await checklist.getByRole('button', { name: 'Mark as reviewed' }).click();
  await expect(page.getByText('Privacy policy and terms marked as reviewed.')).toBeVisible();
  await checklist.getByRole('button', { name: 'Confirm sandbox mode' }).click();
  await expect(page.getByText('Payment mode confirmed.')).toBeVisible();
  await expect(checklist.getByText(HOSTNAME).locator('xpath=..')).toContainText('Answers');
  await expect(checklist.getByText('9 of 9 done')).toBeVisible();
  await checklist.getByRole('button', { name: 'Dismiss checklist' }).click();
  await expect(page.getByText('Setup complete.')).toBeVisible();
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

  // The privacy policy and terms a new channel starts with, linked from the footer.
  await viewer.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(viewer.getByRole('heading', { level: 1, name: /^Privacy policy$/i })).toBeVisible();
  await expect(viewer.getByRole('main')).toContainText('Riverside Athletics');
  await viewer.getByRole('contentinfo').getByRole('link', { name: 'Terms & conditions' }).click();
  await expect(viewer.getByRole('main')).toContainText('Riverside Athletics');

  await viewer.goto(`${origin}/faq`);
  const question = viewer.getByRole('main').getByRole('button', { name: 'Where do the Otters play?' });
  await question.click();
  await expect(viewer.getByRole('region', { name: 'Where do the Otters play?' }).locator('strong')).toHaveText('Riverside Arena');

  // A fan registers on the new channel, agrees to news and follows the Otters; the operator mails the Otters' fans.
  const fanEmail = uniqueEmail('otters-fan');
  await viewer.goto(`${origin}/registration`);
  await viewer.getByLabel('First name').fill('Robin');
  await viewer.getByLabel('Last name').fill('Banks');
  await viewer.getByLabel('Email', { exact: true }).fill(fanEmail);
  await viewer.getByLabel('Password', { exact: true }).fill('go-otters-2026');
  await viewer.getByLabel('Confirm password').fill('go-otters-2026');
  await viewer.getByRole('checkbox', { name: 'Send me news about upcoming events and offers by email' }).check();
  await viewer.getByRole('checkbox', { name: /I accept the/ }).check();
  await viewer.getByRole('button', { name: 'Register' }).click();
  await expect(viewer).toHaveURL(/\/verify-notice$/);
  await viewer.goto(`${origin}/?participant=${encodeURIComponent('Riverside Otters')}`);
  const star = viewer.getByRole('main').getByRole('button', { name: 'Add Riverside Otters to favourites' }).first();
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await nav(page, 'Announcements').click();
  await page.getByRole('link', { name: 'New announcement' }).or(page.getByRole('button', { name: 'New announcement' })).first().click();
  await page.getByLabel('Subject').fill('Season opener on Saturday');
  await page.getByRole('textbox', { name: 'Message' }).fill('The **Otters** open the season at the Riverside Arena.');
  await page.getByRole('radio', { name: 'Fans of a team' }).check();
  await page.getByRole('combobox', { name: 'Team', exact: true }).selectOption({ label: 'Riverside Otters (1)' });
  await expect(page.getByText('1 opted-in customer', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Send…' }).click();
  await page.getByRole('dialog', { name: 'Send this announcement?' }).getByRole('button', { name: 'Send to 1 customer' }).click();
  await expect(page.getByText('Finished: 1 of 1 handled')).toBeVisible({ timeout: 30_000 });

  // The mail in the outbox carries a link that unsubscribes without signing in.
  const news = await mailTo(page.request, fanEmail, /Season opener on Saturday/);
  const unsubscribe = news.links.find((href) => new URL(href).pathname.startsWith('/unsubscribe/'));
  expect(unsubscribe, `an unsubscribe link in: ${news.links.join(', ')}`).toMatch(/\/unsubscribe\/\d+\.[A-Za-z0-9_-]{43}$/);
  const reader = await browser.newPage();
  await reader.goto(unsubscribe!);
  await reader.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(reader.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await reader.close();
  // Unsubscribed, the fan is no longer among the team's opted-in fans.
  await nav(page, 'Announcements').click();
  await page.getByRole('link', { name: 'New announcement' }).or(page.getByRole('button', { name: 'New announcement' })).first().click();
  await page.getByRole('radio', { name: 'Fans of a team' }).check();
  await page.getByRole('combobox', { name: 'Team', exact: true }).selectOption({ label: 'Riverside Otters (0)' });
  await expect(page.getByText('No opted-in customer is in this segment yet.')).toBeVisible();

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

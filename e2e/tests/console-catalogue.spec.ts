import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { signInToConsole } from '../support/console';
import { MEDIA_READY_TIMEOUT_MS } from '../support/playback';

/** A console call with the signed-in page's session (the request context shares its cookies). */
async function consoleCall(request: APIRequestContext, method: 'POST' | 'PATCH', path: string, body: unknown) {
  const me = await request.get('/api/admin/me');
  const { csrf_token } = (await me.json()).data as { csrf_token: string };
  const response = await request.fetch(`/api/admin${path}`, { method, data: body, headers: { 'x-csrf-token': csrf_token } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data;
}

/** An instant as a `datetime-local` value in a zone, as an operator reads the clock there. */
function wallClock(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const videoTime = (page: Page, selector: string) => page.locator(selector).evaluate((video: HTMLVideoElement) => video.currentTime);

test.describe.configure({ timeout: MEDIA_READY_TIMEOUT_MS + 120_000 });

test('an owner creates a sport, two teams and an event with a demo video; a fresh viewer finds it on the schedule and plays it', async ({ page, browser }, testInfo) => {
  const started = Date.now();
  await signInToConsole(page);
  // A channel of its own, so no other journey's view of the demo channels changes while this one runs.
  const key = `catalogue-${Date.now().toString(36)}`;
  const zone = 'America/Chicago';
  await consoleCall(page.request, 'POST', '/channels', { name: 'Lakeside League', channel_key: key, hostnames: [], time_zone: zone });
  const nav = page.getByRole('navigation', { name: 'Console' });

  // A sport.
  await page.goto(`/admin/channels/${key}`);
  await nav.getByRole('link', { name: 'Sports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
  await page.getByRole('button', { name: 'New sport or division' }).click();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.locator('.form-field__error').first()).toHaveText('Field is required');
  await page.getByLabel(/^Name/).fill('Lacrosse');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('“Lacrosse” saved')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sports' }).getByRole('cell', { name: 'Lacrosse', exact: true })).toBeVisible();

  // Two teams.
  await nav.getByRole('link', { name: 'Teams' }).click();
  for (const [name, short] of [
    ['Lakeside Herons', 'Herons'],
    ['Pinecrest Owls', 'Owls'],
  ] as const) {
    await page.getByRole('button', { name: 'New team' }).click();
    await page.getByLabel(/^Name/).fill(name);
    await page.getByLabel(/^Short name/).fill(short);
    await page.getByLabel(/^Sport/).selectOption({ label: 'Lacrosse' });
    await page.getByRole('button', { name: 'Create team' }).click();
    await expect(page.getByText(`“${name}” saved`)).toBeVisible();
  }
  await expect(page.getByRole('table', { name: 'Teams' }).getByRole('row')).toHaveCount(3);

  // The event, finished an hour ago, with a demo video as its replay; times typed in the channel's zone.
  await nav.getByRole('link', { name: 'Events' }).click();
  await page.getByRole('link', { name: 'New event' }).click();
  await expect(page.getByLabel(/^Time zone/)).toHaveValue(zone);
  const start = new Date(Date.now() - 3 * 3_600_000);
  const end = new Date(Date.now() - 3_600_000);
  await page.getByLabel(/^Name/).fill('Herons at Owls, Lakeside Final');
  await page.getByLabel('Away team').selectOption({ label: 'Lakeside Herons' });
  await page.getByLabel('Home team').selectOption({ label: 'Pinecrest Owls' });
  await page.getByLabel('Sport or division').selectOption({ label: 'Lacrosse' });
  await page.getByLabel(/^End/).fill(wallClock(start, zone));
  await page.getByLabel(/^Start/).fill(wallClock(start, zone));
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('Must be after the start')).toBeVisible();
  await page.getByLabel(/^End/).fill(wallClock(end, zone));
  await page.getByRole('group', { name: 'Video' }).getByRole('button', { name: 'Choose a video' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a video' });
  await picker.getByRole('checkbox', { name: 'Show demo videos' }).check();
  await picker.getByRole('searchbox', { name: 'Search videos' }).fill('cou');
  await picker.getByRole('option', { name: /^Court/ }).click();
  await expect(page.getByRole('group', { name: 'Video' })).toContainText('Court');
  await page.getByLabel(/^Play it as/).selectOption({ label: 'Replay (VOD)' });
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('“Herons at Owls, Lakeside Final” is created and visible to viewers.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/channels/${key}/catalogue/events/\\d+$`));
  const eventId = Number(page.url().split('/').pop());

  // In the events table through the search box, then its page: status, media and the preview playing.
  await nav.getByRole('link', { name: 'Events' }).click();
  await page.getByRole('searchbox', { name: 'Search events or teams' }).fill('herons');
  const table = page.getByRole('table', { name: 'Events' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row.getByRole('cell').nth(3)).toHaveText('Replay');
  await expect(row.getByText('Herons @ Owls')).toBeVisible();
  await row.getByRole('link', { name: 'Herons at Owls, Lakeside Final' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Herons at Owls, Lakeside Final' })).toBeVisible();
  await expect(page.locator('.page-header').getByText('Replay', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Media' }).getByText('Replay · Court')).toBeVisible();
  await expect
    .poll(() => page.getByTestId('preview-player').count(), { message: 'the demo video is ready for a preview', timeout: MEDIA_READY_TIMEOUT_MS, intervals: [2_000] })
    .toBe(1);
  await expect.poll(() => videoTime(page, '[data-testid="preview-player"]'), { message: 'the preview plays', timeout: 60_000 }).toBeGreaterThan(1.5);
  const inConsole = (Date.now() - started) / 1000;
  testInfo.annotations.push({ type: 'console time', description: `${inConsole.toFixed(1)} s from sign-in to the preview playing` });

  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    // Opened afresh at this width, as an operator on a tablet sees it (no navigation drawer caught mid-way).
    await page.reload();
    // Chromium holds a muted autoplaying video still while it is off screen: the preview sits below the form on a tablet.
    await page.getByTestId('preview-player').scrollIntoViewIfNeeded();
    await expect.poll(() => videoTime(page, '[data-testid="preview-player"]'), { message: 'the preview plays again', timeout: 30_000 }).toBeGreaterThan(0.5);
    await page.screenshot({ path: testInfo.outputPath(`console-catalogue-event-${width}.png`), fullPage: true });
  }

  // The replay's video replaced through the picker, after the confirmation: same event, same address.
  const media = page.getByRole('region', { name: 'Media' });
  await media.getByRole('button', { name: 'Replace the video of Replay · Court' }).click();
  await page.getByRole('dialog', { name: 'Replace the video of this replay' }).getByRole('option', { name: /^Bars/ }).click();
  const question = page.getByRole('dialog', { name: 'Replace the video of this replay?' });
  await expect(question).toContainText('Viewers keep watching at the same address');
  await question.getByRole('button', { name: 'Replace' }).click();
  await expect(media.getByText('Replay · Bars')).toBeVisible();
  await expect(media.getByText('Replay · Court')).toHaveCount(0);
  expect(page.url()).toMatch(new RegExp(`/catalogue/events/${eventId}$`));

  // A fresh viewer: the schedule's replays of the new team, then the watch page plays it.
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const viewer = await visitor.newPage();
  await viewer.goto(`/upcoming?channel=${key}&type=vod&team=lakeside-herons`);
  const card = viewer.getByRole('main').getByRole('article').filter({ hasText: 'Herons' });
  await expect(card).toHaveCount(1, { timeout: 30_000 });
  await card.getByRole('link').first().click();
  await expect(viewer).toHaveURL(new RegExp(`/watch/${eventId}$`));
  await expect.poll(() => videoTime(viewer, 'video'), { message: 'the viewer plays the event', timeout: 90_000 }).toBeGreaterThan(2);
  await visitor.close();
});

test('the catalogue screens at desktop and tablet widths', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signInToConsole(page);
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, heading] of [
      ['events', 'Events'],
      ['events/new', 'New event'],
      ['sports', 'Sports'],
      ['teams', 'Teams'],
      ['schools', 'Schools'],
      ['vod', 'VOD library'],
      ['vod-collections', 'VOD collections'],
    ] as const) {
      await page.goto(`/admin/channels/varsity/catalogue/${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (path !== 'events/new') {
        await expect(page.getByRole('table').getByText('Loading…')).toHaveCount(0);
        await expect.poll(() => page.getByRole('table').getByRole('row').count(), { message: `the ${path} list is shown` }).toBeGreaterThan(2);
      }
      if (path === 'events' && width === 1280) {
        // Every column in view on a laptop, the visibility last: the table does not scroll sideways.
        const scroll = page.locator('.data-table__scroll');
        expect(await scroll.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
      }
      await page.screenshot({ path: testInfo.outputPath(`console-catalogue-${path.replace('/', '-')}-${width}.png`), fullPage: true });
      if (path === 'teams') {
        await page.getByRole('button', { name: /^Edit “/ }).first().click();
        await expect(page.getByRole('region', { name: /^Edit “/ })).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath(`console-catalogue-teams-edit-${width}.png`) });
        await page.getByRole('button', { name: 'Cancel' }).click();
      }
    }
  }
});

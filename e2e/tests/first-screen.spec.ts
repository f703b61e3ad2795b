import { expect, test, type Page, type Route } from '@playwright/test';
import { consoleCall, copyOfChannel, hostnameOf, signInToConsole } from '../support/console';
import { holdRequests } from '../support/hold-requests';

/** Every layout shift the page has reported since it started (a buffered observer, installed before its scripts), each with
 *  what moved and from where to where, so a failure names the element. */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const named = (node: Node | null) => {
      if (!(node instanceof Element)) return node ? node.nodeName : 'gone';
      const classes = typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).join('.')}` : '';
      return `${node.tagName.toLowerCase()}${classes} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
    };
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    const shifts: string[] = [];
    (window as unknown as { __layoutShifts: string[] }).__layoutShifts = shifts;
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map((s) => `${named(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`).join('; ');
        shifts.push(`${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${moved}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { __layoutShifts: string[] }).__layoutShifts);

test.describe("the landing page's first screen", () => {
  test("is taken over without wording a date: the cards' times are the page's, the browser's date data loads once a screen needs it", async ({ page }) => {
    // Every date-time format the page makes, counted from before its first script.
    await page.addInitScript(() => {
      const counted = window as unknown as { __dateFormats: number };
      counted.__dateFormats = 0;
      const Real = Intl.DateTimeFormat;
      // A subclass keeps `instanceof` and the statics, and subclasses of its own (the French ordinals) still work.
      class Counted extends Real {
        constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          super(...args);
          counted.__dateFormats += 1;
        }
      }
      Intl.DateTimeFormat = Counted as unknown as typeof Intl.DateTimeFormat;
    });
    const dateFormats = () => page.evaluate(() => (window as unknown as { __dateFormats: number }).__dateFormats);
    await page.goto('/');
    const upcoming = page.getByRole('region', { name: 'Coming up' });
    const firstTime = await upcoming.locator('time').first().textContent();
    await expect(page.locator('body')).not.toHaveAttribute('aria-busy');
    // The rail's later cards, drawn by the app, have their times too.
    await expect(upcoming.getByRole('article')).toHaveCount(12);
    await expect(upcoming.locator('time').last()).toHaveText(/^\w{3}, \w{3} \d{1,2} · \d{1,2}:\d{2}\s[AP]M \w+$/);
    await expect(upcoming.locator('time').first()).toHaveText(firstTime ?? '');
    expect(await dateFormats()).toBe(0);

    await page.getByRole('banner').getByRole('link', { name: 'Schedule' }).click();
    await expect(page).toHaveURL(/\/upcoming$/);
    await expect(page.getByRole('main').locator('time').first()).toHaveText(/\d{1,2}:\d{2}/);
    expect(await dateFormats()).toBeGreaterThan(0);
  });

  test("is on show before any of the app's scripts has run, and the app takes it over where it stands", async ({ page }) => {
    // The app's scripts are held until the screen has been checked without them.
    const held: Route[] = [];
    let holding = true;
    await page.route('**/assets/*.js', (route) => (holding ? void held.push(route) : route.continue()));
    await watchLayoutShift(page);
    await page.goto('/', { waitUntil: 'commit' });

    const hero = page.getByRole('region', { name: 'Featured' });
    const title = hero.getByRole('heading', { level: 2 }).first();
    await expect(title).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Coming up' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first().getByRole('link')).toHaveAttribute('href', /^\/watch\/\d+$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Schedule' })).toBeVisible();
    await expect(page.locator('#splash')).toBeHidden();
    await expect(page).toHaveTitle('Home | Varsity Sports Network');
    expect(held.length).toBeGreaterThan(0);
    const drawnLink = await page.getByRole('banner').getByRole('link', { name: 'Schedule' }).elementHandle();
    const drawnTitle = await title.elementHandle();
    const drawnCard = await page.getByRole('main').getByRole('article').first().elementHandle();

    holding = false;
    for (const route of held) await route.continue();
    await expect(page.locator('body')).not.toHaveAttribute('aria-busy');
    await expect(page.locator('#splash')).toHaveCount(0);
    // Adopted, not drawn again (the frame at once, the header, the hero and each section in a task of its own just after), and
    // nothing moved.
    expect(await page.evaluate((element) => element === document.querySelector('.site-header a[href="/upcoming"]'), drawnLink)).toBe(true);
    // Once its section is the app's, the upcoming rail gets the rest of its cards.
    await expect(page.getByRole('region', { name: 'Coming up' }).getByRole('article')).toHaveCount(12);
    expect(await page.evaluate(([heading, card]) => heading!.isConnected && card!.isConnected, [drawnTitle, drawnCard])).toBe(true);
    await expect(title).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);

    // The app runs the screen: its buttons open menus, its links navigate within the page.
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Teams' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').filter({ hasText: '·' }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('link', { name: 'Schedule' }).click();
    await expect(page).toHaveURL(/\/upcoming$/);
    await expect(page).toHaveTitle('Upcoming events | Varsity Sports Network');
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  test("a button pressed before the app has taken the screen over waits for it rather than doing nothing", async ({ page }) => {
    const release = await holdRequests(page, '**/assets/shell-*.js');
    await page.goto('/', { waitUntil: 'commit' });
    const teams = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Teams' });
    await expect(teams).toBeVisible();
    await expect(teams).toHaveCSS('pointer-events', 'none');
    release();
    await teams.click();
    await expect(teams).toHaveAttribute('aria-expanded', 'true');
  });

  test("a live card's score, whose code loads apart, is on the sent screen and stays as the app takes over", async ({ page, browser, baseURL }) => {
    // A copy of the demo channel on its own hostname, so that no other journey's change to the channel moves its screen.
    await signInToConsole(page);
    const channel = await copyOfChannel(page.request, 'varsity', 'score-badge', { onItsHostname: true });
    const { port } = new URL(baseURL!);
    const landing = `http://${hostnameOf(channel)}:${port}/`;
    // The page as sent, asked for by this process, which does not take *.localhost to this machine as the browser does.
    const sentPage = async () => (await page.request.get(`${baseURL}/`, { headers: { host: `${hostnameOf(channel)}:${port}` } })).text();
    // The first live card of the landing page gets a score from the console's scorekeeper.
    const sent = await sentPage();
    const eventId = /aria-labelledby="home-live".*?href="\/watch\/(\d+)"/s.exec(sent)?.[1];
    expect(eventId, 'a live event on the landing page').toMatch(/^\d+$/);
    const { score } = (await consoleCall(page.request, 'POST', `/channels/${channel}/events/${eventId}/score/actions`, { action: 'home' })) as { score: { home: number; away: number } };
    const shown = `${score.home}–${score.away}`;
    // The landing page is rendered afresh within its cache's lifetime.
    await expect.poll(async () => (await sentPage()).includes(`>${shown} · `), { timeout: 15_000 }).toBe(true);

    const visitor = await browser.newPage();
    await watchLayoutShift(visitor);
    const release = await holdRequests(visitor, '**/assets/*.js');
    await visitor.goto(landing, { waitUntil: 'commit' });
    const card = visitor.getByRole('region', { name: /Live now/ }).getByRole('article').filter({ has: visitor.locator(`a[href="/watch/${eventId}"]`) });
    const badge = card.locator('.score-badge');
    await expect(badge).toHaveText(new RegExp(`^${shown} · `));
    // In its place opposite the LIVE badge, as the app places it.
    await expect(badge).toHaveCSS('right', '10px');
    const badgeCode = visitor.waitForResponse(/\/assets\/ScoreBadgeView-[^/]+\.js$/);
    release();
    await badgeCode;
    await expect(visitor.locator('body')).not.toHaveAttribute('aria-busy');
    // Once its code has come the app's badge follows the next point, standing where the sent one stood: nothing moved.
    const { score: next } = (await consoleCall(page.request, 'POST', `/channels/${channel}/events/${eventId}/score/actions`, { action: 'home' })) as { score: { home: number; away: number } };
    await expect(badge).toHaveText(new RegExp(`^${next.home}–${next.away} · `));
    await expect(badge).toHaveCount(1);
    await expect(badge).toHaveCSS('right', '10px');
    expect(await layoutShifts(visitor)).toEqual([]);
    await visitor.close();
  });

  test('a visitor who chose another language sees the loader, then the screen in their language', async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('ott.language')) localStorage.setItem('ott.language', JSON.stringify({ value: 'fr', expiresAt: Date.now() + 86_400_000 }));
    });
    const release = await holdRequests(page, '**/api/channel-bootstrap-data**');
    await page.goto('/');
    await expect(page.locator('#splash')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-first-screen'))).toBe(false);
    release();
    await expect(page.getByRole('heading', { level: 2, name: 'En direct' })).toBeVisible();
    await expect(page.locator('#splash')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test.describe("in a narrow window of a browser the server takes for a desktop's", () => {
    // The server lays the header out from the user agent (a desktop's here); the window is a phone's width.
    test.use({ viewport: { width: 390, height: 844 } });

    test("the header takes its phone layout once the app has taken the screen over, and its menu opens", async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('body')).not.toHaveAttribute('aria-busy');
      await expect(page.getByRole('banner')).toHaveClass('site-header is-compact');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Schedule' })).toBeVisible();
    });
  });
});

import { type Browser, type Locator, type Page, expect, test } from '@playwright/test';
import { CATALOGUE_SCREENS, DEMO_CHANNELS, type DemoChannel, type Finding, type Screen, VIEWPORTS, eventOf, memberScreens, openScreen, seriousViolations, signIn, visitorScreens } from '../support/accessibility';

/**
 * Every screen of both demo channels, on a desktop and a phone, through axe: no serious or critical violation
 * (and headings in order). One page per channel, viewport and audience walks its screens, so the suite stays short.
 */
async function checkScreens(page: Page, screens: Screen[], label: string): Promise<void> {
  const found: Record<string, Finding[]> = {};
  const timings: string[] = [];
  for (const screen of screens) {
    await test.step(`${screen.name} ${screen.path}`, async () => {
      const started = Date.now();
      await openScreen(page, screen);
      const opened = Date.now();
      // A page wider than the screen scrolls sideways (a French label that would not wrap made the profile 431 px on a 390 px phone).
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
      const tooWide = scrollWidth > innerWidth ? [{ rule: 'page-wider-than-screen', impact: 'serious', nodes: [`${scrollWidth} px on ${innerWidth}`] }] : [];
      found[`${screen.name} ${screen.path}`] = [...tooWide, ...(await seriousViolations(page))];
      timings.push(`${screen.name}: open ${opened - started} ms, axe ${Date.now() - opened} ms`);
    });
  }
  const counts = Object.entries(found).map(([screen, findings]) => `${findings.reduce((sum, f) => sum + f.nodes.length, 0)}\t${screen}\t${findings.map((f) => f.rule).join(',')}`);
  test.info().annotations.push({ type: 'axe', description: counts.join('\n') });
  console.info(`axe ${label}\n${counts.join('\n')}\n${timings.join('\n')}`);
  expect(found).toEqual(Object.fromEntries(Object.keys(found).map((screen) => [screen, []])));
}

for (const channel of DEMO_CHANNELS) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`${channel.key} on a ${device}`, () => {
      // Each screen is opened and checked: a few seconds apiece, up to 15 s for a long list on a busy two-core machine,
      // and up to 36 s (open 8 s, axe 28 s) measured on one slowed down by its host: seven screens need the room.
      test.describe.configure({ timeout: 360_000 });
      // The page opens the channel by its own hostname; API look-ups (`request`) stay on localhost.
      const pageOn = async (browser: Browser) => (await browser.newContext({ baseURL: channel.origin, viewport })).newPage();

      // Visitor screens in two halves, so the two workers share the checking evenly.
      for (const [half, pick] of [
        ['catalogue screens', (_: Screen, i: number) => i < CATALOGUE_SCREENS],
        ['page and sign-in screens', (_: Screen, i: number) => i >= CATALOGUE_SCREENS],
      ] as const) {
        test(`a visitor's ${half} pass axe`, async ({ browser, request }) => {
          const page = await pageOn(browser);
          await checkScreens(page, (await visitorScreens(request, channel)).filter(pick), `${channel.key} ${device} visitor ${half}`);
          await page.context().close();
        });
      }

      test("a signed-in viewer's screens pass axe", async ({ browser, request }) => {
        const page = await pageOn(browser);
        await signIn(page, channel);
        await checkScreens(page, await memberScreens(request, channel), `${channel.key} ${device} signed in`);
        await page.context().close();
      });
    });
  }
}

test.describe('shell on every channel and screen size', () => {
  const [varsity, universitaire] = DEMO_CHANNELS as [DemoChannel, DemoChannel];

  test('the French header at 1366 px shows its whole menu, the language switch and sign-in, not a hamburger', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: universitaire.origin, viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto('/');
    const header = page.getByRole('banner');
    const menu = header.getByRole('navigation').first();
    for (const label of ['Accueil', 'Horaire', 'Équipes', 'Établissements', 'Vidéothèque', 'Forfaits', 'FAQ', 'Nous joindre']) {
      await expect(menu.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(header.getByRole('group', { name: 'Langue' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Connexion' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Ouvrir le menu' })).toBeHidden();
    await context.close();
  });

  test('on a phone the cookie notice pushes the screen down instead of covering the first card or sign-in', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: varsity.origin, viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    // What a tap at the control's centre would hit: the control itself, not the notice. Polled, because the screen
    // may still be settling (late sections above the control) when it is first scrolled into view.
    const expectUncovered = (target: Locator) =>
      expect(async () => {
        await target.scrollIntoViewIfNeeded();
        const hitsItself = await target.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return hit !== null && (element === hit || element.contains(hit));
        });
        expect(hitsItself).toBe(true);
      }).toPass({ timeout: 5_000 });

    await page.goto('/');
    await expect(notice).toBeVisible();
    const firstCard = page.getByRole('main').getByRole('article').first().getByRole('link').first();
    await expect(firstCard).toBeVisible();
    await expectUncovered(firstCard);
    await expectUncovered(page.getByRole('banner').getByRole('button', { name: 'Open menu' }));

    await page.goto('/login');
    await expectUncovered(page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }));
    // Nothing sits under it: the notice's box and the header's do not overlap.
    const [noticeBox, headerBox] = [await notice.boundingBox(), await page.getByRole('banner').boundingBox()];
    expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(headerBox!.y + 1);

    await notice.getByRole('button', { name: 'Accept' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toHaveCount(0);
    await context.close();
  });

  test("on a phone a viewer's transactions fit the card, each date under its product, in French too", async ({ browser }) => {
    const universitaire = DEMO_CHANNELS.find((channel) => channel.key === 'universitaire')!;
    // The demo fan of the French channel, whose paid orders are its transactions.
    const fan: DemoChannel = { ...universitaire, account: { email: 'partisan@universitaire.test', password: 'billet-de-saison' } };
    const context = await browser.newContext({ baseURL: universitaire.origin, viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await signIn(page, fan);
    await page.goto('/profile/transactions');
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Produit', 'Montant', 'Statut']);
    const product = table.getByRole('row').nth(1).getByRole('cell').first();
    await expect(product.locator('.transactions__day')).toBeVisible();
    await expect(product.locator('.transactions__day')).toHaveText(/^\d{1,2}\s\S+\s\d{4}$/);
    expect(await page.locator('.table-scroll').evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);

    await page.setViewportSize(VIEWPORTS.desktop);
    await expect(table.getByRole('columnheader')).toHaveText(['Date', 'Produit', 'Montant', 'Statut']);
    await expect(product.locator('.transactions__day')).toBeHidden();
    await context.close();
  });

  test("a focused button's ring stands apart from the button's own colour (the channel's primary colour), in the page and in the header", async ({ page }) => {
    await page.goto('/login');
    await page.keyboard.press('Tab'); // a keyboard user: the focus ring shows for the focus that follows
    for (const button of [page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }), page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true })]) {
      await expectRingApart(page, button);
    }
  });

  test("the current page's link, the current tab and the schedule's chosen option keep the focus ring beside their own mark", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, varsity);
    for (const [path, link] of [
      ['/', page.getByRole('banner').getByRole('link', { name: 'Home', exact: true })],
      ['/profile', page.getByRole('main').locator('.tabs__tab[aria-current="page"]').first()],
    ] as const) {
      await page.goto(path);
      await page.keyboard.press('Tab'); // a keyboard user: the focus ring shows for the focus that follows
      await expect(link).toHaveAttribute('aria-current', 'page');
      await link.focus();
      await expect(link).toBeFocused();
      const shadow = await link.evaluate((element) => getComputedStyle(element).boxShadow);
      // The ring (2 px, then 5 px around it) and the mark of the current page (3 px inside, along its bottom edge).
      expect(shadow, path).toContain('0px 0px 0px 5px');
      expect(shadow, path).toContain('0px -3px 0px 0px inset');
    }
    // The schedule's chosen option, raised by a shadow of its own.
    await page.goto('/schedule');
    await page.keyboard.press('Tab');
    const chosen = page.getByRole('main').locator('.segmented__option[aria-pressed="true"]').first();
    await chosen.focus();
    await expect(chosen).toBeFocused();
    const shadow = await chosen.evaluate((element) => getComputedStyle(element).boxShadow);
    expect(shadow).toContain('0px 0px 0px 5px');
    expect(shadow).toContain('0px 1px 3px 0px');
  });

  async function expectRingApart(page: Page, button: Locator) {
    await button.focus();
    await expect(button).toBeFocused();
    const box = (await button.boundingBox())!;
    const margin = 8;
    const shot = await page.screenshot({ clip: { x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin } });
    // The pixels along the button's mid-height, read back by the browser itself (device scale 1).
    const row = await page.evaluate(async ({ png, y }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [image.width, image.height];
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return [...context.getImageData(0, y, image.width, 1).data];
    }, { png: shot.toString('base64'), y: Math.round(margin + box.height / 2) });
    const pixel = (x: number) => row.slice(x * 4, x * 4 + 3);
    const distance = (a: number[], b: number[]) => Math.hypot(...a.map((value, i) => value - b[i]!));
    const edge = Math.round(margin + box.width);
    const inside = pixel(edge - 3);
    // Right against the button (within a pixel either way, as the box may sit between two) the ring differs from it,
    // so a focused button does not merely look larger.
    const around = [edge - 1, edge, edge + 1].map(pixel);
    const apart = Math.max(...around.map((outside) => distance(outside, inside)));
    expect(apart, `${await button.textContent()} in ${await button.evaluate((element) => element.closest('header, main')?.tagName)}: button ${inside} against ${around.join(' / ')}`).toBeGreaterThan(120);
  }

  test("without JavaScript a page says what it needs, in its channel's language, where the loader would be", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const [url, words] of [
        ['/watch/21', 'This site needs JavaScript to play live and on-demand video.'],
        [`${universitaire.origin}/horaire`, 'Ce site a besoin de JavaScript pour lire les vidéos en direct et à la demande.'],
      ] as const) {
        await page.goto(url);
        const notice = page.getByText(words, { exact: true });
        await expect(notice, url).toBeVisible();
        // Over the loader, not under it: a click there would reach the notice.
        await notice.click({ trial: true, timeout: 2_000 });
      }
    } finally {
      await context.close();
    }
  });

  test('home has the footer every page has: currency note and legal links, without scrolling to it', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeAttached();
    await expect(footer.getByText('Prices in USD ($)')).toBeAttached();
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy_policy');
    await expect(footer.getByRole('link', { name: 'Terms & conditions' })).toHaveAttribute('href', '/terms_conditions');
  });

  test('tab titles: the event on a watch page, the heading on /profile; /register leads to /registration', async ({ page, request }) => {
    const [free] = await visitorScreens(request, varsity).then((screens) => screens.filter((screen) => screen.name === 'watch (free)'));
    const event = await eventOf(request, free!.path);
    await page.goto(free!.path);
    await expect(page).toHaveTitle(`${event.name} | Varsity Sports Network`);

    await page.goto('/register');
    await expect(page).toHaveURL(/\/registration$/);
    await expect(page).toHaveTitle('Create an account | Varsity Sports Network');

    await signIn(page, varsity);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(page).toHaveTitle('My account | Varsity Sports Network');
  });

  test('an unknown path answers 404 with the not-found screen; screens and the channel pages answer 200', async ({ page }) => {
    const missing = await page.goto('/no-such-page');
    expect(missing!.status()).toBe(404);
    await expect(page.getByText('Sorry! - Game Not Found')).toBeVisible();
    for (const path of ['/', '/faq', varsity.customPage, '/tickets']) expect((await page.request.get(path)).status(), path).toBe(200);
    // The other channel's page is known on that channel only (its hostname resolves in the browser, not in Node).
    expect((await page.goto(`${universitaire.origin}${universitaire.customPage}`))!.status()).toBe(200);
    expect((await page.request.get(universitaire.customPage)).status()).toBe(404);
  });
});

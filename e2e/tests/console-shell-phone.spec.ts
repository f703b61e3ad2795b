import { type Locator, type Page, expect, test } from '@playwright/test';
import { type Finding, VIEWPORTS, seriousViolations } from '../support/accessibility';
import { recordAnalyticsView, signInToConsole } from '../support/console';

/** Console screens of every kind: picker, catalogue list, content lists and table, branding form, media library, audit log, operators; the offer, promo codes, orders, customers and revenue. */
/** `ready`: what shows once the screen's data has loaded (the widths are measured then). `via`: the link followed from `path` to a demo object's own page (its id is the database's). */
const SCREENS: { name: string; path: string; heading: string | RegExp; via?: (page: Page) => Locator; ready?: (page: Page) => Locator }[] = [
  { name: 'channels', path: '/admin/', heading: 'Your channels' },
  { name: 'catalogue events', path: '/admin/channels/varsity/catalogue/events', heading: 'Events' },
  { name: 'content menus', path: '/admin/channels/varsity/content/menus', heading: 'Menu' },
  { name: 'content pages', path: '/admin/channels/varsity/content/pages', heading: 'Pages', ready: (page) => page.getByRole('region', { name: 'Pages' }).getByRole('link', { name: 'Championships' }) },
  { name: 'branding', path: '/admin/channels/varsity/branding', heading: 'Branding', ready: (page) => page.getByRole('slider', { name: 'Opacity of Header background' }) },
  { name: 'media library', path: '/admin/channels/varsity/media', heading: 'Media' },
  { name: 'audit log', path: '/admin/audit', heading: 'Audit log' },
  { name: 'operators', path: '/admin/operators', heading: 'Operators', ready: (page) => page.getByRole('table', { name: 'Operators' }).getByRole('link', { name: 'Demo owner' }) },
  { name: 'new operator', path: '/admin/operators/new', heading: 'New operator', ready: (page) => page.getByRole('group', { name: 'Role on each channel' }) },
  { name: 'events, one picked', path: '/admin/channels/varsity/catalogue/events', heading: 'Events', via: (page) => page.getByRole('region', { name: 'Events' }).getByRole('checkbox').nth(1), ready: (page) => page.getByRole('button', { name: 'Set price' }) },
  { name: 'offer passes', path: '/admin/channels/varsity/offer/passes', heading: 'Passes', ready: (page) => page.getByRole('link', { name: 'Monthly All-Access' }) },
  { name: 'pass editor', path: '/admin/channels/varsity/offer/passes', heading: 'Monthly All-Access', via: (page) => page.getByRole('link', { name: 'Monthly All-Access' }) },
  { name: 'pricing rules', path: '/admin/channels/varsity/offer/pricing-rules', heading: 'Pricing rules' },
  { name: 'promo codes', path: '/admin/channels/varsity/promo-codes', heading: 'Promo codes', ready: (page) => page.getByRole('link', { name: 'SAVE5' }) },
  { name: 'orders', path: '/admin/channels/varsity/orders', heading: 'Orders', ready: (page) => page.getByRole('link', { name: /^#\d+$/ }).first() },
  { name: 'order page', path: '/admin/channels/varsity/orders', heading: /^Order #\d+$/, via: (page) => page.getByRole('link', { name: /^#\d+$/ }).first() },
  { name: 'customers', path: '/admin/channels/varsity/customers', heading: 'Customers', ready: (page) => page.getByRole('link', { name: 'fan@varsity.test' }) },
  { name: 'customer page', path: '/admin/channels/varsity/customers', heading: 'Riley Chen', via: (page) => page.getByRole('link', { name: 'fan@varsity.test' }) },
  { name: 'analytics', path: '/admin/channels/varsity/analytics', heading: 'Analytics', ready: (page) => page.getByTestId('revenue-net') },
];

const SIZES = { 'phone 390': VIEWPORTS.phone, 'phone 360': { width: 360, height: 740 }, 'desktop 1366': VIEWPORTS.desktop };

async function pageWidth(page: Page) {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`console screens at ${size}: no sideways scrolling, no serious or critical axe finding`, async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signInToConsole(page);
    // The analytics screen's tables have rows (and scroll on a phone) whatever other journeys ran before.
    await recordAnalyticsView(page, `9${Date.now() % 100_000}`);
    const found: Record<string, Finding[]> = {};
    const widths: string[] = [];
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      if (screen.via) await screen.via(page).click();
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      if (screen.ready) await expect(screen.ready(page)).toBeVisible();
      const { scrollWidth, innerWidth } = await pageWidth(page);
      widths.push(`${screen.name}: ${scrollWidth}/${innerWidth}`);
      expect(scrollWidth, `${screen.name} is wider than the screen`).toBeLessThanOrEqual(innerWidth);
      found[screen.name] = await seriousViolations(page);
    }
    console.info(`console ${size}\n${widths.join('\n')}`);
    expect(found).toEqual(Object.fromEntries(SCREENS.map((screen) => [screen.name, []])));
    await context.close();
  });
}

test("an event named without spaces wraps its title rather than widen the event's page", async ({ browser }) => {
  const longName = 'Championship'.repeat(16);
  for (const viewport of [VIEWPORTS.phone, { width: 1280, height: 800 }]) {
    const context = await browser.newContext({ viewport });
    try {
      const page = await context.newPage();
      await signInToConsole(page);
      // The name as an editor may save it (up to 200 characters), without changing the shared demo data.
      await page.route(/\/api\/admin\/channels\/varsity\/events\/\d+(\?|$)/, async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        await route.fulfill({ response, json: { ...body, data: { ...body.data, name: longName } } });
      });
      await page.goto('/admin/channels/varsity/catalogue/events');
      await page.getByRole('region', { name: 'Events' }).getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1, name: longName })).toBeVisible();
      const { scrollWidth, innerWidth } = await pageWidth(page);
      expect(scrollWidth, `at ${viewport.width} px`).toBeLessThanOrEqual(innerWidth);
    } finally {
      await context.close();
    }
  }
});

test('on a phone the menu button opens the channel switcher, the language and the navigation by keyboard, in French too', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signInToConsole(page);
  await page.goto('/admin/channels/varsity/media');
  await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();

  // The header keeps only the menu button, the brand and the account button, which is named by the operator.
  const header = page.locator('header.topbar');
  await expect(header.getByRole('combobox')).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Owner' })).toHaveAttribute('aria-expanded', 'false');

  const menu = header.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const nav = page.getByRole('navigation', { name: 'Console' });
  // The menu takes the focus at its first control, and sits below the header (the button stays to close it).
  await expect(nav.getByRole('combobox', { name: 'Channel' })).toBeFocused();
  await expect(nav.getByRole('combobox', { name: 'Channel' })).toHaveValue('varsity');
  expect((await nav.boundingBox())?.y).toBeGreaterThanOrEqual((await header.boundingBox())?.height ?? 0);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();

  // French, chosen in the menu: the same shell, in French, still as wide as the phone.
  await page.keyboard.press('Enter');
  await nav.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  const navFr = page.getByRole('navigation', { name: 'Console' });
  await expect(navFr.getByRole('combobox', { name: 'Chaîne' })).toBeVisible();
  await navFr.getByRole('link', { name: 'Événements' }).click();
  await expect(page).toHaveURL(/\/admin\/channels\/varsity\/catalogue\/events$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  const { scrollWidth, innerWidth } = await pageWidth(page);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  expect(await seriousViolations(page)).toEqual([]);

  await header.getByRole('button', { name: 'Owner' }).click();
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  await context.close();
});

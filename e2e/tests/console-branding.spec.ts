import { type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { copyOfChannel, signInToConsole } from '../support/console';

const NEW_HEADER = '#123456';
const NEW_HEADER_RGB = '18, 52, 86';


const headerBackground = (page: Page) => page.locator('.site-header').evaluate((header) => getComputedStyle(header).backgroundColor);

test('an owner rebrands a copy of the demo channel with a live preview, and a new visitor sees the colours and the logo', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  await signInToConsole(page);
  // A copy of the demo channel (its colours, events and videos), so journeys reading the demo channel's look are not disturbed.
  const key = await copyOfChannel(page.request, 'varsity', 'brand');
  await page.goto(`/admin/channels/${key}`);
  await page.getByRole('navigation').getByRole('link', { name: 'Branding' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Branding' })).toBeVisible();

  // The real viewer app, for this channel, beside the form.
  const preview = page.frameLocator('iframe[title^="Viewer app preview"]');
  const previewHeader = preview.locator('.site-header');
  await expect(previewHeader).toBeVisible({ timeout: 20_000 });
  expect(await previewHeader.evaluate((header) => getComputedStyle(header).backgroundColor)).not.toContain(NEW_HEADER_RGB);

  // Typing a colour repaints the preview before anything is saved.
  const field = page.getByLabel('Header background', { exact: true });
  await field.fill(NEW_HEADER);
  await expect.poll(() => previewHeader.evaluate((header) => getComputedStyle(header).backgroundColor)).toContain(NEW_HEADER_RGB);
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // The demo's white on orange buttons are flagged, with the nearest readable colour offered.
  await expect(page.getByText(/Button text on Button colour: 3\.68:1, needs 4\.5:1/)).toBeVisible();

  await page.getByRole('button', { name: 'Save colours' }).click();
  await expect(page.getByText('Colours saved; viewers see them now.')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  // Upload a logo: the progress bar shows while it travels (held back here until the bar has been seen), then the picture.
  const logo = await sharp({
    create: { width: 800, height: 200, channels: 4, background: '#ffffff' },
  })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="200"><rect x="10" y="10" width="180" height="180" rx="30" fill="#e4572e"/></svg>') }])
    .png()
    .toBuffer();
  let releaseUpload = () => {};
  const uploadReleased = new Promise<void>((resolve) => (releaseUpload = resolve));
  await page.route(`**/api/admin/channels/${key}/branding/logo`, async (route) => {
    await uploadReleased;
    await route.continue();
  });
  await page.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'brand.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  releaseUpload();
  await expect(page.getByText('Logo uploaded.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveCount(0);
  await expect(page.locator('.image-upload__preview img').first()).toBeVisible();
  await expect(preview.locator('.brand__logo')).toHaveAttribute('src', new RegExp(`/media/branding/${key}/logo-[0-9a-f]{16}/logo\\.png$`), { timeout: 20_000 });

  // A favicon, made into the app's icons.
  await page.unroute(`**/api/admin/channels/${key}/branding/logo`);
  const icon = await sharp({ create: { width: 256, height: 256, channels: 4, background: '#123456' } }).png().toBuffer();
  await page.getByLabel('Favicon', { exact: true }).setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: icon });
  await expect(page.getByText('Favicon uploaded.')).toBeVisible({ timeout: 20_000 });

  // The screen as an operator sees it on a laptop and on a tablet (viewport shots: the preview and the top bar are sticky).
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath(`console-branding-${width}.png`) });
  }

  // The preview also shows a watch page at a phone's width.
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.getByRole('tab', { name: 'Watch page' }).click();
  await page.getByRole('tab', { name: 'Phone' }).click();
  await expect(page.locator('iframe[title="Viewer app preview: Watch page, Phone"]')).toHaveAttribute('src', new RegExp(`^/watch/\\d+\\?channel=${key}&preview=1$`));
  await expect(preview.locator('.site-header')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => preview.locator('.site-header').evaluate((header) => getComputedStyle(header).backgroundColor)).toContain(NEW_HEADER_RGB);
  await page.screenshot({ path: testInfo.outputPath('console-branding-watch-phone.png') });

  // A new visitor, in a fresh browser context, gets the saved colours and the logo.
  const visitor = await browser.newContext();
  const viewer = await visitor.newPage();
  await viewer.goto(`/?channel=${key}`);
  const header = viewer.locator('.site-header');
  await expect(header).toBeVisible();
  expect(await headerBackground(viewer)).toContain(NEW_HEADER_RGB);
  const brandLogo = viewer.locator('.brand__logo');
  await expect(brandLogo).toHaveAttribute('src', new RegExp(`/media/branding/${key}/logo-[0-9a-f]{16}/logo\\.png$`));
  await expect.poll(() => brandLogo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(512);
  await expect(viewer.locator('link[rel="icon"]')).toHaveAttribute('href', new RegExp(`/media/branding/${key}/favicon-[0-9a-f]{16}/favicon-32\\.png$`));
  await expect(viewer.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', /favicon-180\.png$/);
  await visitor.close();
});

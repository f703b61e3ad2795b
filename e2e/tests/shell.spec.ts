import { expect, test } from '@playwright/test';
import { channelColor } from '../support/channel';
import { holdRequests } from '../support/hold-requests';
import { watchWhoAsks } from '../support/who-asks';

test.describe('channel shell', () => {
  test('shows the splash, then the channel name, menu and colours', async ({ page, request }) => {
    // A screen the app draws itself: the landing page is sent drawn (first-screen.spec.ts).
    const release = await holdRequests(page, '**/api/channel-bootstrap-data**');

    await page.goto('/upcoming');
    await expect(page.locator('#splash')).toBeVisible();
    release();

    await expect(page.locator('#splash')).toHaveCount(0);
    const header = page.getByRole('banner');
    await expect(header.getByText('Varsity Sports Network')).toBeVisible();
    const nav = page.getByRole('navigation', { name: /main/i });
    await expect(nav.getByRole('link', { name: 'Schedule' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'VOD Library' })).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('background-color', await channelColor(request, 'varsity', 'body-background'));
    await expect(header).toHaveCSS('background-color', await channelColor(request, 'varsity', 'header-background'));
    await expect(header).toHaveCSS('background-color', /^rgba?\(11, 37, 69/);
    await expect(page).toHaveTitle(/Varsity Sports Network/);
  });

  test("a first-time visitor's landing page asks for the channel's data and region as the page is read, once each, and not for the sections it was sent with", async ({ page }) => {
    const paths = ['/api/get_api_key', '/storage/settings/varsity.json', '/api/channel-bootstrap-data', '/api/events-for-homepage', '/api/geo'];
    const { asked, refused } = await watchWhoAsks(page, paths);

    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Featured' }).getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Coming up' })).toBeVisible();
    // Once the app has taken the screen over.
    await expect(page.locator('body')).not.toHaveAttribute('aria-busy');
    // The policy lets the page's own script run; it asked for each, and the app took every answer rather than asking again.
    expect(refused).toEqual([]);
    expect(asked.map(({ path }) => path).sort()).toEqual(paths.filter((path) => path !== '/api/events-for-homepage').sort());
    expect(asked.filter(({ by }) => by !== '/')).toEqual([]);
  });

  test('an unknown path lands on /404 and its link leads home', async ({ page }) => {
    await page.goto('/nonexistent');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('Sorry! - Game Not Found')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: /home/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('switching to French changes the interface and survives a reload', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' })).toBeVisible();

    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Français' }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Politique de confidentialité' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Politique de confidentialité' })).toBeVisible();
  });
});

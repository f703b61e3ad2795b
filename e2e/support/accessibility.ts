import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { apiGet, apiKeyFor } from './catalogue';
import { E2E_PORT } from './browser';

export interface DemoChannel {
  key: 'varsity' | 'universitaire';
  /** How a visitor opens it (README): its own hostname, so every screen is that channel's without a query. */
  origin: string;
  account: { email: string; password: string };
  /** One of its custom pages (the channel's page list), rendered with the schedule view. */
  customPage: string;
}

export const DEMO_CHANNELS: DemoChannel[] = [
  {
    key: 'varsity',
    origin: `http://localhost:${E2E_PORT}`,
    account: { email: 'viewer@varsity.test', password: 'watch-the-game' },
    customPage: '/championships',
  },
  {
    key: 'universitaire',
    origin: `http://universitaire.localhost:${E2E_PORT}`,
    account: { email: 'spectateur@universitaire.test', password: 'regarder-le-match' },
    customPage: '/championnats',
  },
];

export const VIEWPORTS = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } } as const;

export interface Screen {
  name: string;
  path: string;
}

interface ListedEvent {
  id: number;
  pricing_type: string;
  stream_status: string;
}

/** How many of `visitorScreens` come first and show the catalogue (events, players, videos); pages and sign-in follow. */
export const CATALOGUE_SCREENS = 7;

/** Every screen of a channel a visitor can open, with real ids from its catalogue. */
export async function visitorScreens(request: APIRequestContext, channel: DemoChannel): Promise<Screen[]> {
  const apiKey = await apiKeyFor(request, channel.key);
  const { data: events } = await apiGet<ListedEvent[]>(request, '/api/events', { api_key: apiKey, stream_status: 'vod', limit: 100 });
  const free = events.find((event) => event.pricing_type === 'free');
  const paid = events.find((event) => event.pricing_type === 'paid' || event.pricing_type === 'ppv');
  if (!free || !paid) throw new Error(`${channel.key} has no free and paid replays`);
  return [
    { name: 'home', path: '/' },
    { name: 'schedule (grid of cards)', path: '/upcoming' },
    { name: 'schedule (list of replays)', path: '/upcoming?type=vod&layout=list' },
    { name: 'schedule (table)', path: '/upcoming?view=table' },
    { name: 'watch (free)', path: `/watch/${free.id}` },
    { name: 'watch (paid)', path: `/watch/${paid.id}` },
    { name: 'VOD library', path: '/vod_library' },
    { name: 'FAQ', path: '/faq' },
    { name: 'about page', path: '/about' },
    { name: 'legal page', path: '/privacy_policy' },
    { name: 'custom page', path: channel.customPage },
    { name: 'passes', path: '/packages' },
    { name: 'login', path: '/login' },
    { name: 'registration', path: '/registration' },
    { name: '404', path: '/404' },
  ];
}

/** The event a /watch/{id} path plays. */
export async function eventOf(request: APIRequestContext, watchPath: string): Promise<{ id: number; name: string }> {
  const id = Number(watchPath.split('/').pop());
  const res = await request.get(`/api/events/${id}`, { params: { api_key: await apiKeyFor(request) } });
  return ((await res.json()) as { data: { id: number; name: string } }).data;
}

/** Screens of the signed-in viewer. */
export async function memberScreens(request: APIRequestContext, channel: DemoChannel): Promise<Screen[]> {
  const { data: packages } = await apiGet<Array<{ id: number }>>(request, '/api/packages', { channel_key: channel.key });
  const pass = packages[0];
  if (!pass) throw new Error(`${channel.key} sells no pass`);
  return [
    { name: 'profile (orders)', path: '/profile' },
    { name: 'profile (transactions)', path: '/profile/transactions' },
    { name: 'profile (clips)', path: '/profile/clips' },
    { name: 'profile (edit)', path: '/profile/edit' },
    { name: 'buy', path: `/buy?package_id=${pass.id}` },
  ];
}

/** Opens a screen and waits until it has rendered its main heading and its data (never for video). */
export async function openScreen(page: Page, screen: Screen): Promise<void> {
  await page.goto(screen.path);
  await expect(page.locator('#splash')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Loading placeholders are replaced by the data before the page is judged.
  await expect(page.locator('[aria-busy="true"], .skeleton, .spinner')).toHaveCount(0);
}

export async function signIn(page: Page, channel: DemoChannel): Promise<void> {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.locator('input[autocomplete="username"], input[inputmode="email"]').first().fill(channel.account.email);
  await main.locator('input[type="password"]').fill(channel.account.password);
  await main.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/);
}

export interface Finding {
  rule: string;
  impact: string;
  nodes: string[];
}

/** axe over the whole page (every rule axe has), keeping what it rates serious or critical, plus heading order. */
export async function seriousViolations(page: Page): Promise<Finding[]> {
  // axe's default way to gather frames opens a blank page for every check to merge their results in: two to three
  // times the check itself (3.0 s against 1.1 s on home). Legacy mode runs it in the page, and reaches the page's own
  // frames as well; only frames of another origin would go unchecked, so a screen is refused if it has any.
  const origin = new URL(page.url()).origin;
  // A frame just added and not yet navigated has no address at all (''), like about:blank: nothing of another origin.
  const foreignFrames = page.frames().map((frame) => frame.url()).filter((url) => url !== '' && url !== 'about:blank' && new URL(url).origin !== origin);
  expect(foreignFrames, `frames axe would not check on ${page.url()}`).toEqual([]);
  // Only violations are reported back: serialising every passing node doubles the time of a check.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || violation.id === 'heading-order')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}${node.failureSummary ? ` — ${node.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`),
    }));
}

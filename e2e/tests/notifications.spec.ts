import { type APIRequestContext, expect, test } from '@playwright/test';
import { browserKeys, startPushServiceStub } from '../../apps/server/test/push-service-stub';
import { apiGet, apiKeyFor, type WireEvent } from '../support/catalogue';
import { signInWithForm } from '../support/accounts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser';

interface WireFeed {
  event_id: number;
  feed_status: 'waiting' | 'running' | 'stopped';
  event_utc_ts: string;
}

test.describe.configure({ timeout: 150_000 });
// The journey's browser has granted this origin notifications: no prompt to answer. The full browser: the headless
// shell the other journeys drive refuses a service worker's showNotification whatever the permission.
test.use({ permissions: ['notifications'], launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } });

/** An upcoming paid game with teams whose simulated feed waits (the simulate journey takes a free one), and one of its teams. */
async function gameToStart(request: APIRequestContext, apiKey: string) {
  const { data: feeds } = await apiGet<WireFeed[]>(request, '/api/simulate', { api_key: apiKey });
  const { data: upcoming } = await apiGet<Array<WireEvent & { pricing_type: string }>>(request, '/api/events', { api_key: apiKey, stream_status: 'upcoming', limit: 100 });
  const waiting = new Set(feeds.filter((feed) => feed.feed_status === 'waiting').map((feed) => feed.event_id));
  const game = upcoming.filter((event) => waiting.has(event.id) && event.pricing_type !== 'free' && event.participants.length > 0).at(-1);
  expect(game, 'an upcoming paid game with teams and a waiting feed').toBeDefined();
  const { data: teams } = await apiGet<Array<{ id: number; alias: string }>>(request, '/api/participants', { channel_key: 'varsity' });
  const team = teams.find((candidate) => candidate.alias === game!.participants[0]!.alias)!;
  return { game: game!, teamId: team.id };
}

test("a fan opts in to push for 'team goes live', their team goes live and the notification shows", async ({ page, context, request }) => {
  const stub = await startPushServiceStub();
  const browser = browserKeys();
  const endpoint = `${stub.origin}/push/fan`;
  // Headless Chromium has no push service to subscribe with (no network): the page's PushManager hands out a
  // subscription to the local stub instead, with real P-256 keys, so the server's encrypted request is the real one.
  await context.addInitScript(
    ({ endpoint, keys }) => {
      const subscription = { endpoint, expirationTime: null, toJSON: () => ({ endpoint, expirationTime: null, keys }), unsubscribe: async () => true };
      PushManager.prototype.subscribe = async () => subscription as unknown as PushSubscription;
      PushManager.prototype.getSubscription = async () => null;
    },
    { endpoint, keys: browser.keys },
  );

  // The simulate API's key stays a visitor's; the login below turns its own key into the fan's.
  const operatorKey = await apiKeyFor(request);
  const visitorKey = await apiKeyFor(request);
  const { game, teamId } = await gameToStart(request, operatorKey);
  const login = await request.post('/api/v2/auth/login', { data: { api_key: visitorKey, email: 'fan@varsity.test', password: 'season-ticket' } });
  const fanKey = ((await login.json()) as { data: { api_key: string } }).data.api_key;
  const favourite = await request.post('/api/favorite', { data: { api_key: fanKey, favoritable_id: teamId, favoritable_type: 'participant' } });
  const favouriteId = ((await favourite.json()) as { data: { id: number } }).data.id;

  try {
    await signInWithForm(page, 'fan@varsity.test', 'season-ticket');
    await page.goto('/profile');
    const section = page.locator('section#notifications');
    await expect(section.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await section.getByRole('group', { name: 'A team I follow goes live' }).getByRole('checkbox', { name: 'On this device' }).check();
    const subscribed = page.waitForResponse((response) => response.url().endsWith('/api/notifications/push-subscriptions') && response.status() === 200);
    await section.getByRole('button', { name: 'Save notification settings' }).click();
    await subscribed;
    await expect(section.getByText('Notification settings saved')).toBeVisible();
    const worker = context.serviceWorkers().find((candidate) => candidate.url().endsWith('/sw.js')) ?? (await context.waitForEvent('serviceworker'));
    expect(new URL(worker.url()).pathname).toBe('/sw.js');

    // The team goes live (an operator starts the simulated feed); the server pushes to the stub.
    expect((await request.post(`/api/simulate/${game.id}/start`, { data: { api_key: operatorKey } })).ok()).toBe(true);
    await expect.poll(() => stub.received.filter((push) => push.path === '/push/fan').length, { timeout: 20_000 }).toBe(1);
    const [push] = stub.received.filter((received) => received.path === '/push/fan');
    const message = JSON.parse(browser.decrypt(push!.body)) as { title: string; url: string };
    expect(message).toMatchObject({ kind: 'team_live', title: `Live now: ${game.name}`, url: `/watch/${game.id}` });

    // What the push service would hand the browser, given to the app's service worker, which shows it. Headless
    // Chromium drops a shown notification from getNotifications() about 26 s later without a close event (it has no
    // notification centre to keep it), so the worker reads the list as soon as its showNotification settles, and a
    // failure says whether that call was still pending or refused.
    type Listed = { title: string; body: string; url: string };
    type Worker = {
      PushEvent: new (type: string, init: { data: string }) => Event;
      registration: {
        getNotifications(): Promise<Array<{ title: string; body: string; data: unknown }>>;
        showNotification(title: string, options?: object): Promise<void>;
      };
      dispatchEvent(event: Event): boolean;
      showing: string;
      listed: Listed[];
    };
    await worker.evaluate((data) => {
      const sw = self as unknown as Worker;
      const show = sw.registration.showNotification.bind(sw.registration);
      sw.showing = 'pending';
      sw.listed = [];
      sw.registration.showNotification = (...args) =>
        show(...args).then(
          async () => {
            const notifications = await sw.registration.getNotifications();
            sw.listed = notifications.map((notification) => ({ title: notification.title, body: notification.body, url: (notification.data as { url: string }).url }));
            sw.showing = 'shown';
          },
          (error: unknown) => void (sw.showing = `refused: ${String(error)}`),
        );
      sw.dispatchEvent(new sw.PushEvent('push', { data }));
    }, JSON.stringify(message));
    const shown = () =>
      worker.evaluate(() => {
        const sw = self as unknown as Worker;
        return { showing: sw.showing, notifications: sw.listed };
      });
    const expected = { title: `Live now: ${game.name}`, body: 'A team you follow is live on Varsity Sports Network.', url: `/watch/${game.id}` };
    await expect.poll(shown, { timeout: 60_000 }).toEqual({ showing: 'shown', notifications: [expected] });
  } finally {
    await request.delete(`/api/favorite/${favouriteId}`, { params: { api_key: fanKey } });
    await request.post(`/api/simulate/${game.id}/stop`, { data: { api_key: operatorKey } });
    await stub.close();
  }
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetUser } from '../../lib/session';
import { ok, stubApi } from '../../test/api-stub';
import { favoritesServer } from '../../test/favorites';
import { renderApp } from '../../test/render-app';
import { signIn } from '../../test/users';

const OFF = { push: false, email: false };
const DEFAULTS = { kinds: { team_live: OFF, game_tomorrow: OFF, clip_ready: OFF }, quiet_hours: null, time_zone: 'Europe/Paris' };
// 65 bytes, base64url: what a VAPID public key looks like.
const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const SUBSCRIPTION = { endpoint: 'https://push.example.test/send/abc', keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } };

/** A browser with service workers and the Push API, whose permission prompt answers `answer`. */
function pushBrowser(answer: NotificationPermission) {
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => ({ endpoint: SUBSCRIPTION.endpoint, toJSON: () => SUBSCRIPTION, unsubscribe: async () => true }));
  const registration = { pushManager: { getSubscription: async () => null, subscribe } };
  const register = vi.fn(async () => registration);
  const requestPermission = vi.fn(async () => answer);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register, ready: Promise.resolve(registration), getRegistration: async () => registration } });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', Object.assign(class {}, { permission: 'default', requestPermission }));
  return { subscribe, register, requestPermission };
}

function server() {
  let saved: Record<string, unknown> = DEFAULTS;
  return stubApi(
    favoritesServer().routes({
      'GET /api/orders': ok([]),
      'GET /api/notifications/preferences': () => ok(saved)(),
      'PUT /api/notifications/preferences': (body) => {
        const { api_key: _key, ...rest } = body;
        saved = rest;
        return ok(rest)();
      },
      'GET /api/notifications/push-key': ok({ public_key: PUBLIC_KEY }),
      'POST /api/notifications/push-subscriptions': ok({ subscribed: true }),
      'POST /api/notifications/push-subscriptions/remove': ok({ removed: true }),
    }),
  );
}

beforeEach(() => signIn());
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  resetUser();
});

const block = async () => (await screen.findByRole('heading', { name: 'Notifications' })).closest('section')!;
const group = (section: HTMLElement, name: string) => within(within(section).getByRole('group', { name }));

describe('the notifications block in the account area', () => {
  it('opts in per kind and channel, asks the push permission only on Save, subscribes this browser and saves quiet hours', async () => {
    const browser = pushBrowser('granted');
    const api = server();
    await renderApp('/profile');
    const section = await block();
    await waitFor(() => expect(group(section, 'A team I follow goes live').getByRole('checkbox', { name: 'On this device' })).not.toBeChecked());
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(group(section, 'A team I follow goes live').getByRole('checkbox', { name: 'On this device' }));
    await userEvent.click(group(section, 'My clip is ready').getByRole('checkbox', { name: 'By email' }));
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Hold notifications during quiet hours' }));
    const from = within(section).getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '23:00');
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await userEvent.click(within(section).getByRole('button', { name: 'Save notification settings' }));

    expect(await within(section).findByText('Notification settings saved')).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(Array.from(browser.subscribe.mock.calls[0]![0].applicationServerKey as Uint8Array)).toEqual([4, ...new Array<number>(64).fill(0)]);
    expect(api.sent('POST /api/notifications/push-subscriptions')).toEqual([{ api_key: 'user-key', ...SUBSCRIPTION }]);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(api.sent('PUT /api/notifications/preferences')).toEqual([
      { api_key: 'user-key', kinds: { team_live: { push: true, email: false }, game_tomorrow: OFF, clip_ready: { push: false, email: true } }, quiet_hours: { start: '23:00', end: '07:00' }, time_zone: zone },
    ]);
    expect(within(section).getByRole('button', { name: 'Send a test notification' })).toBeInTheDocument();
  });

  it('keeps push off and says so when the browser refuses the permission; email is still saved', async () => {
    const browser = pushBrowser('denied');
    const api = server();
    await renderApp('/profile');
    const section = await block();
    await waitFor(() => expect(group(section, 'A team I follow goes live').getByRole('checkbox', { name: 'By email' })).toBeEnabled());
    await userEvent.click(group(section, 'A team I follow goes live').getByRole('checkbox', { name: 'On this device' }));
    await userEvent.click(group(section, 'A team I follow goes live').getByRole('checkbox', { name: 'By email' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Save notification settings' }));

    expect(await within(section).findByText(/This browser blocks notifications/)).toBeInTheDocument();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(api.sent('POST /api/notifications/push-subscriptions')).toEqual([]);
    expect(api.sent('PUT /api/notifications/preferences').map((body) => body.kinds)).toEqual([{ team_live: { push: false, email: true }, game_tomorrow: OFF, clip_ready: OFF }]);
    expect(group(section, 'A team I follow goes live').getByRole('checkbox', { name: 'On this device' })).not.toBeChecked();
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { keyStore } from '../../lib/api';
import { userStore } from '../../lib/session';
import { clearApiDataCache } from '../../lib/use-api-data';
import { fail, ok, stubApi } from '../../test/api-stub';
import { makeBootstrap } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const deviceCode = (expiresAt: string) => ({
  code: 'ABCD-2345',
  expires_at: expiresAt,
  poll_interval_seconds: 3,
  verification_url: 'http://app.test/profile/sessions/add',
});

const linking = makeBootstrap({ settings: { remoteAuth: 1, auth: { remote_auth: 1 } } });
let linked = false;
let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  keyStore.setChannelKey('varsity');
  keyStore.setApiKey('varsity', 'tv-key');
  clearApiDataCache();
  linked = false;
  api = stubApi({
    'POST /api/auth/device-code': ok(deviceCode(inMinutes(10))),
    'POST /api/auth/device-code/poll': () =>
      ok(
        linked
          ? { status: 'linked', api_key: 'linked-key', expires_at: inMinutes(60), user: makeUser({ first_name: 'Casey' }) }
          : { status: 'pending', expires_at: inMinutes(10) },
      )(),
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * A browser takes the focus from a button as it becomes disabled (jsdom leaves it there): the page's body gets it.
 * For the rest of the test that calls it, failed or not.
 */
function blurWhenDisabled(): void {
  const property = Object.getOwnPropertyDescriptor(HTMLButtonElement.prototype, 'disabled')!;
  Object.defineProperty(HTMLButtonElement.prototype, 'disabled', {
    configurable: true,
    get: property.get,
    set(this: HTMLButtonElement, value: boolean) {
      if (value && document.activeElement === this) this.blur();
      property.set!.call(this, value);
    },
  });
  onTestFinished(() => void Object.defineProperty(HTMLButtonElement.prototype, 'disabled', property));
}

describe('sign in with a code (device side)', () => {
  it('is offered only when the channel enables device linking', async () => {
    await renderApp('/login', makeBootstrap({ settings: { remoteAuth: 0 } }));
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByRole('heading', { name: 'Sign in with a code' })).not.toBeInTheDocument();
  });

  it('shows the code, polls at the interval it was given, and signs in once the code is entered', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = await renderApp('/upcoming', linking);
    await router.navigate('/login');
    const getCode = await screen.findByRole('button', { name: 'Get a code' });
    expect(getCode).not.toHaveFocus();
    // The code comes after a round trip, as over a network: the button shows its disabled state meanwhile.
    const answer = ok(deviceCode(inMinutes(10)));
    api.fetchMock.mockImplementationOnce(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return answer();
    });
    blurWhenDisabled();
    await user.click(getCode);
    expect(await screen.findByText('ABCD-2345')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'http://app.test/profile/sessions/add' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for the code to be entered…');
    // The pressed button was disabled while asking: the focus is on the new step's button, not back at the page's top.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());

    await wait(2_900);
    expect(api.sent('POST /api/auth/device-code/poll')).toHaveLength(0);
    await wait(200);
    expect(api.sent('POST /api/auth/device-code/poll')).toEqual([{ api_key: 'tv-key' }]);
    expect(userStore.get()).toBeNull();

    linked = true;
    await wait(3_000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/upcoming'));
    expect(keyStore.getApiKey('varsity')).toBe('linked-key');
    expect(userStore.get()).toMatchObject({ first_name: 'Casey' });
  });

  it('says so when the server answers that the code expired', async () => {
    stubApi({
      'POST /api/auth/device-code': ok(deviceCode(inMinutes(10))),
      'POST /api/auth/device-code/poll': fail(400, 'Field value is invalid', 'VALIDATION_FAILED'),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderApp('/login', linking);
    await user.click(await screen.findByRole('button', { name: 'Get a code' }));
    await screen.findByText('ABCD-2345');
    await wait(3_000);
    expect(await screen.findByRole('alert')).toHaveTextContent('This code has expired.');
  });

  it('says when the code has expired and offers a new one', async () => {
    stubApi({ 'POST /api/auth/device-code': ok(deviceCode(inMinutes(0.05))), 'POST /api/auth/device-code/poll': ok({ status: 'pending', expires_at: inMinutes(0.05) }) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderApp('/login', linking);
    await user.click(await screen.findByRole('button', { name: 'Get a code' }));
    await screen.findByText('ABCD-2345');
    await wait(6_000);
    expect(await screen.findByRole('alert')).toHaveTextContent('This code has expired.');
    expect(screen.getByRole('button', { name: 'Get a new code' })).toBeEnabled();
  });
});

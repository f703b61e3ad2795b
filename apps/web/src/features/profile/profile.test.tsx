import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../components/ui/toast-store';
import { resetUser, userStore } from '../../lib/session';
import { fail, ok, stubApi } from '../../test/api-stub';
import { makeBootstrap } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { makeUser, signIn } from '../../test/users';

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  signIn();
  toastStore.set([]);
  api = stubApi({ 'POST /api/auth/add_session': ok({ linked: true }), 'GET /api/orders': ok([]) });
});
afterEach(() => vi.unstubAllGlobals());

describe('account area', () => {
  it('shows who is signed in, the account tabs and a real empty state for active orders', async () => {
    userStore.set(makeUser({ email_verified: false }));
    await renderApp('/profile');
    expect(await screen.findByText('Signed in as Jordan Tester')).toBeInTheDocument();
    expect(screen.getByText(/Your email address jordan@example.com is not verified yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify it now' })).toHaveAttribute('href', '/verify-notice');
    const tabs = screen.getByRole('navigation', { name: 'Account sections' });
    expect(within(tabs).getAllByRole('link').map((link) => link.textContent)).toEqual(['My orders', 'Transactions', 'My clips', 'Devices']);
    expect(await screen.findByText('You have no active passes or subscriptions yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse passes' })).toHaveAttribute('href', '/packages');
  });

  it('sends the user to /login when the session ends while on an account page', async () => {
    const { router } = await renderApp('/profile/clips');
    await screen.findByText('Signed in as Jordan Tester');
    act(() => resetUser());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('link a device (user side)', () => {
  const linking = makeBootstrap({ settings: { remoteAuth: 1, auth: { remote_auth: 1 } } });

  it('signs the device in with the code it shows, written any way', async () => {
    const user = userEvent.setup();
    await renderApp('/profile/sessions/add', linking);
    await user.type(await screen.findByRole('textbox', { name: 'Code shown on the device' }), ' abcd 2345 ');
    await user.click(screen.getByRole('button', { name: 'Link the device' }));
    expect(await screen.findByRole('heading', { name: 'Device linked' })).toBeInTheDocument();
    expect(api.sent('POST /api/auth/add_session')).toEqual([{ code: 'ABCD2345', api_key: 'user-key' }]);
  });

  it('takes the code from the link the device shows, and puts a server error on the code field', async () => {
    stubApi({ 'POST /api/auth/add_session': fail(400, 'Field value is invalid', 'VALIDATION_FAILED', { code: ['Field value is invalid'] }) });
    const user = userEvent.setup();
    await renderApp('/profile/sessions/add?code=WXYZ-6789', linking);
    const code = await screen.findByRole('textbox', { name: 'Code shown on the device' });
    expect(code).toHaveValue('WXYZ-6789');
    await user.click(screen.getByRole('button', { name: 'Link the device' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining('Field value is invalid')));
  });
});

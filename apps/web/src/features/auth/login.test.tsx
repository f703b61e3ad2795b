import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../components/ui/toast-store';
import { keyStore } from '../../lib/api';
import { userStore } from '../../lib/session';
import { clearApiDataCache } from '../../lib/use-api-data';
import { fail, ok, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';
import { makeGrant } from '../../test/users';

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  keyStore.setChannelKey('varsity');
  keyStore.setApiKey('varsity', 'visitor-key');
  clearApiDataCache();
  toastStore.set([]);
  api = stubApi({ 'POST /api/v2/auth/login': ok(makeGrant('user-key', { first_name: 'Robin' })) });
});
afterEach(() => vi.unstubAllGlobals());

async function signIn(identifier: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), identifier);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login', () => {
  it('checks the fields with the spec messages before sending anything', async () => {
    const user = userEvent.setup();
    await renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Enter your Email'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Field is required');
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(email).toHaveAccessibleDescription(expect.stringContaining('A valid email address is required'));
    expect(api.sent('POST /api/v2/auth/login')).toHaveLength(0);
  });

  it('shows the rule messages in French', async () => {
    const user = userEvent.setup();
    await renderApp('/login', undefined, 'fr');
    await user.click(await screen.findByRole('button', { name: 'Se connecter' }));
    expect(screen.getByRole('textbox', { name: 'Courriel' })).toHaveAccessibleDescription(expect.stringContaining('Saisissez votre courriel'));
  });

  it('signs in, keeps the rotated API key and lands on the page the visitor came from', async () => {
    const { router } = await renderApp('/watch/5?from=rail');
    await router.navigate('/login');
    await signIn('  robin@example.com ', 'correct-horse');
    await waitFor(() => expect(router.state.location.pathname).toBe('/watch/5'));
    expect(router.state.location.search).toBe('?from=rail');
    expect(api.sent('POST /api/v2/auth/login')).toEqual([{ email: 'robin@example.com', password: 'correct-horse', api_key: 'visitor-key' }]);
    expect(keyStore.getApiKey('varsity')).toBe('user-key');
    // Known to be a user's: the next page load asks who it is, a visitor's would not.
    expect(keyStore.getApiKeyHolder('varsity')).toBe('user');
    expect(userStore.get()).toMatchObject({ first_name: 'Robin' });
    expect(await screen.findByRole('link', { name: 'My account' })).toBeInTheDocument();
  });

  it('accepts the account number + email identifier', async () => {
    const { router } = await renderApp('/login');
    await signIn('1042+robin@example.com', 'correct-horse');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.sent('POST /api/v2/auth/login')[0]).toMatchObject({ email: '1042+robin@example.com' });
  });

  it('sends a user with a temporary password to /profile/edit', async () => {
    api = stubApi({ 'POST /api/v2/auth/login': ok(makeGrant('user-key', { temporary_password: true })) });
    const { router } = await renderApp('/login');
    await signIn('robin@example.com', 'temporary-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/edit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account has a temporary password');
  });

  it('shows a wrong password as a toast, stays on the page and can try again', async () => {
    api = stubApi({ 'POST /api/v2/auth/login': fail(401, 'Wrong auth data', 'WRONG_AUTH_DATA') });
    const { router } = await renderApp('/login');
    await signIn('robin@example.com', 'wrong-password');
    await waitFor(() => expect(toastStore.get()[0]).toMatchObject({ type: 'error', text: 'Wrong auth data' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(keyStore.getApiKey('varsity')).toBe('visitor-key');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('disables the button and says it is working while the request runs', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({ 'POST /api/v2/auth/login': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await renderApp('/login');
    await signIn('robin@example.com', 'correct-horse');
    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    expect(busy).toBeDisabled();
    answer(ok(makeGrant())());
    await waitFor(() => expect(userStore.get()).not.toBeNull());
  });

  it('links to password reset and registration', async () => {
    await renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/password-reset-request');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/registration');
  });
});

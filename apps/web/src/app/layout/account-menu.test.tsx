import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyStore } from '../../lib/api';
import { userStore } from '../../lib/session';
import { clearApiDataCache } from '../../lib/use-api-data';
import { ok, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  keyStore.setChannelKey('varsity');
  keyStore.setApiKey('varsity', 'user-key');
  clearApiDataCache();
  api = stubApi({ 'POST /api/auth/logout': ok({ ok: true }), 'POST /api/get_api_key': ok({ api_key: 'visitor-key', expires_at: '2030-01-01T00:00:00Z' }) });
});
afterEach(() => vi.unstubAllGlobals());

describe('header account links', () => {
  it('offers "Sign in" to a visitor', async () => {
    await renderApp('/faq');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(header).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('offers the account to a user, whose account area signs out: the session ends and a visitor key is fetched', async () => {
    userStore.set(makeUser());
    const user = userEvent.setup();
    const { router } = await renderApp('/profile/clips');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: 'My account' })).toHaveAttribute('href', '/profile');
    expect(within(header).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(keyStore.getApiKey('varsity')).toBe('visitor-key'));
    expect(api.sent('POST /api/auth/logout')).toEqual([{ api_key: 'user-key' }]);
    expect(userStore.get()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(within(header).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});

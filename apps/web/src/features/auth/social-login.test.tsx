import type { ProjectSettingsFile } from '@ott/contracts/channel';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyStore } from '../../lib/api';
import { leaveApp } from '../../lib/leave-app';
import { userStore } from '../../lib/session';
import { clearApiDataCache } from '../../lib/use-api-data';
import { fail, ok, stubApi } from '../../test/api-stub';
import { makeBootstrap, makeSettingsFile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { makeGrant } from '../../test/users';

vi.mock('../../lib/leave-app', () => ({ leaveApp: vi.fn() }));

const withProviders = (social_login: ProjectSettingsFile['features']['social_login']) => makeSettingsFile({ features: { social_login } });

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  keyStore.setChannelKey('varsity');
  keyStore.setApiKey('varsity', 'visitor-key');
  clearApiDataCache();
  vi.mocked(leaveApp).mockClear();
  api = stubApi({
    'POST /api/v2/auth/social/google': ok({ url: 'https://accounts.example.test/authorize?state=visitor-key' }),
    'POST /api/v2/auth/social/google/callback': ok(makeGrant('google-user-key', { first_name: 'Gale' })),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('social login', () => {
  it('offers no provider the settings file does not enable', async () => {
    await renderApp('/login', makeBootstrap(), 'en', withProviders([]));
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
    await renderApp('/login', makeBootstrap(), 'en', withProviders(['facebook']));
    expect(await screen.findByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it("sends the user to the provider's sign-in page", async () => {
    const user = userEvent.setup();
    await renderApp('/login', makeBootstrap(), 'en', withProviders(['google', 'facebook']));
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('https://accounts.example.test/authorize?state=visitor-key'));
    expect(api.sent('POST /api/v2/auth/social/google')).toEqual([{ api_key: 'visitor-key' }]);
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeDisabled();
  });

  it('finishes on the callback route and returns to the remembered page', async () => {
    const { router } = await renderApp('/watch/9', makeBootstrap(), 'en', withProviders(['google']));
    await router.navigate('/auth/login/google/callback?code=one-time&state=visitor-key&iss=https%3A%2F%2Faccounts.example.test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/watch/9'));
    expect(api.sent('POST /api/v2/auth/social/google/callback')).toEqual([
      { code: 'one-time', state: 'visitor-key', iss: 'https://accounts.example.test', api_key: 'visitor-key' },
    ]);
    expect(keyStore.getApiKey('varsity')).toBe('google-user-key');
    expect(userStore.get()).toMatchObject({ first_name: 'Gale' });
  });

  it('explains a callback that failed or was cancelled', async () => {
    stubApi({ 'POST /api/v2/auth/social/google/callback': fail(401, 'Wrong auth data', 'WRONG_AUTH_DATA') });
    await renderApp('/auth/login/google/callback?code=stale&state=visitor-key');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong auth data');
    await renderApp('/auth/login/facebook/callback?error=access_denied');
    expect(await screen.findByText('Sign-in did not complete. Please try again.')).toBeInTheDocument();
  });
});

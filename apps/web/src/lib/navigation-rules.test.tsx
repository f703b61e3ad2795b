import { screen, waitFor } from '@testing-library/react';
import { beforeEach, afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/api-stub';
import { renderApp } from '../test/render-app';
import { makeUser } from '../test/users';
import { keyStore } from './api';
import { returnPage, trackingCode, TRK_LIFETIME_MS } from './navigation-rules';
import { userStore } from './session';
import { clearApiDataCache } from './use-api-data';

beforeEach(() => {
  keyStore.setChannelKey('varsity');
  keyStore.setApiKey('varsity', 'test-key');
  clearApiDataCache();
  stubApi({});
});
afterEach(() => vi.unstubAllGlobals());

/** The first navigation (and the redirects it makes) has finished. */
const settled = (router: { state: { initialized: boolean; navigation: { state: string } } }) =>
  waitFor(() => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true));

describe('navigation rules (spec §2)', () => {
  it.each(['/login', '/registration', '/password-reset-request', '/password-reset?email=a@b.co&code=x'])('sends a signed-in user from %s to home', async (path) => {
    userStore.set(makeUser());
    const { router } = await renderApp(path);
    await settled(router);
    expect(router.state.location.pathname).toBe('/');
  });

  it.each(['/login', '/registration'])('keeps a visitor on %s when they go to /buy', async (path) => {
    const { router } = await renderApp(path);
    await settled(router);
    await router.navigate('/buy');
    await settled(router);
    expect(router.state.location.pathname).toBe(path);
  });

  it('lets a visitor open /buy from any other page', async () => {
    const { router } = await renderApp('/faq');
    await router.navigate('/buy');
    expect(router.state.location.pathname).toBe('/buy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
  });

  it('forces a user with a temporary password to /profile/edit until the password is changed', async () => {
    const { router } = await renderApp('/watch/5');
    await settled(router);
    userStore.set(makeUser({ temporary_password: true }));
    await router.navigate('/faq');
    expect(router.state.location.pathname).toBe('/profile/edit');
    expect(returnPage()).toBe('/watch/5');
    await router.navigate('/faq');
    expect(router.state.location.pathname).toBe('/profile/edit');
    await router.navigate('/profile');
    expect(router.state.location.pathname).toBe('/profile/edit');

    userStore.set(makeUser({ temporary_password: false }));
    await router.navigate('/faq');
    expect(router.state.location.pathname).toBe('/faq');
  });

  it('sends a user with a temporary password to /profile/edit from the first page they open', async () => {
    userStore.set(makeUser({ temporary_password: true }));
    const { router } = await renderApp('/watch/5');
    await settled(router);
    expect(router.state.location.pathname).toBe('/profile/edit');
  });

  it('sends a visitor from an account page to /login, remembering the page', async () => {
    const { router } = await renderApp('/profile/clips?sort=new');
    await settled(router);
    expect(router.state.location.pathname).toBe('/login');
    expect(returnPage()).toBe('/profile/clips?sort=new');
  });

  it('remembers the last visited page with its query and params, but not the auth pages', async () => {
    expect(returnPage()).toBe('/');
    const { router } = await renderApp('/watch/5?from=home');
    await settled(router);
    expect(returnPage()).toBe('/watch/5?from=home');
    for (const page of ['/login', '/registration', '/verify-notice', '/password-reset-request', '/404']) await router.navigate(page);
    expect(returnPage()).toBe('/watch/5?from=home');
    await router.navigate('/upcoming?sport=hockey');
    expect(returnPage()).toBe('/upcoming?sport=hockey');
  });

  it('stores the trk query parameter for 3 hours', async () => {
    const { router } = await renderApp('/faq?trk=spring-promo');
    await settled(router);
    expect(trackingCode()).toBe('spring-promo');
    const stored = JSON.parse(localStorage.getItem('ott.trk') ?? '{}') as { expiresAt: number };
    expect(stored.expiresAt - Date.now()).toBeGreaterThan(TRK_LIFETIME_MS - 5_000);
    expect(stored.expiresAt - Date.now()).toBeLessThanOrEqual(TRK_LIFETIME_MS);
    expect(TRK_LIFETIME_MS).toBe(3 * 60 * 60 * 1000);
  });
});

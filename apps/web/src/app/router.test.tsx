import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPA_ROUTES } from '@ott/contracts/spa-routes';
import type { RouteObject } from 'react-router';
import { keyStore } from '../lib/api';
import { userStore } from '../lib/session';
import { clearApiDataCache } from '../lib/use-api-data';
import { jsonResponse, makeBootstrap } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { makeUser } from '../test/users';
import { createAppRoutes } from './router';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  keyStore.setChannelKey('varsity');
  clearApiDataCache();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://app.test');
    if (url.pathname === '/api/pages/championship-week') {
      return jsonResponse(200, { data: { id: 2, name: 'Championship Week', url: '/championship-week', alt_name: 'x', content: '## Bracket\n\nEight teams, **one** title.' } });
    }
    if (url.pathname === '/api/pages/about') {
      return jsonResponse(200, { data: { id: 1, name: 'About us', url: '/about', alt_name: 'about', content: 'We stream college sports.' } });
    }
    return jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('routes', () => {
  it('redirects an unknown path to /404 with a link home', async () => {
    const { router } = await renderApp('/no-such-game');
    expect(await screen.findByRole('heading', { name: 'Sorry! - Game Not Found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('titles every route with the channel name', async () => {
    await renderApp('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Frequently asked questions | Varsity Sports Network'));
  });

  it('declares the same screens as the list the server answers 200 for (other paths get 404)', () => {
    const paths = new Set<string>();
    const walk = (routes: RouteObject[], prefix: string) => {
      for (const route of routes) {
        const path = [prefix, route.path ?? ''].filter(Boolean).join('/');
        if (route.path !== undefined || route.index) paths.add(path);
        if (route.children) walk(route.children, path);
      }
    };
    walk(createAppRoutes(makeBootstrap({ pages: [], settings: { extra_routes: [] } })), '');
    paths.delete('*');
    paths.delete('404');
    expect([...paths].sort()).toEqual([...SPA_ROUTES].sort());
  });

  it('sends /register to /registration, keeping its query', async () => {
    const { router } = await renderApp('/register?trk=ad');
    await waitFor(() => expect(router.state.location.pathname).toBe('/registration'));
    expect(router.state.location.search).toBe('?trk=ad');
  });

  it('titles /profile with its heading', async () => {
    userStore.set(makeUser());
    await renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('My account | Varsity Sports Network'));
  });

  it('scrolls to the top on every navigation, and not for the first screen, which opens there', async () => {
    vi.mocked(window.scrollTo).mockClear();
    const { router } = await renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    expect(window.scrollTo).not.toHaveBeenCalled();
    await router.navigate('/contacts');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  });

  it('accepts only a numeric package id', async () => {
    const { router } = await renderApp('/select-package/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a pass' })).toBeInTheDocument();
    await router.navigate('/select-package/twelve');
    expect(await screen.findByRole('heading', { name: 'Sorry! - Game Not Found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('sends the link-device route to active orders when remoteAuth is off', async () => {
    userStore.set(makeUser());
    const { router } = await renderApp('/profile/sessions/add', makeBootstrap({ settings: { remoteAuth: 0 } }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Active orders' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('shows the link-device route when remoteAuth is on', async () => {
    userStore.set(makeUser());
    const { router } = await renderApp('/profile/sessions/add', makeBootstrap({ settings: { remoteAuth: 1 } }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Link a device' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/sessions/add');
  });

  it('gives each custom page from the page list its own route, titled with its name', async () => {
    await renderApp('/championship-week');
    expect(await screen.findByRole('heading', { level: 1, name: 'Championship Week' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Bracket' })).toBeInTheDocument();
    expect(screen.getByText('one').tagName).toBe('STRONG');
    expect(screen.getByRole('region', { name: 'Event filters' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Championship Week | Varsity Sports Network'));
    const pageCall = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://app.test')).find((u) => u.pathname === '/api/pages/championship-week');
    expect(pageCall?.searchParams.get('channel_key')).toBe('varsity');
  });

  it('adds the channel extra routes: redirects and titled pages', async () => {
    const bootstrap = makeBootstrap({
      settings: {
        extra_routes: [
          { path: '/tickets', title: 'Tickets', redirect: '/packages' },
          { path: '/playoffs', title: 'Playoffs', redirect: null },
        ],
      },
    });
    const { router } = await renderApp('/tickets', bootstrap);
    expect(await screen.findByRole('heading', { level: 1, name: 'Passes & subscriptions' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/packages');
    await router.navigate('/playoffs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Playoffs' })).toBeInTheDocument();
  });

  it('renders the channel page content of /about', async () => {
    await renderApp('/about');
    expect(await screen.findByText('We stream college sports.')).toBeInTheDocument();
  });

  it.each([
    ['/login', 'Sign in'],
    ['/registration', 'Create an account'],
    ['/verify-notice', 'Verify your email'],
    ['/verify-email', 'Email verification'],
    ['/password-reset-request', 'Forgot your password'],
    ['/password-reset', 'Choose a new password'],
    ['/contacts', 'Contact us'],
    ['/buy', 'Checkout'],
    ['/packages', 'Passes & subscriptions'],
    ['/passes', 'Passes & subscriptions'],
    ['/upcoming', 'Upcoming events'],
    ['/vod', 'Replays'],
    ['/live', 'Live now'],
    ['/schedule', 'Schedule'],
    ['/vod_library', 'Video library'],
    ['/share/5/0b7e', 'Shared clip'],
    ['/faq', 'Frequently asked questions'],
    ['/about', 'About us'],
    ['/simulate', 'Simulation'],
    ['/confirm-account-deletion', 'Delete account'],
    ['/privacy_policy', 'Privacy policy'],
    ['/terms_conditions', 'Terms & conditions'],
    // The player routes (/watch, /watch_library, /watch_embed) are proved in features/watch/watch.test.tsx.
  ])('%s shows its titled screen', async (path, title) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it.each([
    ['/profile', 'My account'],
    ['/profile/transactions', 'My account'],
    ['/profile/clips', 'My account'],
    ['/profile/edit', 'Edit profile'],
  ])('%s shows its titled screen to a signed-in user', async (path, title) => {
    userStore.set(makeUser());
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('shows the home screen titled with the channel, its sections and its schools', async () => {
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Varsity Sports Network' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: /Live now/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Northfield University' })).toHaveAttribute('href', '/?participant_group=northfield');
  });

  it('lists schools in the header menu, each linking home with its group', async () => {
    const { router } = await renderApp('/faq');
    const header = await screen.findByRole('banner');
    within(header).getByRole('button', { name: 'Schools' }).click();
    const link = await within(header).findByRole('link', { name: 'Northfield University' });
    expect(link).toHaveAttribute('href', '/?participant_group=northfield');
    expect(router.state.location.pathname).toBe('/faq');
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyStore } from '../../lib/api';
import { initI18n, loadScreenStrings } from '../../lib/i18n';
import { resetUser } from '../../lib/session';
import { localStore } from '../../lib/storage';
import { clearApiDataCache } from '../../lib/use-api-data';
import { stubApi } from '../../test/api-stub';
import { favoritesServer, makeFavorite } from '../../test/favorites';
import { signIn } from '../../test/users';
import { FavoriteToggle } from './FavoriteToggle';
import { toastStore } from '../ui/toast-store';

const huskies = { type: 'participant', id: 2 } as const;

async function renderToggle(path = '/?participant=northfield') {
  await initI18n('en');
  await loadScreenStrings();
  const router = createMemoryRouter(
    [
      { path: '/', element: <FavoriteToggle subject={huskies} name="Huskies" /> },
      { path: '/login', element: <p>Sign-in page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const star = () => screen.getByRole('button', { name: 'Add Huskies to favourites' });

beforeEach(() => {
  localStore.remove('pending_favorite');
  toastStore.set([]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetUser();
});

describe('favourite star', () => {
  it('is pressed for a favourite, and a press removes it', async () => {
    signIn();
    const server = favoritesServer([makeFavorite({ id: 1, favoritable_id: 2 })]);
    const api = stubApi(server.routes());
    await renderToggle();
    await waitFor(() => expect(star()).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(star());
    await waitFor(() => expect(star()).toHaveAttribute('aria-pressed', 'false'));
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/favorite/1']);
    expect(server.list()).toEqual([]);
  });

  it('favourites what is not yet a favourite', async () => {
    signIn();
    const api = stubApi(favoritesServer().routes());
    await renderToggle();
    await waitFor(() => expect(star()).toBeEnabled());
    expect(star()).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star());
    await waitFor(() => expect(star()).toHaveAttribute('aria-pressed', 'true'));
    expect(api.sent('POST /api/favorite')).toEqual([{ favoritable_id: 2, favoritable_type: 'participant', api_key: 'user-key' }]);
  });

  it('sends a visitor to sign in, and applies the star once they are back signed in', async () => {
    keyStore.setChannelKey('varsity');
    clearApiDataCache();
    const api = stubApi(favoritesServer().routes());
    const router = await renderToggle();
    expect(star()).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.requests).toEqual([]);

    // Signed in, the login returns to the remembered page.
    act(() => signIn());
    await act(() => router.navigate('/?participant=northfield'));
    await waitFor(() => expect(star()).toHaveAttribute('aria-pressed', 'true'));
    expect(api.sent('POST /api/favorite')).toEqual([{ favoritable_id: 2, favoritable_type: 'participant', api_key: 'user-key' }]);
    expect(toastStore.get().map((toast) => toast.text)).toEqual(['Huskies added to favourites']);
    expect(localStore.get('pending_favorite')).toBeUndefined();
  });

  it("leaves another subject's pending star alone", async () => {
    localStore.set('pending_favorite', { type: 'group', id: 9 });
    signIn();
    const api = stubApi(favoritesServer().routes());
    await renderToggle();
    await waitFor(() => expect(star()).toBeEnabled());
    expect(api.sent('POST /api/favorite')).toEqual([]);
    expect(localStore.get('pending_favorite')).toEqual({ type: 'group', id: 9 });
  });
});

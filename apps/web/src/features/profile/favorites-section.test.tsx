import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../components/ui/toast-store';
import { resetUser } from '../../lib/session';
import { ok, stubApi } from '../../test/api-stub';
import { favoritesServer, makeFavorite } from '../../test/favorites';
import { makeBootstrap } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { signIn } from '../../test/users';

beforeEach(() => {
  signIn();
  toastStore.set([]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetUser();
});

describe('favourites in the account area', () => {
  it('lists each favourite with a link to its home view, and removes one at once', async () => {
    const server = favoritesServer([
      makeFavorite({ id: 1, name: 'Northfield University Huskies', alias: 'northfield-huskies' }),
      makeFavorite({ id: 2, favoritable_type: 'group', favoritable_id: 4, name: 'Eastport University', alias: 'eastport' }),
      makeFavorite({ id: 3, favoritable_type: 'category', favoritable_id: 1, name: 'Basketball', alias: 'basketball' }),
    ]);
    const api = stubApi(server.routes({ 'GET /api/orders': ok([]) }));
    await renderApp('/profile');
    const list = await screen.findByRole('list', { name: 'Favourites' });
    expect(within(list).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      // A team as everywhere else: without the word University; a school keeps its name.
      ['Northfield Huskies', '/?participant=northfield-huskies'],
      ['Eastport University', '/?participant_group=eastport'],
      ['Basketball', '/?category=basketball'],
    ]);
    expect(within(list).getByText('School')).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: 'Remove Eastport University from favourites' }));
    await waitFor(() => expect(within(list).queryByText('Eastport University')).toBeNull());
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/favorite/2']);
    expect(toastStore.get().map((toast) => toast.text)).toEqual(['Eastport University removed from favourites']);
  });

  it('names a French team as its cards do, without Université and its article', async () => {
    const server = favoritesServer([makeFavorite({ id: 1, name: 'Université de Valmont Harfangs', alias: 'valmont-harfangs' })]);
    stubApi(server.routes({ 'GET /api/orders': ok([]) }));
    await renderApp('/profile', makeBootstrap(), 'fr');
    const list = await screen.findByRole('list', { name: 'Favoris' });
    expect(within(list).getByRole('link', { name: 'Valmont Harfangs' })).toHaveAttribute('href', '/?participant=valmont-harfangs');
    await userEvent.click(within(list).getByRole('button', { name: /Valmont Harfangs/ }));
    await waitFor(() => expect(toastStore.get().map((toast) => toast.text)).toEqual([expect.stringMatching(/^Valmont Harfangs /)]));
  });

  it('says how to add some when there are none', async () => {
    stubApi(favoritesServer().routes({ 'GET /api/orders': ok([]) }));
    await renderApp('/profile');
    const section = (await screen.findByRole('heading', { name: 'Favourites' })).closest('section')!;
    expect(await within(section).findByText(/Star a team, school or sport to follow it/)).toBeInTheDocument();
  });
});

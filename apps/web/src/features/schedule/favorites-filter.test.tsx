import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyStore } from '../../lib/api';
import { resetUser } from '../../lib/session';
import { clearApiDataCache } from '../../lib/use-api-data';
import { stubApi } from '../../test/api-stub';
import { makeEvent } from '../../test/events';
import { favoritesServer, makeFavorite } from '../../test/favorites';
import { jsonResponse } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { signIn } from '../../test/users';

const paged = (events: ReturnType<typeof makeEvent>[]) => jsonResponse(200, { data: events, meta: { total: events.length, limit: 24, offset: 0 } });
const everyEvent = makeEvent({ id: 1, name: 'Any game', participants: [] });
const favouriteEvent = makeEvent({ id: 2 });

afterEach(() => {
  vi.unstubAllGlobals();
  resetUser();
});

describe("the schedule's Favourites filter", () => {
  it('shows only the events of the signed-in user’s favourites, its sport choice dropped and its status kept', async () => {
    signIn();
    const api = stubApi(
      favoritesServer([makeFavorite()]).routes({ 'GET /api/events': () => paged([everyEvent]), 'GET /api/events/favorite': () => paged([favouriteEvent]) }),
    );
    const { router } = await renderApp('/live?sport=basketball');
    await screen.findByRole('link', { name: 'Any game' });
    await userEvent.click(screen.getByRole('button', { name: 'Favourites' }));

    // The list is made again for the filter: until the favourites arrive, the one on screen may still be the old one.
    const results = () => screen.getByRole('list', { name: 'Live' });
    await waitFor(() => expect(within(results()).getByRole('link', { name: "Men's Basketball: Eastport at Northfield" })).toHaveAttribute('href', '/watch/2'));
    expect(within(results()).getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Favourites' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?favorites=1');
    expect(api.sent('GET /api/events/favorite')).toEqual([{ stream_status: 'live', limit: '24', offset: '0', api_key: 'user-key' }]);
  });

  it('is not offered to a visitor, whose favourites link shows every event', async () => {
    keyStore.setChannelKey('varsity');
    keyStore.setApiKey('varsity', 'visitor-key');
    clearApiDataCache();
    const api = stubApi({ 'GET /api/events': () => paged([everyEvent]) });
    await renderApp('/upcoming?favorites=1');
    await screen.findByRole('link', { name: 'Any game' });
    expect(screen.queryByRole('button', { name: 'Favourites' })).toBeNull();
    expect(api.requests.filter((request) => request.path.includes('favorite'))).toEqual([]);
  });
});

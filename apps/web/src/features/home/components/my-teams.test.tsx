import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyStore } from '../../../lib/api';
import { resetUser } from '../../../lib/session';
import { clearApiDataCache } from '../../../lib/use-api-data';
import { ok, stubApi } from '../../../test/api-stub';
import { makeEvent } from '../../../test/events';
import { favoritesServer, makeFavorite } from '../../../test/favorites';
import { jsonResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { signIn } from '../../../test/users';

const homeEvents = ok({ live: [], upcoming: [], recent: [] });
const paged = (events: ReturnType<typeof makeEvent>[]) => jsonResponse(200, { data: events, meta: { total: events.length, limit: 12, offset: 0 } });

afterEach(() => {
  vi.unstubAllGlobals();
  resetUser();
});

describe("home's My teams", () => {
  it('lists the live, then upcoming, events of the user’s favourites, each team with its star', async () => {
    signIn();
    const live = makeEvent({ id: 31, name: 'Live game', stream_status: 'live', type: 'live' });
    const next = makeEvent({ id: 32, name: 'Next game' });
    const api = stubApi(
      favoritesServer([makeFavorite()]).routes({
        'GET /api/events-for-homepage': homeEvents,
        'GET /api/events/favorite': (_body, url) => paged(url.searchParams.get('stream_status') === 'live' ? [live] : [next]),
      }),
    );
    await renderApp('/');
    const section = (await screen.findByRole('heading', { name: 'My teams' })).closest('section')!;
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(2));
    expect(within(section).getAllByRole('link', { name: /game$/ }).map((link) => link.getAttribute('href'))).toEqual(['/watch/31', '/watch/32']);
    expect(within(section).getAllByRole('button', { name: 'Add Northfield Huskies to favourites' })[0]).toHaveAttribute('aria-pressed', 'true');
    expect(within(section).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/upcoming?favorites=1');
    expect(api.sent('GET /api/events/favorite').map((query) => query.stream_status)).toEqual(['live', 'upcoming']);
  });

  it('says what to do when the user has no favourites yet, asking no events', async () => {
    signIn();
    const api = stubApi(favoritesServer().routes({ 'GET /api/events-for-homepage': homeEvents }));
    await renderApp('/');
    const section = (await screen.findByRole('heading', { name: 'My teams' })).closest('section')!;
    expect(within(section).getByText(/Star a team, school or sport to follow it/)).toBeInTheDocument();
    expect(api.sent('GET /api/events/favorite')).toEqual([]);
  });

  it('is not shown to a visitor, who asks nothing about favourites', async () => {
    keyStore.setChannelKey('varsity');
    keyStore.setApiKey('varsity', 'visitor-key');
    clearApiDataCache();
    const api = stubApi({ 'GET /api/events-for-homepage': homeEvents });
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Live now' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My teams' })).toBeNull();
    expect(api.requests.filter((request) => request.path.includes('favorite'))).toEqual([]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyStore } from '../../../lib/api';
import { resetUser } from '../../../lib/session';
import { clearApiDataCache } from '../../../lib/use-api-data';
import { fail, ok, stubApi } from '../../../test/api-stub';
import { makeEvent } from '../../../test/events';
import { favoritesServer } from '../../../test/favorites';
import { renderApp } from '../../../test/render-app';
import { signIn } from '../../../test/users';

const homeEvents = ok({ live: [], upcoming: [], recent: [] });
const replay = (id: number, name: string) => makeEvent({ id, name, stream_status: 'vod', type: 'vod' });
const item = (id: number, position: number, duration: number) => ({ event: replay(id, `Game ${id}`), position, duration, updated_at: '2026-11-25T10:00:00.000Z' });

afterEach(() => {
  vi.unstubAllGlobals();
  resetUser();
});

const railOf = async () => (await screen.findByRole('heading', { name: 'Continue watching' })).closest('section')!;

describe("home's Continue watching", () => {
  it('lists the started replays in the server’s order, each with how much is watched and left', async () => {
    signIn();
    stubApi(favoritesServer().routes({ 'GET /api/events-for-homepage': homeEvents, 'GET /api/continue-watching': ok([item(5, 450, 1800), item(9, 60, 600)]) }));
    await renderApp('/');
    const rail = await railOf();
    expect(within(rail).getAllByRole('article')).toHaveLength(2);
    expect(within(rail).getAllByRole('link', { name: /^Game / }).map((link) => link.getAttribute('href'))).toEqual(['/watch/5', '/watch/9']);
    const [first, second] = within(rail).getAllByRole('progressbar');
    expect(first).toHaveAttribute('aria-valuenow', '25');
    expect(first).toHaveAccessibleName('25% watched');
    expect(second).toHaveAttribute('aria-valuenow', '10');
    expect(within(rail).getByText('23 min left')).toBeInTheDocument();
    expect(within(rail).getByText('9 min left')).toBeInTheDocument();
  });

  it('takes a replay off with its small button, through the server', async () => {
    signIn();
    const api = stubApi(
      favoritesServer().routes({
        'GET /api/events-for-homepage': homeEvents,
        'GET /api/continue-watching': ok([item(5, 450, 1800), item(9, 60, 600)]),
        'DELETE /api/continue-watching/5': ok({ event_id: 5 }),
      }),
    );
    await renderApp('/');
    const rail = await railOf();
    await userEvent.click(within(rail).getByRole('button', { name: 'Remove Game 5 from Continue watching' }));
    await waitFor(() => expect(within(rail).getAllByRole('article')).toHaveLength(1));
    expect(api.sent('DELETE /api/continue-watching/5')).toEqual([{ api_key: 'user-key' }]);
    expect(within(rail).getByRole('link', { name: 'Game 9' })).toHaveAttribute('href', '/watch/9');
  });

  it('keeps the replay and says so when removing fails', async () => {
    signIn();
    stubApi(
      favoritesServer().routes({
        'GET /api/events-for-homepage': homeEvents,
        'GET /api/continue-watching': ok([item(5, 450, 1800)]),
        'DELETE /api/continue-watching/5': fail(500, 'Something went wrong', 'INTERNAL'),
      }),
    );
    await renderApp('/');
    const rail = await railOf();
    await userEvent.click(within(rail).getByRole('button', { name: /^Remove/ }));
    expect(await screen.findByText('It could not be removed. Try again.')).toBeInTheDocument();
    expect(within(rail).getAllByRole('article')).toHaveLength(1);
    expect(within(rail).getByRole('button', { name: /^Remove/ })).toBeEnabled();
  });

  it('is hidden when nothing is started', async () => {
    signIn();
    const api = stubApi(favoritesServer().routes({ 'GET /api/events-for-homepage': homeEvents, 'GET /api/continue-watching': ok([]) }));
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Live now' })).toBeInTheDocument();
    await waitFor(() => expect(api.sent('GET /api/continue-watching')).toHaveLength(1));
    await screen.findByRole('heading', { name: 'My teams' });
    expect(screen.queryByRole('heading', { name: 'Continue watching' })).toBeNull();
  });

  it('is not shown to a visitor, who asks nothing about it', async () => {
    keyStore.setChannelKey('varsity');
    keyStore.setApiKey('varsity', 'visitor-key');
    clearApiDataCache();
    const api = stubApi({ 'GET /api/events-for-homepage': homeEvents });
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Live now' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Continue watching' })).toBeNull();
    expect(api.requests.filter((request) => request.path.includes('continue-watching'))).toEqual([]);
  });
});

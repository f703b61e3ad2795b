import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyStore } from '../../lib/api';
import { userStore } from '../../lib/session';
import { clearApiDataCache } from '../../lib/use-api-data';
import { fail, ok, stubApi } from '../../test/api-stub';
import { makePass } from '../../test/commerce';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';
import { prepareBuyScreens } from './buy-test-setup';

prepareBuyScreens();

const seasonPass = makePass({ id: 1, name: 'Basic Pass', price: 14999, base_price: 17999, weight: 100, purchased: true });
const teamPass = makePass({ id: 2, name: 'Huskies Team Pass', price: 5999, service_fee: 199, is_team_pass: true, event_categories: [], participants: [7, 8], weight: 80 });
const monthly = makePass({ id: 1, name: 'Monthly All-Access', type: 'subscription', price: 1299, offer: 'month', period: 'monthly', trial_period: 7, covers_all_events: true, weight: 90 });

beforeEach(() => {
  keyStore.setChannelKey('varsity');
  keyStore.setApiKey('varsity', 'user-key');
  clearApiDataCache();
});
afterEach(() => vi.unstubAllGlobals());

const cardNames = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('/packages', () => {
  it('lists subscriptions and packages heaviest first, with the spec price label, fee, trial and coverage', async () => {
    stubApi({ 'GET /api/packages': ok([teamPass, seasonPass]), 'GET /api/subscriptions': ok([monthly]) });
    await renderApp('/packages');
    await screen.findByRole('heading', { name: 'Basic Pass' });
    expect(cardNames()).toEqual(['Basic Pass', 'Monthly All-Access', 'Huskies Team Pass']);

    const monthlyCard = screen.getByRole('article', { name: 'Monthly All-Access' });
    expect(within(monthlyCard).getByText('USD', { exact: false }).closest('p')).toHaveTextContent('USD $12.99 / month');
    expect(within(monthlyCard).getByText('7-day free trial')).toBeInTheDocument();
    expect(within(monthlyCard).getByText('Every event on the channel')).toBeInTheDocument();
    expect(within(monthlyCard).getByRole('link', { name: 'Buy Monthly All-Access' })).toHaveAttribute('href', '/buy?subscription_id=1');

    const teamCard = screen.getByRole('article', { name: 'Huskies Team Pass' });
    expect(within(teamCard).getByText('+ $1.99 service fee')).toBeInTheDocument();
    expect(within(teamCard).getByText('Every event of 2 teams')).toBeInTheDocument();
    expect(within(teamCard).getByText('Team pass')).toBeInTheDocument();
    expect(within(teamCard).getByRole('link', { name: 'Buy Huskies Team Pass' })).toHaveAttribute('href', '/select-package/2');
  });

  it("shows the operator's description of each pass, with what it covers as the secondary line after it", async () => {
    const described = { ...monthly, description: 'Every game, live and on replay.\nCancel any time.' };
    stubApi({ 'GET /api/packages': ok([teamPass]), 'GET /api/subscriptions': ok([described]) });
    await renderApp('/packages');
    const card = await screen.findByRole('article', { name: 'Monthly All-Access' });
    const description = card.querySelector('.pass-card__description');
    expect(description?.textContent).toBe('Every game, live and on replay.\nCancel any time.');
    const covers = within(card).getByText('Every event on the channel');
    expect(covers).toHaveClass('pass-card__covers');
    expect(description!.compareDocumentPosition(covers) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // A pass without a description shows only its coverage line.
    const teamCard = screen.getByRole('article', { name: 'Huskies Team Pass' });
    expect(teamCard.querySelector('.pass-card__description')).toBeNull();
    expect(within(teamCard).getByText('Every event of 2 teams')).toBeInTheDocument();
  });

  it('labels the base price with the sale price beside it, and shows a purchased pass without a buy button', async () => {
    stubApi({ 'GET /api/packages': ok([seasonPass]), 'GET /api/subscriptions': ok([]) });
    await renderApp('/passes');
    const card = await screen.findByRole('article', { name: 'Basic Pass' });
    expect(card.querySelector('.pass-price__line')).toHaveTextContent('USD $179.99');
    expect(within(card).getByText('On sale: $149.99')).toBeInTheDocument();
    expect(card.querySelector('.pass-card__image')).toBeNull();
    expect(within(card).getByText('Covers Basketball')).toBeInTheDocument();
    expect(within(card).getByText('Purchased')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it("sends a signed-in user's api_key so the server can say what is purchased; a visitor sends none", async () => {
    const api = stubApi({ 'GET /api/packages': ok([]), 'GET /api/subscriptions': ok([]) });
    await renderApp('/packages');
    await screen.findByText('No passes are on sale right now.');
    expect(api.sent('GET /api/packages')).toEqual([{ channel_key: 'varsity' }]);

    // The visitor's page goes, as it would when the viewer signs in; left open, it would ask again as a visitor.
    cleanup();
    clearApiDataCache();
    userStore.set(makeUser());
    const signedIn = stubApi({ 'GET /api/packages': ok([]), 'GET /api/subscriptions': ok([]) });
    await renderApp('/packages');
    await screen.findByText('No passes are on sale right now.');
    expect(signedIn.sent('GET /api/packages')).toEqual([{ api_key: 'user-key', channel_key: 'varsity' }]);
    expect(signedIn.sent('GET /api/subscriptions')).toEqual([{ api_key: 'user-key', channel_key: 'varsity' }]);
  });

  it('shows a spinner while loading, then an error with a retry that loads again', async () => {
    stubApi({ 'GET /api/packages': fail(500, 'Server error', 'INTERNAL'), 'GET /api/subscriptions': ok([]) });
    await renderApp('/packages');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading passes…');
    expect(await screen.findByText('We could not load the passes.')).toBeInTheDocument();

    stubApi({ 'GET /api/packages': ok([seasonPass]), 'GET /api/subscriptions': ok([]) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Basic Pass' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { returnPage } from '../../lib/navigation-rules';
import { userStore } from '../../lib/session';
import { fail, ok, stubApi } from '../../test/api-stub';
import { makePass } from '../../test/commerce';
import { renderApp } from '../../test/render-app';
import { signIn } from '../../test/users';
import { prepareBuyScreens } from './buy-test-setup';

prepareBuyScreens();

const teamPass = makePass({
  id: 2,
  name: 'Huskies Team Pass',
  price: 5999,
  service_fee: 199,
  is_team_pass: true,
  event_categories: [],
  participants: [7, 8],
  disabledParticipants: [8],
});
const participants = [
  { id: 7, name: 'Northfield University Huskies', short_name: 'NFU', alias: 'huskies', images: { logo: null }, color: '#123456', participant_group_id: 1, properties: { gender: 'men', sport: 'basketball' } },
  { id: 8, name: 'Northfield Huskies Women', short_name: 'NFW', alias: 'huskies-w', images: { logo: null }, color: '#123456', participant_group_id: 1, properties: { gender: 'women', sport: 'basketball' } },
];
const preview = { price: 5999, service_fee: 199, discount: 1200, total: 4998, currency: 'USD', code: 'FAN20' };

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  signIn();
  api = stubApi({
    'GET /api/packages/2': ok(teamPass),
    'GET /api/participants': ok(participants),
    'GET /api/apply_coupon': (_body, url) => (url.searchParams.get('code') === 'FAN20' ? ok(preview)() : fail(400, 'Wrong promo code', 'WRONG_PROMO_CODE')()),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('/select-package/{id}', () => {
  it('shows the pass, the teams it covers (those already owned marked) and the final-sale terms', async () => {
    await renderApp('/select-package/2');
    expect(await screen.findByRole('heading', { name: 'Huskies Team Pass' })).toBeInTheDocument();
    const teams = screen.getByRole('region', { name: 'Teams included' });
    expect(await within(teams).findByText('Northfield Huskies')).toBeInTheDocument();
    expect(within(teams).getByText('Northfield Huskies Women').closest('li')).toHaveTextContent('Already yours');
    expect(within(teams).getByText('Northfield Huskies').closest('li')).not.toHaveTextContent('Already yours');
    expect(screen.getByText('All sales are final')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to checkout' })).toHaveAttribute('href', '/buy?package_id=2');
    expect(api.sent('GET /api/packages/2')).toEqual([{ api_key: 'user-key' }]);
  });

  it('applies a promo code: the discounted total shows and checkout carries the code', async () => {
    const user = userEvent.setup();
    await renderApp('/select-package/2');
    // Typed in lower case, as a viewer may: sent and shown as the code is written.
    await user.type(await screen.findByRole('textbox', { name: 'Promo code' }), ' fan20 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveValue('FAN20');
    const list = await screen.findByLabelText('Price with the promo code');
    expect(list).toHaveTextContent('Discount (FAN20)−$12.00');
    expect(list).toHaveTextContent('Total$49.98');
    expect(api.sent('GET /api/apply_coupon')).toEqual([{ code: 'FAN20', package_id: '2', api_key: 'user-key' }]);
    expect(screen.getByRole('link', { name: 'Continue to checkout' })).toHaveAttribute('href', '/buy?package_id=2&code=FAN20');
  });

  it("says 'Promo code is invalid' for a wrong code and keeps it out of checkout", async () => {
    const user = userEvent.setup();
    await renderApp('/select-package/2');
    const field = await screen.findByRole('textbox', { name: 'Promo code' });
    await user.type(field, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo code is invalid')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByLabelText('Price with the promo code')).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue to checkout' })).toHaveAttribute('href', '/buy?package_id=2');
  });

  it('sends a signed-out visitor to sign in, and login comes back to this page', async () => {
    userStore.set(null);
    const user = userEvent.setup();
    const { router } = await renderApp('/select-package/2');
    await user.click(await screen.findByRole('link', { name: 'Sign in to continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(returnPage()).toBe('/select-package/2');
  });

  it('says so when the pass is already owned, without a way to buy it again', async () => {
    stubApi({ 'GET /api/packages/2': ok({ ...teamPass, purchased: true }), 'GET /api/participants': ok(participants) });
    await renderApp('/select-package/2');
    expect(await screen.findByText('You already own this pass.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue to checkout' })).toBeNull();
  });

  it("compares every package and subscription that includes the event in the operator's order (heaviest first), the chosen and the purchased ones marked", async () => {
    const game = makePass({ id: 40, name: 'Huskies vs Knights', type: 'event', event_id: 9, price: 799, service_fee: 99, event_categories: [], weight: 120 });
    const season = makePass({ id: 1, name: 'Basic Pass', price: 14999, base_price: 17999, weight: 95 });
    const monthly = makePass({ id: 3, name: 'Monthly All-Access', type: 'subscription', price: 1299, offer: 'month', period: 'monthly', covers_all_events: true, purchased: true, weight: 100 });
    const sixMonths = makePass({ id: 5, name: '6-Month All-Access', type: 'subscription', price: 5999, base_price: 7794, offer: 'month', period: 'monthly', period_count: 6, covers_all_events: true, weight: 90 });
    api = stubApi({ 'GET /api/packages/40': ok(game), 'GET /api/packages': ok([season, game]), 'GET /api/subscriptions': ok([sixMonths, monthly]) });
    await renderApp('/select-package/40');
    const compare = await screen.findByRole('region', { name: 'Every pass that includes this event' });
    const items = await within(compare).findAllByRole('listitem');
    // Not by price: the season pass the operator put before the 6-month subscription comes first.
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Huskies vs Knights', 'Monthly All-Access', 'Basic Pass', '6-Month All-Access']);
    expect(items[0]).toHaveTextContent('Selected');
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(items[1]).toHaveTextContent('Purchased');
    expect(within(items[1]!).queryByRole('link')).toBeNull();
    expect(items[3]).toHaveTextContent('USD $77.94 / 6 months');
    expect(within(items[3]!).getByRole('link', { name: 'Choose 6-Month All-Access' })).toHaveAttribute('href', '/buy?subscription_id=5');
    expect(within(items[2]!).getByRole('link', { name: 'Choose Basic Pass' })).toHaveAttribute('href', '/select-package/1');
    expect(api.sent('GET /api/packages')).toEqual([{ api_key: 'user-key', channel_key: 'varsity', event_id: '9' }]);
    expect(api.sent('GET /api/subscriptions')).toEqual([{ api_key: 'user-key', channel_key: 'varsity', event_id: '9' }]);
    // No image: no empty block in its place.
    expect(document.querySelector('.pass-card__image, .compare__image')).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue to checkout' })).toHaveAttribute('href', '/buy?package_id=40');
  });

  it('says the pass does not exist on a 404', async () => {
    stubApi({ 'GET /api/packages/99': fail(404, 'Pass not found', 'NOT_FOUND') });
    await renderApp('/select-package/99');
    expect(await screen.findByText('This pass does not exist.')).toBeInTheDocument();
  });
});

import type { Order } from '@ott/contracts/commerce';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi } from '../../test/api-stub';
import { makeOrder } from '../../test/commerce';
import { jsonResponse, makeBootstrap, makeSettingsFile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { signIn } from '../../test/users';

const renewing = makeOrder({
  id: 2,
  type: 'subscription',
  renewal_state: 'active',
  subscription_status: 'active',
  product: { id: 3, name: 'Monthly All-Access', event_id: null, event_category_id: null, participant_id: null },
  total: 1299,
  period_end: '2025-12-01T00:00:00.000Z',
});
const cancelled: Order = { ...renewing, renewal_state: 'cancelled', subscription_status: 'canceled' };
const visa = { id: 'pm_sandbox_1', brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030 };
const mastercard = { id: 'pm_sandbox_2', brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: 2031 };

let api: ReturnType<typeof stubApi>;
let orders: Order[];
let cards: (typeof visa)[];
function stubAccount(overrides: Parameters<typeof stubApi>[0] = {}) {
  api = stubApi({
    'GET /api/orders': () => ok(orders)(),
    'GET /api/stripe/list-cards': () => ok(cards)(),
    'POST /api/stripe/unsubscribe': () => {
      orders = [cancelled];
      return ok(cancelled)();
    },
    'POST /api/sandbox/tokens': ok({ id: 'pm_sandbox_new' }),
    'POST /api/stripe/setup-intent': () => {
      cards = [...cards, mastercard];
      return ok({ id: 'seti_1', client_secret: 'seti_1_secret', status: 'succeeded', payment_method: 'pm_sandbox_2' })();
    },
    'GET /api/stripe/customer-portal': ok({ url: '/profile?cards' }),
    ...overrides,
  });
}

beforeEach(() => {
  signIn();
  orders = [renewing];
  cards = [visa];
  stubAccount();
});
afterEach(() => vi.unstubAllGlobals());

describe('cancelling auto-renewal (spec §4: processing, finished, cancelled)', () => {
  it('confirms, shows processing, then finished, and the order then says its renewal is cancelled', async () => {
    let answer: (response: Response) => void = () => {};
    stubAccount({
      'POST /api/stripe/unsubscribe': () =>
        new Promise<Response>((resolve) => {
          answer = (response) => {
            orders = [cancelled];
            resolve(response);
          };
        }),
    });
    const user = userEvent.setup();
    await renderApp('/profile');
    const list = await screen.findByRole('list', { name: 'Active orders' });
    expect(within(list).getByText('Subscription · Renews on Dec 1, 2025')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Cancel auto-renewal of Monthly All-Access' }));

    const dialog = screen.getByRole('dialog', { name: 'Cancel auto-renewal?' });
    expect(dialog).toHaveTextContent('Monthly All-Access will not renew. You keep access until Dec 1, 2025.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel auto-renewal' }));
    // Processing: the request is on its way, the dialog cannot be dismissed.
    expect(within(dialog).getByRole('button', { name: 'Cancelling…' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(api.sent('POST /api/stripe/unsubscribe')).toEqual([{ order_id: 2, api_key: 'user-key' }]);

    answer(jsonResponse(200, { data: cancelled }));
    expect(await screen.findByRole('heading', { name: 'Auto-renewal cancelled' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));

    expect(await screen.findByText('Subscription · Cancelled, access until Dec 1, 2025')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel auto-renewal/ })).toBeNull();
    expect(api.sent('GET /api/orders')).toHaveLength(2);
  });

  it('changes nothing when the user keeps the subscription', async () => {
    const user = userEvent.setup();
    await renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Cancel auto-renewal of Monthly All-Access' }));
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.sent('POST /api/stripe/unsubscribe')).toEqual([]);
  });

  it('says so when the cancellation fails and lets the user try again', async () => {
    stubAccount({ 'POST /api/stripe/unsubscribe': fail(500, 'Something went wrong', 'INTERNAL') });
    const user = userEvent.setup();
    await renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Cancel auto-renewal of Monthly All-Access' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel auto-renewal' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel auto-renewal' })).toBeEnabled();
  });

  it('offers no cancellation for a subscription whose renewal is already cancelled', async () => {
    orders = [cancelled];
    await renderApp('/profile');
    expect(await screen.findByText('Subscription · Cancelled, access until Dec 1, 2025')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel auto-renewal/ })).toBeNull();
  });
});

describe('saved cards', () => {
  it('lists the saved cards and adds one through a setup intent', async () => {
    const user = userEvent.setup();
    await renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'Payment methods' });
    expect(await within(section).findByText(/ending in 4242/)).toHaveTextContent('Visa ending in 4242 · expires 04/30');

    await user.click(within(section).getByRole('button', { name: 'Add a card' }));
    await user.click(within(section).getByRole('button', { name: 'Save card' }));
    expect(await within(section).findByText('Please select one of your saved cards or enter new one')).toBeInTheDocument();
    await user.type(within(section).getByRole('textbox', { name: 'Card number' }), '5555555555554444');
    await user.type(within(section).getByRole('textbox', { name: 'Expiry date' }), '1231');
    await user.type(within(section).getByRole('textbox', { name: 'Security code (CVC)' }), '321');
    await user.click(within(section).getByRole('button', { name: 'Save card' }));

    expect(await within(section).findByText(/ending in 4444/)).toBeInTheDocument();
    expect(api.sent('POST /api/sandbox/tokens')).toEqual([{ number: '5555555555554444', exp_month: 12, exp_year: 2031, cvc: '321', api_key: 'user-key' }]);
    expect(api.sent('POST /api/stripe/setup-intent')).toEqual([{ payment_method: 'pm_sandbox_new', api_key: 'user-key' }]);
    expect(screen.getByText('Your card was saved.')).toBeInTheDocument();
  });

  it('says when there is no saved card', async () => {
    cards = [];
    await renderApp('/profile');
    expect(await screen.findByText('No saved cards yet. Save one at checkout or add it here.')).toBeInTheDocument();
  });

  it("follows the sandbox's customer portal, which is this page's cards section", async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/profile?cards'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Payment methods' })).toHaveFocus());
  });

  it('leaves adding cards to Stripe when Stripe keeps them', async () => {
    const settings = makeSettingsFile({ payments: { provider: 'stripe', publishable_key: 'pk_test_123' } });
    await renderApp('/profile', makeBootstrap(), 'en', settings);
    expect(await screen.findByRole('button', { name: 'Manage billing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a card' })).toBeNull();
  });
});

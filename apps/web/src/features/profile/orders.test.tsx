import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi } from '../../test/api-stub';
import { makeOrder } from '../../test/commerce';
import { renderApp } from '../../test/render-app';
import { signIn } from '../../test/users';

const seasonPass = makeOrder();
const monthly = makeOrder({
  id: 2,
  type: 'subscription',
  renewal_state: 'cancelled',
  subscription_status: 'canceled',
  product: { id: 3, name: 'Monthly All-Access', event_id: null, event_category_id: null, participant_id: null },
  total: 1299,
  period_end: '2025-12-01T00:00:00.000Z',
  events: [
    { kind: 'created', label: 'New subscription', created_at: '2025-10-02T00:00:00.000Z' },
    { kind: 'updated', label: 'Subscription Renewal', created_at: '2025-11-01T00:00:00.000Z' },
  ],
  transactions: [
    { id: 20, status: 'paid', amount: 1299, currency: 'USD', created_at: '2025-10-02T00:00:01.000Z' },
    { id: 21, status: 'paid', amount: 1299, currency: 'USD', created_at: '2025-11-01T00:00:01.000Z' },
  ],
});
const declined = makeOrder({
  id: 3,
  status: 'failed',
  activity_status: 'inactive',
  product: { id: 4, name: 'Hockey Season Pass', event_id: null, event_category_id: null, participant_id: null },
  events: [],
  transactions: [{ id: 30, status: 'failed', amount: 7999, currency: 'USD', created_at: '2025-09-15T00:00:00.000Z' }],
});

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  signIn();
  api = stubApi({ 'GET /api/orders': ok([monthly, seasonPass, declined]) });
});
afterEach(() => vi.unstubAllGlobals());

describe('active orders tab', () => {
  it('lists paid, active orders with their type, term and total, and asks for every order', async () => {
    await renderApp('/profile');
    const list = await screen.findByRole('list', { name: 'Active orders' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Monthly All-AccessSubscription · Cancelled, access until Dec 1, 2025$12.99',
      '2025-26 Basic PassPass · Valid until Jun 30, 2026$149.99',
    ]);
    expect(screen.queryByText('Hockey Season Pass')).toBeNull();
    expect(api.sent('GET /api/orders')).toEqual([{ no_limit: '1', api_key: 'user-key' }]);
  });

  it('shows a renewal date for a subscription that renews', async () => {
    stubApi({ 'GET /api/orders': ok([{ ...monthly, renewal_state: 'active', subscription_status: 'active' }]) });
    await renderApp('/profile');
    expect(await screen.findByText('Subscription · Renews on Dec 1, 2025')).toBeInTheDocument();
  });

  it('keeps the empty state when nothing is active', async () => {
    stubApi({ 'GET /api/orders': ok([declined]) });
    await renderApp('/profile');
    expect(await screen.findByText('You have no active passes or subscriptions yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse passes' })).toHaveAttribute('href', '/packages');
  });

  it('offers a retry when the orders cannot be loaded', async () => {
    stubApi({ 'GET /api/orders': fail(500, 'Server error', 'INTERNAL') });
    await renderApp('/profile');
    expect(await screen.findByText('We could not load your orders.')).toBeInTheDocument();
    stubApi({ 'GET /api/orders': ok([seasonPass]) });
    const orders = screen.getByRole('region', { name: 'Active orders' });
    await userEvent.setup().click(within(orders).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2025-26 Basic Pass')).toBeInTheDocument();
  });
});

describe('transactions tab', () => {
  it("lists every order's transactions newest first with date, product, order event, amount and status", async () => {
    await renderApp('/profile/transactions');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));
    expect(rows.slice(1)).toEqual([
      // The date again under the product, shown there on a phone instead of its column (profile.css).
      ['Nov 1, 2025', 'Monthly All-AccessSubscription RenewalNov 1, 2025', '$12.99', 'Paid'],
      ['Oct 2, 2025', 'Monthly All-AccessNew subscriptionOct 2, 2025', '$12.99', 'Paid'],
      ['Sep 15, 2025', 'Hockey Season PassSep 15, 2025', '$79.99', 'Failed'],
      // A pass is bought once: its order's created event is a purchase, not a new subscription.
      ['Sep 1, 2025', '2025-26 Basic PassPurchaseSep 1, 2025', '$149.99', 'Paid'],
    ]);
  });

  it('shows its empty state without transactions', async () => {
    stubApi({ 'GET /api/orders': ok([]) });
    await renderApp('/profile/transactions');
    expect(await screen.findByText('No payments or refunds yet.')).toBeInTheDocument();
  });
});

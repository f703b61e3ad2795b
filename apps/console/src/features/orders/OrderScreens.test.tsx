import type { AdminOrderDetail } from '@ott/contracts/admin-orders';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '../../components/confirm';
import { setCsrfToken } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { ME_QUERY_KEY } from '../../lib/session';
import { OrderPage } from './screens/OrderPage';
import { OrdersScreen } from './screens/OrdersScreen';
import { operatorAs } from '../../test/operator';

const ROW = {
  id: 9,
  created_at: '2026-11-01T10:00:00.000Z',
  status: 'paid' as const,
  activity_status: 'active',
  type: 'event',
  product_name: 'Hockey final',
  pass_id: 3,
  event_id: 77,
  user_id: 42,
  buyer_email: 'jane@example.test',
  buyer_name: 'Jane Doe',
  total: 2500,
  refunded_amount: 0,
  currency: 'USD',
  coupon_code: 'FALL10',
  trk: 'autumn',
  provider: 'sandbox',
  provider_payment_id: 'pi_sandbox_1',
  renewal_state: null,
};

const ORDER: AdminOrderDetail = {
  ...ROW,
  price: 2500,
  service_fee: 0,
  discount: 0,
  refundable: 2500,
  period_start: null,
  period_end: null,
  renewal_amount: null,
  provider_subscription_id: null,
  failure_message: null,
  card_brand: 'visa',
  card_last4: '4242',
  updated_at: '2026-11-01T10:00:00.000Z',
  transactions: [{ id: 1, status: 'paid', amount: 2500, currency: 'USD', provider_ref: 'pi_sandbox_1', message: null, created_at: '2026-11-01T10:00:01.000Z' }],
  events: [{ kind: 'created', period_start: null, period_end: null, created_at: '2026-11-01T10:00:00.000Z' }],
  provider_events: [{ event_id: 'evt_pi_sandbox_1_payment.succeeded', type: 'payment.succeeded', processed_at: '2026-11-01T10:00:02.000Z' }],
  refunds: [],
};

const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });

const REQUESTED = { id: 5, amount: 2500, currency: 'USD', reason: 'x', status: 'requested' as const, provider: 'sandbox', provider_refund_id: 're_1', operator_id: 1, operator_email: 'op@example.test', failure_message: null, created_at: '2026-11-02T10:00:00.000Z', updated_at: '2026-11-02T10:00:00.000Z' };
/** The order once the provider's refund event arrived: refunded, access gone. */
const REFUNDED: AdminOrderDetail = {
  ...ORDER,
  status: 'refunded',
  activity_status: 'inactive',
  refunded_amount: 2500,
  refundable: 0,
  refunds: [{ ...REQUESTED, status: 'succeeded' }],
  provider_events: [...ORDER.provider_events, { event_id: 'evt_re_1_charge.refunded', type: 'charge.refunded', processed_at: '2026-11-02T10:00:03.000Z' }],
};

/** `order` answers GET of order 9; `afterRefund` the GETs after a refund was posted, one by one (the last one repeats). */
function renderAt(role: 'admin' | 'support', entry: string, { order = ORDER, afterRefund = [] as AdminOrderDetail[], orderPageLoaded = Promise.resolve() } = {}) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  let refunded = false;
  let readsAfterRefund = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/admin/channels/varsity/orders/9') {
        if (!refunded || afterRefund.length === 0) return json({ data: order });
        readsAfterRefund += 1;
        return json({ data: afterRefund[Math.min(readsAfterRefund, afterRefund.length) - 1] });
      }
      if (method === 'POST' && url === '/api/admin/channels/varsity/orders/9/refunds') {
        refunded = true;
        return json({ data: { refund: REQUESTED, order: { ...ORDER, refunded_amount: 2500, refundable: 0, refunds: [REQUESTED] } } }, 201);
      }
      if (url.startsWith('/api/admin/channels/varsity/orders?')) return json({ data: [ROW], meta: { total: 1, offset: 0, limit: 25, totals: { count: 1, gross: 2500, refunded: 500, net: 2000, currency: 'USD' } } });
      return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
    }),
  );
  setCsrfToken('csrf-1');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(ME_QUERY_KEY, operatorAs(role));
  const router = createMemoryRouter(
    [
      {
        element: (
          <ConfirmProvider>
            <Outlet />
          </ConfirmProvider>
        ),
        children: [
          { path: '/channels/:channelKey/orders', element: <OrdersScreen /> },
          { path: '/channels/:channelKey/orders/:orderId', lazy: async () => (await orderPageLoaded, { element: <OrderPage /> }) },
        ],
      },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, router };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('orders screens', { timeout: 20_000 }, () => {
  it('takes its filters from the address bar, shows the totals and a CSV link for the same filters', async () => {
    const { calls } = renderAt('support', '/channels/varsity/orders?status=paid&trk=autumn');
    expect(await screen.findByRole('link', { name: '#9' }, { timeout: 5_000 })).toHaveAttribute('href', '/channels/varsity/orders/9');
    expect(screen.getByText('Net $20.00')).toBeInTheDocument();
    expect(screen.getByText('Refunded $5.00')).toBeInTheDocument();
    const listed = calls.filter((call) => call.url.startsWith('/api/admin/channels/varsity/orders?')).map((call) => new URL(call.url, 'http://x').searchParams);
    expect(listed.every((params) => params.get('status') === 'paid' && params.get('trk') === 'autumn')).toBe(true);
    const csv = new URL(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')!, 'http://x');
    expect(csv.pathname).toBe('/api/admin/channels/varsity/orders.csv');
    expect(csv.searchParams.get('status')).toBe('paid');
  });

  it('says when the From day is after the To day, which no order can match', async () => {
    renderAt('support', '/channels/varsity/orders?from=2026-12-10&to=2026-12-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('“From” is after “To”: no order can match. Swap the two days.');
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('From')).not.toHaveAttribute('aria-invalid');
  });

  it('says nothing of the days when they are in order', async () => {
    renderAt('support', '/channels/varsity/orders?from=2026-12-01&to=2026-12-01');
    expect(await screen.findByRole('link', { name: '#9' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("opens the order clicked just after typing a search, even when the search settles while the order's page loads", async () => {
    let loaded: () => void = () => undefined;
    const { router } = renderAt('admin', '/channels/varsity/orders', { orderPageLoaded: new Promise<void>((resolve) => (loaded = resolve)) });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search by order number, email or provider payment id' }), 'fan');
    await user.click(await screen.findByRole('link', { name: '#9' }));
    // The search's 300 ms pass while the order's page is still loading (nothing to wait for: it must not move).
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    loaded();
    expect(await screen.findByRole('heading', { name: 'Order #9' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/channels/varsity/orders/9');
  });

  it('says a missing order does not exist, with no Try again that could not help', async () => {
    renderAt('admin', '/channels/varsity/orders/12345');
    expect(await screen.findByRole('alert')).toHaveTextContent('This order does not exist in this channel.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('support sees the order but its Refund button is disabled, saying why', async () => {
    renderAt('support', '/channels/varsity/orders/9');
    expect(await screen.findByRole('heading', { name: 'Order #9' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('pi_sandbox_1', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#42' })).toHaveAttribute('href', '/channels/varsity/customers/42');
    const button = screen.getByRole('button', { name: 'Refund…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Refunds need the admin role.');
  });

  it('an admin refunds in full from the order page', async () => {
    const user = userEvent.setup();
    const { calls } = renderAt('admin', '/channels/varsity/orders/9');
    await user.click(await screen.findByRole('button', { name: 'Refund…' }, { timeout: 5_000 }));
    await user.type(screen.getByLabelText(/^Reason/), 'Could not watch');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Refund $25.00' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ url: '/api/admin/channels/varsity/orders/9/refunds', body: { reason: 'Could not watch' } });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Refund $25.00' })).not.toBeInTheDocument());
  });

  it('after a refund, the page moves to Refunded by itself once the provider settles it, with no reload', async () => {
    const user = userEvent.setup();
    const stillRequested = { ...ORDER, refunded_amount: 2500, refundable: 0, refunds: [REQUESTED] };
    // The read right after the refund still finds it requested; the provider's event lands before the next one.
    const { calls } = renderAt('admin', '/channels/varsity/orders/9', { afterRefund: [stillRequested, REFUNDED] });
    await user.click(await screen.findByRole('button', { name: 'Refund…' }, { timeout: 5_000 }));
    await user.type(screen.getByLabelText(/^Reason/), 'Could not watch');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Refund $25.00' }));
    expect(await screen.findByText('Refunded', { selector: '.orders__status' }, { timeout: 8_000 })).toBeInTheDocument();
    expect(screen.getByText(/no access/)).toBeInTheDocument();
    expect(screen.queryByText('Paid', { selector: '.orders__status' })).not.toBeInTheDocument();
    expect(screen.getByText(/Charge refunded/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it("labels a pass or event order's creation 'Purchase' and the provider's events in words, in English and French", async () => {
    renderAt('support', '/channels/varsity/orders/9', { order: REFUNDED });
    const history = await screen.findByRole('heading', { name: 'History' }, { timeout: 5_000 });
    const list = history.parentElement!.querySelector('ul')!;
    expect([...list.querySelectorAll('li')].map((item) => item.textContent?.split(' — ')[1])).toEqual(['Purchase', 'Payment succeeded evt_pi_sandbox_1_payment.succeeded', 'Charge refunded evt_re_1_charge.refunded']);
    expect(screen.queryByText('New subscription')).not.toBeInTheDocument();
    await act(() => i18n.changeLanguage('fr'));
    expect(await screen.findByText('Achat', { exact: false })).toBeInTheDocument();
    expect(screen.getByText(/Paiement réussi/)).toBeInTheDocument();
    expect(screen.getByText(/Paiement remboursé/)).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });

  it("keeps 'New subscription' and 'Subscription Renewal' for a subscription's events", async () => {
    const subscription: AdminOrderDetail = {
      ...ORDER,
      type: 'subscription',
      events: [
        { kind: 'created', period_start: null, period_end: null, created_at: '2026-10-01T10:00:00.000Z' },
        { kind: 'updated', period_start: null, period_end: null, created_at: '2026-11-01T10:00:00.000Z' },
      ],
    };
    renderAt('support', '/channels/varsity/orders/9', { order: subscription });
    expect(await screen.findByText(/New subscription/, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText(/Subscription Renewal/)).toBeInTheDocument();
  });
});

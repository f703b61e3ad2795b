import type { AdminCustomer, AdminCustomerAccess } from '@ott/contracts/admin-customers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '../../components/confirm';
import { setCsrfToken } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { ME_QUERY_KEY } from '../../lib/session';
import { CustomerPage } from './screens/CustomerPage';
import { operatorAs } from '../../test/operator';
import { adminEvent } from '../../test/fixtures';

const CUSTOMER: AdminCustomer = {
  profile: {
    id: 42,
    email: 'jane@example.test',
    first_name: 'Jane',
    last_name: 'Doe',
    email_verified: false,
    temporary_password: false,
    mailing_opt_in: true,
    language: 'en',
    trial_period_used: null,
    has_password: true,
    social_providers: [],
    created_at: '2026-11-01T10:00:00.000Z',
    last_country_code: 'CA',
  },
  orders: [
    { id: 9, type: 'subscription', product_name: 'Monthly All-Access', pass_id: 3, status: 'paid', activity_status: 'active', renewal_state: 'active', total: 1299, refunded_amount: 0, currency: 'USD', provider: 'sandbox', period_end: '2026-12-01T10:00:00.000Z', created_at: '2026-11-01T10:00:00.000Z', counts: true },
  ],
  entitlements: [
    { order_id: 9, pass_id: 3, name: 'Monthly All-Access', type: 'subscription', effective: true, period_end: '2026-12-01T10:00:00.000Z', capabilities: ['watch'], covers: { all_events: true, event_id: null, categories: [], participants: [] } },
    { order_id: 10, pass_id: 8, name: 'Ad-free & Downloads Add-on', type: 'additional', effective: true, period_end: null, capabilities: ['download'], covers: { all_events: false, event_id: null, categories: [], participants: [] } },
  ],
  capabilities: ['watch', 'download'],
  cards: [{ brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030 }],
  sessions: { active: 2, last_used_at: '2026-11-20T10:00:00.000Z' },
  linked_devices: [],
  counters: { clips: { used: 1, cap: 5 }, downloads: { used: 0, cap: null } },
  favorites: [{ id: 1, type: 'participant', name: 'Northfield Huskies' }],
  sign_ins: [{ at: '2026-11-20T10:00:00.000Z', method: 'password', ip: '203.0.113.9', country_code: 'CA', user_agent: 'Firefox' }],
};

const ACCESS: AdminCustomerAccess = {
  event: { id: 77, name: 'Hockey final', pricing_type: 'paid', visibility: 'public' },
  has_access: false,
  can_watch: false,
  country_code: 'FR',
  reasons: [
    { code: 'refunded', blocking: true, order_id: 5, pass_name: 'Hockey Season Pass', at: '2026-11-10T10:00:00.000Z' },
    { code: 'not_purchased', blocking: true, openers: [{ id: 4, name: 'Hockey Season Pass', type: 'package' }] },
    { code: 'geo_blocked', blocking: true, country_code: 'FR', scope: 'event' },
    { code: 'no_stream_limit', blocking: false },
  ],
};

/** 7 pm in Chicago on Dec 5 is Dec 6 in UTC (and in Tokyo). */
const EVENING_GAME = adminEvent({ id: 78, name: 'Evening game', event_utc_ts: '2026-12-06T01:00:00.000Z', time_zone: 'America/Chicago' });

const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });

function renderPage(role: 'admin' | 'support', entry = '/channels/varsity/customers/42') {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/api/admin/channels/varsity/customers/42') return json({ data: CUSTOMER });
    if (url.startsWith('/api/admin/channels/varsity/customers/42/access')) return json({ data: ACCESS });
    if (url.startsWith('/api/admin/channels/varsity/events')) return json({ data: [adminEvent({ id: 77, name: 'Hockey final', event_utc_ts: '2026-11-25T20:00:00.000Z', time_zone: 'America/Toronto' }), EVENING_GAME], meta: { total: 2, offset: 0, limit: 8 } });
    if (url === '/api/admin/channels/varsity/comp-passes') return json({ data: [{ id: 4, name: 'Hockey Season Pass', type: 'package', period: null, currency: 'USD' }] });
    if (method === 'POST' && url.endsWith('/comp')) return json({ data: { order_id: 99 } }, 201);
    if (method === 'POST') return json({ data: { done: true } });
    return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
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
          { path: '/channels/:channelKey/customers/:customerId', element: <CustomerPage /> },
          { path: '/channels/:channelKey/customers', element: <p>Customer list</p> },
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

// A busy machine renders the whole page slower than the default allows.
describe('CustomerPage', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows every section of the customer, cards by brand and last 4 only', async () => {
    renderPage('support');
    expect(await screen.findByRole('heading', { name: 'Jane Doe' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('visa •••• 4242 (expires 04/2030)')).toBeInTheDocument();
    expect(screen.getByText('1 of 5')).toBeInTheDocument();
    expect(screen.getByText('0 (no cap)')).toBeInTheDocument();
    // The profile's language by name, not its code.
    expect(screen.getByText('English')).toBeInTheDocument();
    expect(screen.getByText(/Team: Northfield Huskies/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#9' })).toHaveAttribute('href', '/channels/varsity/orders/9');
    // The order's states in words of the console's language, not the stored codes.
    expect(screen.getByText(/^Paid · access active/)).toBeInTheDocument();
    expect(screen.getByText('Renews automatically')).toBeInTheDocument();
    expect(screen.getByText('Watch, Download')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Last sign-ins' })).getByText('Firefox')).toBeInTheDocument();
    // An add-on says what it adds, and counts read in the singular or the plural.
    expect(screen.getByText(/^Ad-free & Downloads Add-on/).closest('li')).toHaveTextContent('Ad-free & Downloads Add-on: adds Download');
    expect(screen.getByText(/^2 active sessions, last used/)).toBeInTheDocument();
    // In French the colons are set off by a no-break space.
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByText(/^Ad-free & Downloads Add-on/).closest('li')!.textContent).toBe('Ad-free & Downloads Add-on\u00a0: ajoute Télécharger');
    expect(screen.getByText(/^Fonctions/).closest('p')!.textContent).toBe('Fonctions\u00a0: Regarder, Télécharger');
  });

  it('says a missing customer does not exist, with no Try again that could not help', async () => {
    renderPage('support', '/channels/varsity/customers/9999');
    expect(await screen.findByRole('alert')).toHaveTextContent('This customer does not exist in this channel.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('lets support resend, reset and end sessions, and disables the admin actions with the reason', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage('support');
    await user.click(await screen.findByRole('button', { name: 'Resend verification mail' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/customers/42/resend-verification'))).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Send password reset' }));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/customers/42/password-reset'))).toBe(true));
    await user.click(screen.getByRole('button', { name: 'End all sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'End all sessions' });
    await user.click(within(dialog).getByRole('button', { name: 'End all sessions' }));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/customers/42/end-sessions'))).toBe(true));

    for (const name of ['Give a complimentary pass', 'Delete account']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Needs the admin or owner role.');
    }
    expect(screen.getByRole('button', { name: 'Cancel renewal' })).toBeDisabled();
  });

  it('lets an admin give a pass and delete only after typing the email', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderPage('admin');
    await user.click(await screen.findByRole('button', { name: 'Give a complimentary pass' }));
    const comp = await screen.findByRole('dialog', { name: 'Give a complimentary pass' });
    await within(comp).findByRole('option', { name: 'Hockey Season Pass' });
    await user.selectOptions(within(comp).getByLabelText('Pass'), '4');
    await user.type(within(comp).getByLabelText('Note for the audit log'), 'Outage');
    await user.click(within(comp).getByRole('button', { name: 'Give pass' }));
    await waitFor(() => expect(calls.find((call) => call.url.endsWith('/customers/42/comp'))?.body).toEqual({ pass_id: 4, note: 'Outage' }));

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const remove = await screen.findByRole('dialog', { name: 'Delete this account' });
    const submit = within(remove).getByRole('button', { name: 'Delete account' });
    expect(submit).toBeDisabled();
    await user.type(within(remove).getByLabelText('Type jane@example.test to confirm'), 'jane@example');
    expect(submit).toBeDisabled();
    await user.type(within(remove).getByLabelText('Type jane@example.test to confirm'), '.test');
    await user.click(submit);
    await waitFor(() => expect(calls.find((call) => call.url.endsWith('/customers/42/delete'))?.body).toEqual({ confirm_email: 'jane@example.test' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/channels/varsity/customers'));
  });

  it('explains in plain words why the customer cannot watch the picked event', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage('support');
    await user.click(await screen.findByRole('button', { name: /#77 Hockey final/ }));
    expect(await screen.findByText('Hockey final: this customer cannot watch.')).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/customers/42/access?event_id=77'))).toBe(true);
    expect(screen.getByText(/Order #5 \(Hockey Season Pass\) covered it but was refunded/)).toBeInTheDocument();
    expect(screen.getByText('Not purchased: no order of this customer covers this event. Would open it: Hockey Season Pass.')).toBeInTheDocument();
    expect(screen.getByText('This event is not available in France.')).toBeInTheDocument();
    expect(screen.getByText(/No limit on simultaneous streams/)).toBeInTheDocument();
    expect(screen.getByText('Last known country: France')).toBeInTheDocument();
  });

  it("dates the events and the reasons in the event's and the channel's time zone, not the operator's", async () => {
    // The operator's own computer is in Tokyo; the channel (the fixture's) and the game are in Chicago.
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      const user = userEvent.setup();
      renderPage('support');
      const game = await screen.findByRole('button', { name: /#78 Evening game/ });
      expect(game).toHaveTextContent('#78 Evening game · Dec 5, 2026');
      expect(screen.getByRole('button', { name: /#77 Hockey final/ })).toHaveTextContent('#77 Hockey final · Nov 25, 2026');
      ACCESS.reasons[0] = { ...ACCESS.reasons[0]!, at: '2026-12-06T03:00:00.000Z' };
      await user.click(game);
      expect(await screen.findByText('Order #5 (Hockey Season Pass) covered it but was refunded (Dec 5, 2026).')).toBeInTheDocument();
    } finally {
      process.env.TZ = zone;
      ACCESS.reasons[0] = { ...ACCESS.reasons[0]!, at: '2026-11-10T10:00:00.000Z' };
    }
  });
});

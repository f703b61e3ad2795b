import type { AdminMe } from '@ott/contracts/admin-auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../../lib/session';
import { CustomersScreen } from './screens/CustomersScreen';

const me: AdminMe = { id: 1, email: 'op@example.test', name: 'Op', is_owner: false, must_change_password: false, totp_enabled: false, channels: [{ channel_key: 'varsity', name: 'Varsity', time_zone: 'America/Chicago', role: 'support' }], csrf_token: 'csrf-1' };
const ROW = { id: 42, email: 'jane@example.test', first_name: 'Jane', last_name: 'Doe', email_verified: true, created_at: '2026-11-01T10:00:00.000Z', active_orders: 1, last_sign_in_at: null };

afterEach(() => vi.unstubAllGlobals());

// Lazy screens and a busy machine: more time than the default for the first render.
describe('CustomersScreen', { timeout: 20_000 }, () => {
  it('searches on the server, links each customer to their page, and the CSV follows the search', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        urls.push(url);
        const searching = new URL(url, 'http://x').searchParams.get('search');
        const data = searching === 'nobody' ? [] : [ROW];
        return new Response(JSON.stringify({ data, meta: { total: data.length, offset: 0, limit: 25 } }), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(ME_QUERY_KEY, me);
    const router = createMemoryRouter([{ path: '/channels/:channelKey/customers', element: <CustomersScreen /> }], { initialEntries: ['/channels/varsity/customers'] });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('link', { name: 'jane@example.test' }, { timeout: 5_000 })).toHaveAttribute('href', '/channels/varsity/customers/42');
    expect(screen.getByText('Never')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search by email, name or account number'), 'nobody');
    expect(await screen.findByText('No customer matches.', {}, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(urls.some((url) => url.includes('search=nobody'))).toBe(true));
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/channels/varsity/customers.csv?search=nobody');
  });
});

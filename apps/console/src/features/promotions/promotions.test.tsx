import type { AdminPromoCode } from '@ott/contracts/admin-promotions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestRouter } from '../../app/router';
import { toast } from '../../components/toast';
import { i18n } from '../../lib/i18n';
import { stubFetch } from '../../test/render';
import { bodyOf, draftOf } from './components/PromoCodeForm';
import { feature } from './index';
import { operatorAs } from '../../test/operator';
import { adminEvent } from '../../test/fixtures';

const CODE: AdminPromoCode = {
  id: 7,
  code: 'SPRING25',
  description: 'Spring newsletter',
  kind: 'amount',
  value: 500,
  currency: 'USD',
  applies_to: 'items',
  pass_ids: [3],
  event_ids: [],
  valid_from: null,
  valid_to: '2099-01-01T00:00:00.000Z',
  max_redemptions: 10,
  per_user_limit: 1,
  first_purchase_only: false,
  active: true,
  state: 'active',
  redeemed: 4,
  reserved: 1,
  revenue: 23992,
  discount_given: 2000,
  figures_currency: 'USD',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: null,
};
const PASSES = [
  { id: 3, name: 'Northfield Team Pass', type: 'package', currency: 'USD' },
  { id: 4, name: 'Monthly All-Access', type: 'subscription', currency: 'USD' },
];
const PAGE = (data: unknown[]) => ({ data, meta: { total: data.length, offset: 0, limit: 25 } });

function serve(role: 'admin' | 'support', list: AdminPromoCode[] = [CODE]) {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  const server = stubFetch((url, init) => {
    const path = url.pathname.replace('/api/admin/channels/varsity', '');
    if (url.pathname === '/api/admin/me') return { body: { data: operatorAs(role) } };
    if (path === '/promo-codes/passes') return { body: { data: PASSES } };
    if (path === '/events') return { body: PAGE([adminEvent({ id: 21, name: 'Final vs Rivals', event_utc_ts: '2026-12-01T18:00:00.000Z' })]) };
    if (path === '/promo-codes' && init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { code: string };
      sent.push({ method: 'POST', path, body });
      if (body.code.toUpperCase() === 'SPRING25') {
        const message = 'This promo code already exists in this channel';
        return { status: 409, body: { message, code: 'PROMO_CODE_TAKEN', errors: { code: [message] } } };
      }
      return { status: 201, body: { data: { ...CODE, ...body, id: 8 } } };
    }
    if (path === '/promo-codes') return { body: PAGE(list) };
    if (path === '/promo-codes/7' && init.method === 'PATCH') {
      sent.push({ method: 'PATCH', path, body: JSON.parse(String(init.body)) });
      return { body: { data: { ...CODE, active: false, state: 'inactive' } } };
    }
    if (path === '/promo-codes/7') return { body: { data: CODE } };
    return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
  });
  vi.stubGlobal('fetch', server.fetchMock);
  return sent;
}

function open(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={createTestRouter(client, `/channels/varsity/${path}`, [feature])} />
    </QueryClientProvider>,
  );
}

describe('promo codes in the console', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists codes with discount, scope, uses against the cap, revenue and state, and links the CSV of the view', async () => {
    serve('support');
    open('promo-codes');
    const row = (await screen.findByText('SPRING25', undefined, { timeout: 5_000 })).closest('tr')!;
    expect(within(row).getByText('$5.00')).toBeInTheDocument();
    expect(within(row).getByText('1 named item')).toBeInTheDocument();
    expect(within(row).getByText(/4 \/ 10/)).toBeInTheDocument();
    expect(within(row).getByText('$239.92')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Redemptions (CSV)' })).toHaveAttribute('href', '/api/admin/channels/varsity/promo-codes/redemptions.csv');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'expired');
    expect(screen.getByRole('link', { name: 'Redemptions (CSV)' })).toHaveAttribute('href', '/api/admin/channels/varsity/promo-codes/redemptions.csv?state=expired');
    // Support reads only.
    expect(screen.queryByRole('link', { name: 'New promo code' })).not.toBeInTheDocument();
  }, 20_000);

  it('shows an empty list as such', async () => {
    serve('admin', []);
    open('promo-codes');
    expect(await screen.findByText('No promo codes yet.', undefined, { timeout: 5_000 })).toBeInTheDocument();
  }, 20_000);

  it('creates a code from every field, and shows the server’s message under the field it refuses', async () => {
    const sent = serve('admin');
    open('promo-codes/new');
    await userEvent.type(await screen.findByLabelText('Code', undefined, { timeout: 5_000 }), 'spring25');
    await userEvent.selectOptions(screen.getByLabelText('Discount'), 'amount');
    await userEvent.type(screen.getByLabelText('Amount off'), '5.00');
    await userEvent.selectOptions(screen.getByLabelText('Applies to'), 'items');
    await userEvent.click(within(screen.getByRole('group', { name: 'Passes' })).getByRole('checkbox', { name: 'Northfield Team Pass (one-off pass)' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Events' })).getByRole('checkbox', { name: /Final vs Rivals/ }));
    await userEvent.type(screen.getByLabelText('Total uses'), '1');
    await userEvent.type(screen.getByLabelText('Uses per buyer'), '1');
    await userEvent.click(screen.getByLabelText('First purchase only'));
    const toastError = vi.spyOn(toast, 'error');
    await userEvent.click(screen.getByRole('button', { name: 'Create promo code' }));
    const codeField = screen.getByLabelText('Code');
    await vi.waitFor(() => expect(codeField).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('This promo code already exists in this channel')).toBeInTheDocument();
    // The refused field takes the focus; the toast says where to look rather than repeating one field's message.
    await vi.waitFor(() => expect(codeField).toHaveFocus());
    expect(toastError).toHaveBeenCalledWith('Some fields need a change: see the messages under them.');
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/promo-codes',
      body: {
        code: 'spring25',
        description: null,
        kind: 'amount',
        value: 500,
        currency: null,
        applies_to: 'items',
        pass_ids: [3],
        event_ids: [21],
        valid_from: null,
        valid_to: null,
        max_redemptions: 1,
        per_user_limit: 1,
        first_purchase_only: true,
        active: true,
      },
    });
  }, 20_000);

  it('deactivates a code once the operator confirms; delete is refused on screen once it has been used', async () => {
    const sent = serve('admin');
    open('promo-codes/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate' }, { timeout: 5_000 }));
    // Asked first: buyers lose the code at once. Cancel sends nothing.
    let dialog = await screen.findByRole('dialog', { name: 'Deactivate this promo code?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    dialog = await screen.findByRole('dialog', { name: 'Deactivate this promo code?' });
    expect(dialog).toHaveTextContent('Buyers can no longer use SPRING25, also in a checkout already open.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await vi.waitFor(() => expect(sent).toEqual([{ method: 'PATCH', path: '/promo-codes/7', body: { active: false } }]));
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  }, 20_000);
});

describe('the promo code form’s body', () => {
  it('round-trips a stored code: amounts in major units, empty caps as none', () => {
    expect(bodyOf(draftOf(CODE, 'en', 'America/Chicago'), 'America/Chicago')).toMatchObject({ code: 'SPRING25', kind: 'amount', value: 500, currency: 'USD', pass_ids: [3], max_redemptions: 10, per_user_limit: 1, valid_to: '2099-01-01T00:00:00.000Z' });
    const draft = { ...draftOf(null, 'en', 'UTC'), code: ' WELCOME ', value: '15', applies_to: 'all' as const, pass_ids: [3] };
    expect(bodyOf(draft, 'UTC')).toMatchObject({ code: 'WELCOME', kind: 'percent', value: 15, currency: null, pass_ids: [], max_redemptions: null, valid_from: null });
  });
});

describe('a code’s uses', () => {
  it('are counted in the console’s language, the cap too', () => {
    const t = (lng: string, count: number, cap: number | null) => (cap === null ? i18n.t('used.noCap', { ns: 'promotions', lng, count }) : i18n.t('used.ofCap', { ns: 'promotions', lng, count, cap }));
    expect(t('en', 1200, 5000)).toBe('1,200 / 5,000');
    expect(t('fr', 0, 1000).replace(/\s/g, ' ')).toBe('0 / 1 000');
    expect(t('fr', 1200, null).replace(/\s/g, ' ')).toBe('1 200 (sans plafond)');
  });
});

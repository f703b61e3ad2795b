import type { OperatorRole } from '@ott/contracts/admin-auth';
import type { AdminPass } from '@ott/contracts/admin-offer';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, openInConsole } from '../../test/render';
import { feature } from './index';
import { i18n } from '../../lib/i18n';
import { operatorAs } from '../../test/operator';

const MONTHLY: AdminPass = {
  id: 7,
  name: 'Monthly All-Access',
  description: null,
  image: null,
  price: 1299,
  base_price: null,
  service_fee: 0,
  currency: 'USD',
  period: 'monthly',
  period_count: 1,
  offer: 'month',
  trial_period: 7,
  pass_type: 'regular',
  type: 'subscription',
  kind: 'subscription',
  interval: 'month',
  interval_count: 1,
  valid_from: null,
  valid_until: null,
  clip_limit: null,
  download_limit: null,
  is_team_pass: false,
  event_id: null,
  event_categories: [],
  participants: [],
  covers_all_events: true,
  capabilities: ['watch'],
  extra_passes: [],
  extends: [],
  weight: 90,
  visibility: 'public',
  orders_count: 12,
  active_subscribers: 3,
};
const ANNUAL: AdminPass = { ...MONTHLY, id: 8, name: 'Annual All-Access', period: 'annual', offer: 'annual', interval: 'year', weight: 100 };
const OPTIONS = { categories: [{ id: 1, name: 'Basketball', parent_id: null }], participants: [{ id: 5, name: 'Huskies', short_name: 'HUS', participant_group_id: null, sport: 'Basketball', gender: 'men' }], participant_groups: [], locations: [], time_zone: 'UTC', currency: 'USD' };

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

function serve(role: OperatorRole) {
  const calls: Call[] = [];
  const server = stubFetch((url, init) => {
    const call = { method: init.method ?? 'GET', path: url.pathname, body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined };
    calls.push(call);
    const base = '/api/admin/channels/varsity';
    if (url.pathname === '/api/admin/me') return { body: { data: operatorAs(role) } };
    if (url.pathname === `${base}/passes` && call.method === 'GET') return { body: { data: [MONTHLY, ANNUAL] } };
    if (url.pathname === `${base}/passes/order`) return { body: { data: [ANNUAL, MONTHLY] } };
    if (url.pathname === `${base}/passes/7` && call.method === 'GET') return { body: { data: MONTHLY } };
    if (url.pathname === `${base}/events/options`) return { body: { data: OPTIONS } };
    if (url.pathname === `${base}/passes/7/price-preview`) return { body: { data: { affected: 3, renewal_amount: (call.body?.price as number) + 0, currency: 'USD' } } };
    if (url.pathname === `${base}/passes` && call.method === 'POST') return { status: 201, body: { data: { ...MONTHLY, id: 9, name: String(call.body?.name) } } };
    if (url.pathname === `${base}/passes/7` && call.method === 'PATCH') return { body: { data: { ...MONTHLY, price: call.body?.price, migrated_renewals: call.body?.migrate_renewals ? 3 : 0 } } };
    return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
  });
  vi.stubGlobal('fetch', server.fetchMock);
  return calls;
}

const open = (path: string) => openInConsole(path, [feature]);

describe('pass editor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('previews the viewer’s price label as the fields change', async () => {
    serve('admin');
    open('/channels/varsity/offer/passes/7');
    const label = await screen.findByTestId('price-label');
    expect(label).toHaveTextContent('USD $12.99 / month');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Intervals per payment'));
    await user.type(screen.getByLabelText('Intervals per payment'), '6');
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '59.99');
    await user.type(screen.getByLabelText('Base price'), '77.94');
    expect(screen.getByTestId('price-label')).toHaveTextContent('USD $77.94 / 6 months');
    expect(screen.getByText('On sale: $59.99')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Service fee'));
    await user.type(screen.getByLabelText('Service fee'), '1.99');
    expect(screen.getByText('+ $1.99 service fee')).toBeInTheDocument();
    expect(screen.getByText('7-day free trial')).toBeInTheDocument();

    // A price that does not read as an amount shows no price (it was $0.00), nor the sale and fee beside it.
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), 'abc');
    expect(screen.getByTestId('price-label')).toHaveTextContent('Enter the prices as amounts to see the label here.');
    expect(screen.queryByText(/On sale/)).toBeNull();
    expect(screen.queryByText('+ $1.99 service fee')).toBeNull();
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '59.99');
    await user.clear(screen.getByLabelText('Base price'));
    await user.type(screen.getByLabelText('Base price'), '-5');
    expect(screen.getByTestId('price-label')).toHaveTextContent('Enter the prices as amounts to see the label here.');
  }, 30_000);

  it('asks one thing per idea: a kind, and for a subscription its interval and count; the spec fields follow on the server', async () => {
    const calls = serve('admin');
    open('/channels/varsity/offer/passes/new');
    const user = userEvent.setup();
    const kind = await screen.findByLabelText('Kind');
    expect(within(kind).getAllByRole('option').map((option) => option.textContent)).toEqual(['One-off pass', 'Subscription', 'Add-on']);
    for (const gone of ['Type', 'Pass type', 'Billing period', 'Offer unit', 'Periods per payment']) expect(screen.queryByLabelText(gone)).toBeNull();
    // A one-off pass has validity dates and no billing interval.
    expect(screen.queryByLabelText('Billed every')).toBeNull();
    expect(screen.getByLabelText('Valid until')).toHaveAttribute('type', 'datetime-local');

    await user.type(screen.getByLabelText('Name'), 'Club');
    await user.type(screen.getByLabelText('Price'), '9.99');
    await user.selectOptions(kind, 'Subscription');
    expect(screen.queryByLabelText('Valid until')).toBeNull();
    expect(within(screen.getByLabelText('Billed every')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Month', 'Year']);
    expect(screen.getByTestId('price-label').textContent).toBe('USD $9.99 / month');
    await user.selectOptions(screen.getByLabelText('Billed every'), 'Year');
    expect(screen.getByTestId('price-label').textContent).toBe('USD $9.99 / year');
    await user.clear(screen.getByLabelText('Intervals per payment'));
    await user.type(screen.getByLabelText('Intervals per payment'), '2');
    expect(screen.getByTestId('price-label').textContent).toBe('USD $9.99 / 2 years');

    await user.click(screen.getByRole('button', { name: 'Create pass' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const body = calls.find((call) => call.method === 'POST')!.body!;
    expect(body).toMatchObject({ name: 'Club', kind: 'subscription', interval: 'year', interval_count: 2, price: 999, valid_from: null, valid_until: null });
    for (const field of ['type', 'pass_type', 'period', 'offer', 'period_count']) expect(body).not.toHaveProperty(field);
  }, 30_000);

  it('previews a one-off pass with no period, and a season end sent as the instant typed', async () => {
    const calls = serve('admin');
    open('/channels/varsity/offer/passes/new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Season Pass');
    await user.type(screen.getByLabelText('Price'), '149.99');
    await user.type(screen.getByLabelText('Description'), 'Every home game of the season.');
    expect(screen.getByTestId('price-label').textContent).toBe('USD $149.99');
    const preview = screen.getByRole('figure', { name: 'Preview of the pass card' });
    expect(within(preview).getByText('Pass')).toBeInTheDocument();
    expect(within(preview).getByText('Every home game of the season.')).toBeInTheDocument();
    // What it covers, in the viewer card's words, after the description.
    await user.click(within(screen.getByRole('group', { name: 'Sports and divisions' })).getByRole('checkbox', { name: 'Basketball' }));
    expect(within(preview).getByText('Covers Basketball')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Covers every event' }));
    expect(within(preview).getByText('Every event on the channel')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Valid until'), '2027-06-30T23:59');
    await user.click(screen.getByRole('button', { name: 'Create pass' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ kind: 'pass', interval: null, interval_count: 1, valid_from: null, valid_until: new Date('2027-06-30T23:59').toISOString() });
  }, 30_000);

  it('sets the caps of the clips and downloads a pass allows beside those capabilities', async () => {
    const calls = serve('admin');
    open('/channels/varsity/offer/passes/7');
    const user = userEvent.setup();
    await screen.findByLabelText('Price');
    expect(screen.queryByLabelText('Clips a holder may keep')).toBeNull();
    expect(screen.queryByLabelText('Downloads a holder may make')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Clipping' }));
    await user.type(screen.getByLabelText('Clips a holder may keep'), '10');
    await user.click(screen.getByRole('checkbox', { name: 'Download' }));
    expect(screen.getAllByText('Empty: the channel’s limit.')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')!.body).toMatchObject({ capabilities: ['watch', 'clipping', 'download'], clip_limit: 10, download_limit: null });
  }, 30_000);

  it('shows amounts with a decimal comma in French, and saves what is typed that way', async () => {
    const calls = serve('admin');
    await i18n.changeLanguage('fr');
    try {
      open('/channels/varsity/offer/passes/7');
      const price = await screen.findByLabelText('Prix', { exact: true });
      expect(price).toHaveValue('12,99');
      expect(screen.getByLabelText('Frais de service')).toHaveValue('0,00');
      const user = userEvent.setup();
      await user.clear(price);
      await user.type(price, '14,50');
      await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Garder leur prix actuel' }));
      await vi.waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ price: 1450 }));
    } finally {
      await i18n.changeLanguage('en');
    }
  }, 30_000);

  it('says in the form’s terms when an amount is not one, keeps what was typed, and sends nothing', async () => {
    const calls = serve('admin');
    open('/channels/varsity/offer/passes/7');
    const price = await screen.findByLabelText('Price');
    const user = userEvent.setup();
    await user.clear(price);
    await user.type(price, '29.999');
    await user.type(screen.getByLabelText('Base price'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message = 'Enter an amount with at most two decimals, e.g. 29.99.';
    expect(screen.getByLabelText('Price')).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByLabelText('Base price')).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByLabelText('Service fee')).not.toHaveAttribute('aria-invalid');
    expect(price).toHaveValue('29.999');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  }, 30_000);

  it('asks before moving renewing subscribers to a new price, naming how many and the amount', async () => {
    const calls = serve('admin');
    open('/channels/varsity/offer/passes/7');
    const user = userEvent.setup();
    const price = await screen.findByLabelText('Price');
    await user.clear(price);
    await user.type(price, '14.99');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Existing subscribers' });
    expect(within(dialog).getByText('3 subscribers will renew at $14.99 from their next renewal if you move them to the new price.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep their current price' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')!.body).toMatchObject({ price: 1499, migrate_renewals: false });

    await user.clear(price);
    await user.type(price, '15.99');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Existing subscribers' })).getByRole('button', { name: 'Move them to the new price' }));
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PATCH')[1]!.body).toMatchObject({ price: 1599, migrate_renewals: true });
  }, 30_000);

  it('is read-only for support', async () => {
    serve('support');
    open('/channels/varsity/offer/passes/7');
    expect(await screen.findByText('You can read this pass; changing it needs the admin role.')).toBeInTheDocument();
    expect(screen.getByLabelText('Price')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('lists passes; the move buttons send and show the new order', async () => {
    const calls = serve('admin');
    open('/channels/varsity/offer/passes');
    expect(await screen.findByRole('link', { name: 'Monthly All-Access' })).toBeInTheDocument();
    expect(screen.getAllByText(/3 renewing subscribers/)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Move “Monthly All-Access” up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move “Annual All-Access” down' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Move “Monthly All-Access” down' }));
    await vi.waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ ids: [8, 7] }));
    const names = () => within(screen.getByRole('list', { name: 'Passes' })).getAllByRole('link').map((link) => link.textContent);
    await vi.waitFor(() => expect(names()).toEqual(['Annual All-Access', 'Monthly All-Access']));
  });
});

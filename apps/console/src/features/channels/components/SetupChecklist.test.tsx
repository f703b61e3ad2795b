import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminMe, OperatorRole } from '@ott/contracts/admin-auth';
import type { ChannelSetup } from '@ott/contracts/channel-setup';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestRouter } from '../../../app/router';
import { stubFetch } from '../../../test/render';
import { probeHostname } from '../hostname-probe';
import { feature } from '../index';

const me = (role: OperatorRole): AdminMe => ({
  id: 1,
  email: 'op@example.test',
  name: 'Op',
  is_owner: false,
  must_change_password: false,
  totp_enabled: false,
  channels: [{ channel_key: 'riverside', name: 'Riverside Sports', time_zone: 'America/Toronto', role }],
  csrf_token: 'csrf-1',
});

/** A new channel: the contact form and analytics come with it, and some other items are done. */
function setupOf(overrides: Partial<ChannelSetup> = {}, done: string[] = ['branding', 'logo', 'contact_form', 'analytics', 'offer']): ChannelSetup {
  const ids = ['branding', 'logo', 'legal_pages', 'contact_form', 'analytics', 'offer', 'video', 'payments'] as const;
  return {
    items: ids.map((id) => ({ id, done: done.includes(id) })),
    hostnames: ['watch.riverside.test'],
    payment_mode: 'sandbox',
    payment_mode_confirmed: null,
    legal_pages_to_review: done.includes('legal_pages') ? [] : ['privacy_policy', 'terms_conditions'],
    dismissed_at: null,
    ...overrides,
  };
}

type Answer = { status?: number; body: unknown };
const SETUP = '/api/admin/channels/riverside/setup';

/** The overview of channel riverside, with the server's answers from `answer` and every hostname probe from `probe`. */
function renderOverview(role: OperatorRole, answer: (url: URL, init: RequestInit) => Answer | undefined, probe: (host: string) => boolean = () => true) {
  const sent: Array<{ path: string; body: unknown }> = [];
  const probes: Array<{ url: string; mode: RequestMode | undefined }> = [];
  const server = stubFetch((url, init) => {
    if (url.pathname === '/api/health/live') {
      probes.push({ url: url.href, mode: init.mode });
      if (!probe(url.hostname)) throw new TypeError('Failed to fetch');
      return { status: 200, body: {} };
    }
    if (url.pathname === '/api/admin/me') return { body: { data: me(role) } };
    if (init.method === 'POST') sent.push({ path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return answer(url, init) ?? { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
  });
  vi.stubGlobal('fetch', server.fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={createTestRouter(client, '/channels/riverside', [feature])} />
    </QueryClientProvider>,
  );
  return { sent, probes };
}

const checklist = () => screen.findByRole('region', { name: 'Setup checklist' });
const item = (list: HTMLElement, id: string) => list.querySelector<HTMLElement>(`[data-item="${id}"]`)!;

describe('the setup checklist on the channel overview', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows progress over every item, each with a link to where it is fixed', async () => {
    const { probes } = renderOverview('admin', (url) => (url.pathname === SETUP ? { body: { data: setupOf() } } : undefined));
    expect(await screen.findByText('Loading the setup checklist…')).toBeInTheDocument();
    const list = await checklist();
    // Five of the server's items, and the hostname this browser reached.
    expect(await within(list).findByText('6 of 9 done')).toBeInTheDocument();
    expect(within(list).getByRole('progressbar', { name: '6 of 9 done' })).toHaveAttribute('value', '6');
    const labels = within(list).getAllByRole('listitem').filter((li) => li.dataset.item).map((li) => li.querySelector('.setup-item__label')!.textContent);
    expect(labels).toEqual([
      'Set the brand colours (done)',
      'Upload a logo (done)',
      'Review the privacy policy and terms (to do)',
      'Set up the contact form (done)',
      'Set up analytics (done)',
      'Offer a pass or a free event (done)',
      'Add an event with a video (to do)',
      'Confirm the payment mode: sandbox (to do)',
      'Check that the hostnames answer (done)',
    ]);
    const links = Object.fromEntries(within(list).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]));
    expect(links).toEqual({
      'Open branding': '/channels/riverside/branding',
      'Upload the logo': '/channels/riverside/branding',
      'Open pages': '/channels/riverside/content/pages',
      'Open the contact form': '/channels/riverside/content/contact-form',
      'Open channel settings': '/channels/riverside/settings',
      'Open passes': '/channels/riverside/offer/passes',
      'Open events': '/channels/riverside/catalogue/events',
    });
    expect(within(item(list, 'hostnames')).getByText('Answers')).toBeInTheDocument();
    // Probed from this browser on the console's own protocol and port, without reading the answer.
    expect(probes).toEqual([{ url: `${window.location.protocol}//watch.riverside.test${window.location.port ? `:${window.location.port}` : ''}/api/health/live`, mode: 'no-cors' }]);
    // Not everything is done: nothing to dismiss yet.
    expect(within(list).queryByRole('button', { name: 'Dismiss checklist' })).toBeNull();
    // The areas below keep their heading, a line on them and their screens.
    const areas = screen.getByRole('list', { name: 'Areas of this channel' });
    expect(within(areas).getByRole('heading', { name: 'Channel' })).toBeInTheDocument();
    expect(within(areas).getByText('Name, hostnames, language, currency, time zone and analytics.')).toBeInTheDocument();
    expect(within(areas).getByRole('link', { name: 'Channel settings' })).toHaveAttribute('href', '/channels/riverside/settings');
  });

  it('marks a hostname that does not answer this browser, and checks again on request', async () => {
    let reachable = false;
    renderOverview('admin', (url) => (url.pathname === SETUP ? { body: { data: setupOf({ hostnames: ['watch.riverside.test', 'riverside.example'] }) } } : undefined), (host) => host !== 'riverside.example' || reachable);
    const list = await checklist();
    const hosts = item(list, 'hostnames');
    expect(await within(hosts).findByText('No answer from this browser')).toBeInTheDocument();
    expect(within(hosts).getByText('Answers')).toBeInTheDocument();
    expect(within(list).getByText('5 of 9 done')).toBeInTheDocument();
    expect(hosts.querySelector('.setup-item__label')).toHaveTextContent('Check that the hostnames answer (to do)');

    reachable = true;
    await userEvent.click(within(hosts).getByRole('button', { name: 'Check again' }));
    expect(await within(list).findByText('6 of 9 done')).toBeInTheDocument();
    expect(within(hosts).getAllByText('Answers')).toHaveLength(2);
  });

  it('asks for a hostname when the channel has none', async () => {
    const { probes } = renderOverview('admin', (url) => (url.pathname === SETUP ? { body: { data: setupOf({ hostnames: [] }) } } : undefined));
    const list = await checklist();
    expect(within(item(list, 'hostnames')).getByText('The channel has no hostname yet: add one in the channel settings.')).toBeInTheDocument();
    expect(within(list).getByText('5 of 9 done')).toBeInTheDocument();
    expect(probes).toEqual([]);
  });

  it('marks the legal pages reviewed and confirms the payment mode it names, each answered with the checklist anew', async () => {
    let state = setupOf();
    const { sent } = renderOverview('admin', (url, init) => {
      if (url.pathname === SETUP) return { body: { data: state } };
      if (url.pathname === `${SETUP}/legal-reviewed` && init.method === 'POST') {
        state = setupOf({}, ['branding', 'logo', 'legal_pages', 'contact_form', 'analytics', 'offer']);
        return { body: { data: state } };
      }
      if (url.pathname === `${SETUP}/payment-mode` && init.method === 'POST') {
        state = { ...setupOf({ payment_mode_confirmed: 'sandbox' }, ['branding', 'logo', 'legal_pages', 'contact_form', 'analytics', 'offer', 'payments']) };
        return { body: { data: state } };
      }
      return undefined;
    });
    const list = await checklist();
    await userEvent.click(within(item(list, 'legal_pages')).getByRole('button', { name: 'Mark as reviewed' }));
    expect(await within(list).findByText('7 of 9 done')).toBeInTheDocument();
    expect(within(item(list, 'legal_pages')).queryByRole('button', { name: 'Mark as reviewed' })).toBeNull();
    expect(await screen.findByText('Privacy policy and terms marked as reviewed.')).toBeInTheDocument();

    await userEvent.click(within(item(list, 'payments')).getByRole('button', { name: 'Confirm sandbox mode' }));
    expect(await within(list).findByText('8 of 9 done')).toBeInTheDocument();
    expect(sent).toEqual([
      { path: `${SETUP}/legal-reviewed`, body: {} },
      { path: `${SETUP}/payment-mode`, body: { mode: 'sandbox' } },
    ]);
  });

  it('offers to dismiss once every item is done, then shows only that setup is complete', async () => {
    const all = ['branding', 'logo', 'legal_pages', 'contact_form', 'analytics', 'offer', 'video', 'payments'];
    let state = setupOf({ payment_mode: 'stripe_live', payment_mode_confirmed: 'stripe_live' }, all);
    const { sent } = renderOverview('admin', (url, init) => {
      if (url.pathname === SETUP) return { body: { data: state } };
      if (url.pathname === `${SETUP}/dismiss` && init.method === 'POST') {
        state = { ...state, dismissed_at: '2026-11-29T19:30:00.000Z' };
        return { body: { data: state } };
      }
      return undefined;
    });
    const list = await checklist();
    expect(within(item(list, 'payments')).getByText('Confirm the payment mode: Stripe live')).toBeInTheDocument();
    expect(await within(list).findByText('9 of 9 done')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Dismiss checklist' }));
    expect(await screen.findByText('Setup complete.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Setup checklist' })).toBeNull();
    expect(sent).toEqual([{ path: `${SETUP}/dismiss`, body: {} }]);
  });

  it('shows the server refusing a dismissal and reloads the checklist', async () => {
    const all = ['branding', 'logo', 'legal_pages', 'contact_form', 'analytics', 'offer', 'video', 'payments'];
    let state = setupOf({}, all);
    renderOverview('admin', (url, init) => {
      if (url.pathname === SETUP) return { body: { data: state } };
      if (url.pathname === `${SETUP}/dismiss` && init.method === 'POST') {
        // Meanwhile someone deleted the contact form.
        state = setupOf({}, all.filter((id) => id !== 'contact_form'));
        return { status: 409, body: { message: 'The checklist can be dismissed once every item is done', code: 'SETUP_NOT_DONE', message_code: 'SETUP_NOT_DONE' } };
      }
      return undefined;
    });
    const list = await checklist();
    await userEvent.click(await within(list).findByRole('button', { name: 'Dismiss checklist' }));
    expect(await screen.findByText('The checklist can be dismissed once every item is done')).toBeInTheDocument();
    expect(await within(list).findByText('8 of 9 done')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Dismiss checklist' })).toBeNull();
  });

  it('shows a dismissed checklist as one line', async () => {
    renderOverview('admin', (url) => (url.pathname === SETUP ? { body: { data: setupOf({ dismissed_at: '2026-11-29T19:30:00.000Z' }) } } : undefined));
    expect(await screen.findByText('Setup complete.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Setup checklist' })).toBeNull();
  });

  it('says when the checklist cannot be loaded, and loads it again on request', async () => {
    let fail = true;
    renderOverview('admin', (url) => {
      if (url.pathname !== SETUP) return undefined;
      return fail ? { status: 500, body: { message: 'Something went wrong', code: 'SERVER_ERROR' } } : { body: { data: setupOf() } };
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await checklist()).toBeInTheDocument();
  });

  it('gives an editor the pages to review but not what only admins change, and shows analysts no checklist', async () => {
    renderOverview('editor', (url) => (url.pathname === SETUP ? { body: { data: setupOf() } } : undefined));
    const list = await checklist();
    expect(within(item(list, 'legal_pages')).getByRole('button', { name: 'Mark as reviewed' })).toBeInTheDocument();
    expect(within(item(list, 'payments')).queryByRole('button')).toBeNull();
    expect(within(list).queryByRole('link', { name: 'Open branding' })).toBeNull();
    expect(within(list).getByRole('link', { name: 'Open events' })).toBeInTheDocument();
  });

  it('shows an analyst the areas only', async () => {
    const { sent } = renderOverview('analyst', () => undefined);
    expect(await screen.findByRole('heading', { level: 1, name: 'Riverside Sports' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Setup checklist' })).toBeNull();
    expect(screen.queryByText('Loading the setup checklist…')).toBeNull();
    expect(sent).toEqual([]);
  });
});

describe('probeHostname', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks the hostname's health on the console's protocol and port, and counts a network failure as unreachable", async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
      if (String(input).includes('down.test')) throw new TypeError('Failed to fetch');
      return new Response(null, { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    expect(await probeHostname('up.test', { protocol: 'https:', port: '8443' })).toBe(true);
    expect(await probeHostname('down.test', { protocol: 'http:', port: '' })).toBe(false);
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.mode, init?.credentials])).toEqual([
      ['https://up.test:8443/api/health/live', 'no-cors', 'omit'],
      ['http://down.test/api/health/live', 'no-cors', 'omit'],
    ]);
  });
});

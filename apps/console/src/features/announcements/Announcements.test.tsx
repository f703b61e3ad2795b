import type { AdminAnnouncement, AdminAnnouncementAudiences } from '@ott/contracts/admin-announcements';
import type { OperatorRole } from '@ott/contracts/admin-auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestRouter } from '../../app/router';
import { i18n } from '../../lib/i18n';
import { operatorAs } from '../../test/operator';
import { stubFetch } from '../../test/render';
import { feature } from './index';

const BASE = '/api/admin/channels/varsity/announcements';
const AUDIENCES: AdminAnnouncementAudiences = {
  all: 42,
  subscribers: 7,
  passes: [{ id: 3, name: 'Season Pass', count: 5 }],
  teams: [
    { id: 11, name: 'Huskies', count: 1 },
    { id: 12, name: 'Owls', count: 0 },
  ],
};
const DRAFT: AdminAnnouncement = {
  id: 9,
  subject: 'Season opener',
  body: 'Hello **fans**',
  segment: 'all',
  segment_id: null,
  segment_name: null,
  status: 'draft',
  counts: { recipients: 0, sent: 0, failed: 0, skipped: 0 },
  created_by: 'op@example.test',
  created_at: '2026-11-29T10:00:00.000Z',
  updated_at: '2026-11-29T10:00:00.000Z',
  sent_at: null,
  finished_at: null,
};
const SENDING: AdminAnnouncement = { ...DRAFT, status: 'sending', sent_at: '2026-11-29T10:05:00.000Z', counts: { recipients: 42, sent: 10, failed: 1, skipped: 0 } };
const SENT: AdminAnnouncement = { ...SENDING, status: 'sent', finished_at: '2026-11-29T10:06:00.000Z', counts: { recipients: 42, sent: 40, failed: 1, skipped: 1 } };

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

/** A console server whose answers the test can change; every call recorded. */
function serve({ role = 'admin', list = [{ ...SENT, id: 8 }, DRAFT], one = [DRAFT] }: { role?: OperatorRole; list?: AdminAnnouncement[] | 'error'; one?: AdminAnnouncement[] } = {}) {
  const calls: Call[] = [];
  let reads = 0;
  const server = stubFetch((url, init) => {
    const call = { method: init.method ?? 'GET', path: url.pathname, body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined };
    calls.push(call);
    if (url.pathname === '/api/admin/me') return { body: { data: operatorAs(role) } };
    if (url.pathname === BASE && call.method === 'GET') return list === 'error' ? { status: 500, body: { message: 'Something went wrong', code: 'INTERNAL' } } : { body: { data: list } };
    if (url.pathname === `${BASE}/audiences`) return { body: { data: AUDIENCES } };
    if (url.pathname === `${BASE}/preview`) return { body: { data: { subject: String(call.body?.subject), html: `<p>rendered ${String(call.body?.body)}</p>`, text: '' } } };
    if (url.pathname === BASE && call.method === 'POST') return { status: 201, body: { data: { ...DRAFT, ...call.body, id: 9 } } };
    if (url.pathname === `${BASE}/9` && call.method === 'GET') {
      const answer = one[Math.min(reads, one.length - 1)]!;
      reads += 1;
      return { body: { data: answer } };
    }
    if (url.pathname === `${BASE}/9` && call.method === 'PUT') return { body: { data: { ...DRAFT, ...call.body } } };
    if (url.pathname === `${BASE}/9/test`) return { body: { data: { to: 'op@example.test' } } };
    if (url.pathname === `${BASE}/9/send`) return { body: { data: SENDING } };
    return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
  });
  vi.stubGlobal('fetch', server.fetchMock);
  return calls;
}

function open(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={createTestRouter(client, path, [feature])} />
    </QueryClientProvider>,
  );
}

describe('announcements', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists announcements with their state and counts, and offers a new one', async () => {
    serve();
    open('/channels/varsity/announcements');
    const list = await screen.findByRole('list', { name: 'Announcements' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Sent')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('40 / 1 of 42')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Draft')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/All opted-in customers/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New announcement' })).toHaveAttribute('href', '/channels/varsity/announcements/new');
    expect(screen.getByRole('link', { name: 'Announcements' })).toBeInTheDocument();
  }, 30_000);

  it('shows the empty state', async () => {
    serve({ list: [] });
    open('/channels/varsity/announcements');
    expect(await screen.findByText('No announcement yet. Write one to mail your opted-in customers.')).toBeInTheDocument();
  }, 30_000);

  it('says when the list cannot be loaded, with a retry', async () => {
    serve({ list: 'error' });
    open('/channels/varsity/announcements');
    expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  }, 30_000);

  it('is not in the navigation of an editor', async () => {
    serve({ role: 'editor' });
    open('/channels/varsity');
    await screen.findAllByRole('navigation');
    expect(screen.queryByRole('link', { name: 'Announcements' })).toBeNull();
  }, 30_000);

  it('previews the email as typed, through the server that renders it', async () => {
    const calls = serve();
    open('/channels/varsity/announcements/new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Subject', { exact: false }), 'Big game');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Come **early**');
    const frame = await screen.findByTitle('The email as customers get it');
    await vi.waitFor(() => expect(frame).toHaveAttribute('srcdoc', '<p>rendered Come **early**</p>'));
    expect(frame).toHaveAttribute('sandbox', '');
    expect(screen.getByText('Subject: Big game')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === `${BASE}/preview`).at(-1)?.body).toEqual({ subject: 'Big game', body: 'Come **early**' });
  }, 30_000);

  it('shows the recipient count of the chosen segment, a pass or team included', async () => {
    serve();
    open('/channels/varsity/announcements/new');
    expect(await screen.findByText('42 opted-in customers')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Subscribers' }));
    expect(screen.getByText('7 opted-in customers')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Fans of a team' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Team/ }), 'Huskies (1)');
    expect(screen.getByText('1 opted-in customer')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Team/ }), 'Owls (0)');
    expect(screen.getByText('No opted-in customer is in this segment yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send…' })).toBeDisabled();
  }, 30_000);

  it('sends a test to the operator after saving the draft', async () => {
    const calls = serve();
    open('/channels/varsity/announcements/new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Subject', { exact: false }), 'Big game');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send test to me' }));
    expect(await screen.findByText('Test sent to op@example.test')).toBeInTheDocument();
    const writes = calls.filter((call) => call.method !== 'GET' && call.path !== `${BASE}/preview`);
    expect(writes.map((call) => `${call.method} ${call.path}`)).toEqual([`POST ${BASE}`, `POST ${BASE}/9/test`]);
    expect(writes[0]!.body).toEqual({ subject: 'Big game', body: 'Hello', segment: 'all', segment_id: null });
  }, 30_000);

  it('asks before sending, naming the count, then follows the progress until it is sent', async () => {
    const calls = serve({ one: [DRAFT, SENDING, SENT] });
    open('/channels/varsity/announcements/9');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this announcement?' });
    expect(within(dialog).getByText('“Season opener” goes to 42 customers now (All opted-in customers). This cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.path === `${BASE}/9/send`)).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Send…' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Send this announcement?' })).getByRole('button', { name: 'Send to 42 customers' }));
    await vi.waitFor(() => expect(calls.filter((call) => call.path === `${BASE}/9/send`)).toHaveLength(1));
    expect(await screen.findByText('Sending… 11 of 42')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Mails handled' })).toHaveAttribute('value', '11');
    // Polled until the job has finished.
    expect(await screen.findByText('Finished: 42 of 42 handled', {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(screen.getByText('Skipped (unsubscribed meanwhile)').nextElementSibling).toHaveTextContent('1');
  }, 30_000);

  it('speaks French', async () => {
    serve({ list: [] });
    await i18n.changeLanguage('fr');
    try {
      open('/channels/varsity/announcements');
      expect(await screen.findByText('Aucune annonce pour l’instant. Rédigez-en une pour écrire à vos clients abonnés aux envois.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Nouvelle annonce' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  }, 30_000);
});

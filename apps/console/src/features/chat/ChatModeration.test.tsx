import type { OperatorRole } from '@ott/contracts/admin-auth';
import type { AdminChatMessage, AdminChatReport, AdminChatSanction, AdminChatSettings } from '@ott/contracts/chat';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestRouter } from '../../app/router';
import { operatorAs } from '../../test/operator';
import { stubFetch } from '../../test/render';
import { feature } from './index';

const BASE = '/api/admin/channels/varsity/chat';
const SETTINGS: AdminChatSettings = { slow_mode_s: 0, mode: 'open', anonymous_read: true, links_allowed: false, blocked_words: ['darn'] };
const message = (id: number, text: string, extra: Partial<AdminChatMessage> = {}): AdminChatMessage => ({
  id,
  event_id: 7,
  display_name: `Fan ${id}`,
  text,
  offset_s: id,
  created_at: '2026-11-30T00:00:00.000Z',
  pinned: false,
  user_id: 100 + id,
  deleted: false,
  reports: 0,
  ...extra,
});
const REPORT: AdminChatReport = { id: 5, message: message(2, 'rude words', { reports: 1 }), reason: 'rude', reporter_name: 'Rita T.', created_at: '2026-11-30T00:01:00.000Z' };
const BAN: AdminChatSanction = { id: 8, user_id: 103, display_name: 'Fan 3', kind: 'ban', until: null, reason: null, created_by: 'op@example.test', created_at: '2026-11-30T00:00:00.000Z' };

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

function serve(role: OperatorRole = 'moderator') {
  const calls: Call[] = [];
  const server = stubFetch((url, init) => {
    const call = { method: init.method ?? 'GET', path: url.pathname, body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined };
    calls.push(call);
    const route = `${call.method} ${url.pathname}`;
    if (url.pathname === '/api/admin/me') return { body: { data: operatorAs(role) } };
    if (route === `GET ${BASE}/events`) return { body: { data: [{ id: 7, name: 'Final', event_utc_ts: '2026-11-30T00:00:00.000Z', end_utc_ts: '2026-11-30T02:00:00.000Z' }] } };
    if (route === `GET ${BASE}/events/7/messages`) return { body: { data: [message(1, 'hello'), message(2, 'rude words', { reports: 1 }), message(4, 'gone', { deleted: true })] } };
    if (route === `GET ${BASE}/settings`) return { body: { data: SETTINGS } };
    if (route === `PUT ${BASE}/settings`) return { body: { data: call.body } };
    if (route === `GET ${BASE}/reports`) return { body: { data: [REPORT] } };
    if (route === `GET ${BASE}/sanctions`) return { body: { data: [BAN] } };
    if (route === `DELETE ${BASE}/messages/1`) return { body: { data: message(1, 'hello', { deleted: true }) } };
    if (route === `POST ${BASE}/sanctions`) return { status: 201, body: { data: { ...BAN, id: 9, user_id: 101, display_name: 'Fan 1' } } };
    if (route === `DELETE ${BASE}/sanctions/8`) return { body: { data: { id: 8 } } };
    if (route === `POST ${BASE}/reports/5`) return { body: { data: { id: 5 } } };
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

const sent = (calls: Call[], method: string, path: string) => calls.filter((call) => call.method === method && call.path === path).map((call) => call.body ?? null);

describe('chat moderation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the chosen event's messages and deletes, times out and bans from them", async () => {
    const calls = serve();
    open('/channels/varsity/chat');
    const list = await screen.findByRole('list', { name: 'Messages' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent?.includes('(deleted)'))).toEqual([false, false, true]);
    expect(within(rows[1]!).getByText('1 report')).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();

    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Delete the message of Fan 1' }));
    await waitFor(() => expect(sent(calls, 'DELETE', `${BASE}/messages/1`)).toHaveLength(1));
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Time out Fan 1 for 10 minutes' }));
    await waitFor(() => expect(sent(calls, 'POST', `${BASE}/sanctions`)).toEqual([{ user_id: 101, kind: 'timeout', minutes: 10 }]));
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Ban Fan 1' }));
    await waitFor(() => expect(sent(calls, 'POST', `${BASE}/sanctions`)).toEqual([{ user_id: 101, kind: 'timeout', minutes: 10 }, { user_id: 101, kind: 'ban' }]));
  }, 30_000);

  it('settles reports, lifts bans and saves the rules', async () => {
    const calls = serve();
    open('/channels/varsity/chat');
    const reports = await screen.findByRole('list', { name: 'Reports' });
    expect(reports).toHaveTextContent('Reported by Rita T.: rude');
    await userEvent.click(within(reports).getByRole('button', { name: 'Delete the message' }));
    await waitFor(() => expect(sent(calls, 'POST', `${BASE}/reports/5`)).toEqual([{ action: 'delete' }]));

    const bans = screen.getByRole('list', { name: 'Bans and time-outs' });
    await userEvent.click(within(bans).getByRole('button', { name: 'Lift the ban or time-out of Fan 3' }));
    await waitFor(() => expect(sent(calls, 'DELETE', `${BASE}/sanctions/8`)).toHaveLength(1));

    const rules = screen.getByRole('form', { name: 'Rules' });
    const slow = within(rules).getByLabelText('Slow mode (seconds between two messages of a viewer)');
    await userEvent.clear(slow);
    await userEvent.type(slow, '30');
    await userEvent.selectOptions(within(rules).getByLabelText('Who may write'), 'followers');
    await userEvent.click(within(rules).getByLabelText('Visitors who are not signed in may read'));
    await userEvent.type(within(rules).getByLabelText('Blocked words'), '\nheck');
    await userEvent.click(within(rules).getByRole('button', { name: 'Save the rules' }));
    await waitFor(() => expect(sent(calls, 'PUT', `${BASE}/settings`)).toEqual([{ slow_mode_s: 30, mode: 'followers', anonymous_read: false, links_allowed: false, blocked_words: ['darn', 'heck'] }]));
  }, 30_000);

  it('is in the navigation of a moderator', async () => {
    serve('moderator');
    open('/channels/varsity');
    expect((await screen.findAllByRole('link', { name: 'Live chat' }))[0]).toHaveAttribute('href', '/channels/varsity/chat');
  }, 30_000);

  it('is not in the navigation of an editor', async () => {
    serve('editor');
    open('/channels/varsity');
    await screen.findAllByRole('navigation');
    expect(screen.queryByRole('link', { name: 'Live chat' })).toBeNull();
  }, 30_000);
});

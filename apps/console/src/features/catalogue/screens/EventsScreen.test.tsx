import type { AdminMe } from '@ott/contracts/admin-auth';
import type { AdminEvent } from '@ott/contracts/admin-catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestRouter } from '../../../app/router';
import { adminEvent } from '../../../test/fixtures';
import { stubFetch } from '../../../test/render';
import { feature } from '../index';

const ME: AdminMe = {
  id: 1,
  email: 'op@example.test',
  name: 'Operator',
  is_owner: false,
  must_change_password: false,
  totp_enabled: false,
  channels: [{ channel_key: 'varsity', name: 'Varsity Sports Network', time_zone: 'America/Chicago', role: 'editor' }],
  csrf_token: 'csrf-1',
};
const OPTIONS = { categories: [{ id: 5, name: 'Hockey', parent_id: null }], participants: [], participant_groups: [], locations: [], time_zone: 'America/Chicago', currency: 'USD' };
const event = (id: number, name: string, extra: Partial<AdminEvent> = {}): AdminEvent =>
  adminEvent({ id, name, time_zone: 'America/Chicago', event_utc_ts: '2027-12-02T00:00:00.000Z', end_utc_ts: '2027-12-02T02:00:00.000Z', event_category_id: 1, category: { id: 1, name: 'Basketball' }, ...extra });
const EVENTS = [event(11, 'Opening night'), event(12, 'Derby', { pricing_type: 'ppv', price: 999 }), event(13, 'Final', { stream_status: 'vod' })];

function serve() {
  const edits: unknown[] = [];
  const server = stubFetch((url, init) => {
    const path = url.pathname.replace('/api/admin/channels/varsity', '');
    if (url.pathname === '/api/admin/me') return { body: { data: ME } };
    if (path === '/events/options') return { body: { data: OPTIONS } };
    if (path === '/events/bulk-edit' && init.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as { ids: number[] };
      edits.push(body);
      const previous = EVENTS.filter((e) => body.ids.includes(e.id)).map((e) => ({ id: e.id, pricing_type: e.pricing_type, price: e.price, passes_only: e.passes_only, visibility: e.visibility, event_category_id: e.event_category_id }));
      return { body: { data: { updated: body.ids, previous, refused: [] } } };
    }
    if (path === '/events') return { body: { data: EVENTS, meta: { total: EVENTS.length, offset: 0, limit: 50 } } };
    return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
  });
  vi.stubGlobal('fetch', server.fetchMock);
  return edits;
}

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={createTestRouter(client, '/channels/varsity/catalogue/events', [feature])} />
    </QueryClientProvider>,
  );
}

async function select(...names: string[]) {
  for (const name of names) {
    const row = (await screen.findByText(name, undefined, { timeout: 5_000 })).closest('tr')!;
    await userEvent.click(within(row).getByRole('checkbox', { name: 'Select row' }));
  }
}

describe('events list: import and bulk edit', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("links a live or upcoming event to its scorekeeper screen, not a replay", async () => {
    serve();
    open();
    expect(await screen.findByRole('link', { name: 'Keep the score of Opening night' }, { timeout: 5_000 })).toHaveAttribute('href', '/channels/varsity/scores/11');
    expect(screen.queryByRole('link', { name: 'Keep the score of Final' })).toBeNull();
  });

  it('links to the schedule import', async () => {
    serve();
    open();
    expect(await screen.findByRole('link', { name: 'Import schedule' }, { timeout: 5_000 })).toHaveAttribute('href', '/channels/varsity/catalogue/events/import');
  });

  it('edits the selection after saying how many events change, then undoes it', async () => {
    const edits = serve();
    open();
    await select('Opening night', 'Derby');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit 2 events' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Visibility'), 'hidden');
    await userEvent.selectOptions(within(dialog).getByLabelText('Sport'), '5');
    await userEvent.selectOptions(within(dialog).getByLabelText('Direction'), 'earlier');
    await userEvent.type(within(dialog).getByLabelText('Hours'), '1');
    await userEvent.type(within(dialog).getByLabelText('Minutes'), '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 events will change:Visibility: HiddenSport: HockeyStart 1 h 30 min earlier');
    expect(edits).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change 2 events' }));
    await vi.waitFor(() => expect(edits).toEqual([{ ids: [11, 12], changes: { visibility: 'hidden', event_category_id: 5, shift_minutes: -90 } }]));

    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await vi.waitFor(() =>
      expect(edits.slice(1)).toEqual([
        { ids: [11, 12], changes: { shift_minutes: 90 } },
        { ids: [11, 12], changes: { visibility: 'public', event_category_id: 1 } },
      ]),
    );
  }, 30_000);

  it('asks for a price for pay-per-view, and for at least one change', async () => {
    const edits = serve();
    open();
    await select('Final');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit 1 event' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one change.');
    await userEvent.selectOptions(within(dialog).getByLabelText('Pricing'), 'ppv');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter the pay-per-view price.');
    await userEvent.type(within(dialog).getByLabelText('Single-event price (USD)'), '12.99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change 1 event' }));
    await vi.waitFor(() => expect(edits).toEqual([{ ids: [13], changes: { pricing_type: 'ppv', price: 1299 } }]));
  }, 30_000);
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminMe } from '@ott/contracts/admin-auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../../../lib/session';
import { renderScreen, stubFetch } from '../../../test/render';
import { AuditScreen } from './AuditScreen';

const ME: AdminMe = {
  id: 1,
  email: 'owner@example.test',
  name: 'Owner',
  is_owner: true,
  must_change_password: false,
  totp_enabled: false,
  channels: [
    { channel_key: 'varsity', name: 'Varsity Sports Network', time_zone: 'America/Chicago', role: 'owner' },
    { channel_key: 'universitaire', name: 'Réseau Sport Universitaire', time_zone: 'America/Chicago', role: 'owner' },
  ],
  csrf_token: 'c',
};

const ENTRY = {
  id: 7,
  at: '2026-11-25T14:00:00.000Z',
  operator_id: 1,
  operator_email: 'owner@example.test',
  channel_key: 'varsity',
  action: 'event.update',
  entity_type: 'event',
  entity_id: '12',
  before: { name: 'Final' },
  after: { name: 'Grand final' },
};

function lastQuery(urls: URL[]) {
  return Object.fromEntries(urls.filter((url) => url.pathname === '/api/admin/audit').at(-1)?.searchParams ?? []);
}

describe('the audit log screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers an admin the channels they administer only, whose changes are the log's for them", async () => {
    const server = stubFetch((url) => (url.pathname === '/api/admin/audit' ? { body: { data: [], meta: { total: 0, offset: 0, limit: 25 } } } : { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } }));
    vi.stubGlobal('fetch', server.fetchMock);
    const { client } = renderScreen(<AuditScreen />);
    client.setQueryData(ME_QUERY_KEY, { ...ME, is_owner: false, channels: [{ ...ME.channels[0]!, role: 'admin' }, { ...ME.channels[1]!, role: 'editor' }] });
    const channel = await screen.findByLabelText('Channel');
    expect(within(channel).getAllByRole('option').map((option) => option.textContent)).toEqual(['All channels', 'Varsity Sports Network']);
  });

  it('asks the server with the filters, back on the first page, and shows a row’s values before and after', async () => {
    const server = stubFetch((url) =>
      url.pathname === '/api/admin/audit' ? { body: { data: [ENTRY], meta: { total: 1, offset: 0, limit: 25 } } } : { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } },
    );
    vi.stubGlobal('fetch', server.fetchMock);
    const { client } = renderScreen(<AuditScreen />);
    client.setQueryData(ME_QUERY_KEY, ME);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(await within(table).findByText('event.update')).toBeInTheDocument();
    const row = within(table).getByText('event.update').closest('tr') as HTMLElement;
    expect(within(row).getByText('Updated')).toBeInTheDocument();
    expect(within(row).getByText('Event #12')).toBeInTheDocument();
    expect(lastQuery(server.urls)).toEqual({ offset: '0', limit: '25' });

    await userEvent.selectOptions(screen.getByLabelText('Channel'), 'varsity');
    await userEvent.type(screen.getByLabelText('Operator'), 'owner@example.test');
    await userEvent.type(screen.getByLabelText('Item type'), 'event');
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-25');
    await waitFor(() =>
      expect(lastQuery(server.urls)).toEqual({
        offset: '0',
        limit: '25',
        channel_key: 'varsity',
        operator_email: 'owner@example.test',
        entity_type: 'event',
        // The channel's days (Chicago), as instants: `to` is the start of the next day, so the 25th is included.
        from: '2026-11-01T05:00:00.000Z',
        to: '2026-11-26T06:00:00.000Z',
      }),
    );

    await userEvent.click(within(table).getByRole('button', { name: 'Show' }));
    expect(within(table).getByText('Changed:')).toHaveTextContent('Changed: name');
    expect(within(table).getByText(/"name": "Final"/)).toBeInTheDocument();
    expect(within(table).getByText(/"name": "Grand final"/)).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');
  });

  it("reads the From/To days in the chosen channel's time zone, and in the browser's across channels", async () => {
    // The operator's computer is in Tokyo; both channels are in Chicago.
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      const server = stubFetch((url) =>
        url.pathname === '/api/admin/audit' ? { body: { data: [ENTRY], meta: { total: 1, offset: 0, limit: 25 } } } : { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } },
      );
      vi.stubGlobal('fetch', server.fetchMock);
      const { client } = renderScreen(<AuditScreen />);
      client.setQueryData(ME_QUERY_KEY, ME);
      await screen.findByRole('table', { name: 'Audit log' });
      await userEvent.selectOptions(screen.getByLabelText('Channel'), 'varsity');
      await userEvent.type(screen.getByLabelText('From'), '2026-12-05');
      await userEvent.type(screen.getByLabelText('To'), '2026-12-05');
      // Varsity: Dec 5 00:00 to 24:00 in Chicago.
      await waitFor(() =>
        expect(lastQuery(server.urls)).toEqual({ offset: '0', limit: '25', channel_key: 'varsity', from: '2026-12-05T06:00:00.000Z', to: '2026-12-06T06:00:00.000Z' }),
      );
      expect(screen.getByText('Days are read in the channel’s time zone (America/Chicago).')).toBeInTheDocument();

      await userEvent.selectOptions(screen.getByLabelText('Channel'), '');
      // All channels: Dec 5 in Tokyo.
      await waitFor(() => expect(lastQuery(server.urls)).toEqual({ offset: '0', limit: '25', from: '2026-12-04T15:00:00.000Z', to: '2026-12-05T15:00:00.000Z' }));
      expect(screen.getByText('Days are read in your browser’s time zone; choose a channel to read them in its zone.')).toBeInTheDocument();
    } finally {
      process.env.TZ = zone;
    }
  });
});

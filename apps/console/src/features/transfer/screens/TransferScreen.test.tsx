import type { AdminMe } from '@ott/contracts/admin-auth';
import type { ChannelDocument } from '@ott/contracts/admin-channel-transfer';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../../lib/api';
import { ME_QUERY_KEY } from '../../../lib/session';
import { TransferScreen } from './TransferScreen';
import { SAMPLE_COLORS } from '@ott/contracts/admin-branding.fixtures';

const COLORS = SAMPLE_COLORS;
const DOCUMENT: ChannelDocument = {
  format: 'ott-channel',
  version: 1,
  exported_at: '2026-11-25T16:00:00.000Z',
  channel: {
    key: 'varsity',
    name: 'Varsity',
    hostnames: [],
    language: 'en',
    currency: 'USD',
    time_zone: 'America/Toronto',
    logo: null,
    settings: { remote_auth: 0, yare_analytics: null, google_analytics: null, extra_routes: [] },
    colors: COLORS,
    geo_rule: null,
  },
  content: { menus: [], pages: [], faq: [], slides: [], static_blocks: [], locations: [], forms: [], prerolls: [] },
  catalogue: { categories: [], groups: [], participants: [], events: [], vod: { categories: [], items: [], rails: [] } },
  offer: { passes: [], promo_codes: [], pricing_rules: [] },
  media: [],
};

const me = (role: 'owner' | 'admin'): AdminMe => ({
  id: 1,
  email: 'op@example.test',
  name: 'Op',
  is_owner: role === 'owner',
  must_change_password: false,
  totp_enabled: false,
  channels: [{ channel_key: 'varsity', name: 'Varsity', time_zone: 'America/Chicago', role }],
  csrf_token: 'csrf-1',
});

const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
const fileOf = (value: unknown) => new File([typeof value === 'string' ? value : JSON.stringify(value)], 'channel.json', { type: 'application/json' });

function renderScreen(role: 'owner' | 'admin', answer: (body: Record<string, unknown>) => Response = () => json({ message: 'Not found', code: 'NOT_FOUND' }, 404)) {
  const posted: Array<Record<string, unknown>> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/admin/channels/import' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posted.push(body);
      return answer(body);
    }
    if (url === '/api/admin/me') return json({ data: me(role) });
    return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  setCsrfToken('csrf-1');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(ME_QUERY_KEY, me(role));
  const router = createMemoryRouter([{ path: '/channels/:channelKey/transfer', element: <TransferScreen /> }], { initialEntries: ['/channels/varsity/transfer'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { posted };
}

async function fillImport(file: File, key: string, hostname = '') {
  const user = userEvent.setup();
  await user.upload(screen.getByLabelText('Channel file (JSON)'), file);
  await user.type(screen.getByLabelText(/New channel key/), key);
  if (hostname) await user.type(screen.getByLabelText('Hostname'), hostname);
  await user.click(screen.getByRole('button', { name: 'Import' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('TransferScreen', () => {
  it('offers an admin the channel file to download, and no import', () => {
    renderScreen('admin');
    const link = screen.getByRole('link', { name: 'Download JSON' });
    expect(link).toHaveAttribute('href', '/api/admin/channels/varsity/export');
    expect(link).toHaveAttribute('download', 'varsity-channel.json');
    expect(screen.queryByRole('heading', { name: 'Import as a new channel' })).not.toBeInTheDocument();
  });

  it('lists the problems of a broken file with their place in it, without sending it', async () => {
    const { posted } = renderScreen('owner');
    const broken = structuredClone(DOCUMENT) as unknown as { catalogue: { events: unknown[] } };
    broken.catalogue.events.push({ id: 'e1' });
    await fillImport(fileOf({ ...broken, version: 2 }), 'riverside');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^The file has \d+ problems; nothing was imported:/);
    expect(within(alert).getByText('version').closest('li')).toHaveTextContent('version Only version 1 is understood');
    expect(within(alert).getByText('catalogue.events.0.name')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('sends a valid file with the new key and hostname, and shows the server\'s field and document errors', async () => {
    let answer = json({ message: 'This channel key is taken', code: 'CHANNEL_KEY_TAKEN', errors: { channel_key: ['This channel key is taken'] } }, 409);
    const { posted } = renderScreen('owner', () => answer);
    await fillImport(fileOf(DOCUMENT), 'varsity', 'Riverside.test');
    expect(await screen.findByText('This channel key is taken')).toBeInTheDocument();
    expect(posted).toEqual([{ channel_key: 'varsity', hostnames: ['riverside.test'], document: DOCUMENT }]);

    answer = json({ message: 'Refers to no category "c9"', code: 'VALIDATION_FAILED', errors: { 'document.catalogue.events.0.category': ['Refers to no category "c9"'] } }, 400);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Import' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file has a problem; nothing was imported:');
    expect(alert).toHaveTextContent('catalogue.events.0.category Refers to no category "c9"');
  });

  it('says what was made and links to the new channel', async () => {
    renderScreen('owner', (body) =>
      json({ data: { channel_key: body.channel_key, name: 'Riverside', hostnames: body.hostnames, counts: { events: 12, pages: 3, passes: 7 } } }, 201),
    );
    await fillImport(fileOf(DOCUMENT), 'riverside');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Riverside was created with 12 events, 3 pages and 7 passes and subscriptions.');
    expect(within(status).getByRole('link', { name: 'Open the new channel' })).toHaveAttribute('href', '/channels/riverside');
  });
});

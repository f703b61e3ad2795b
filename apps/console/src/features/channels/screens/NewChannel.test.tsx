import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminMe } from '@ott/contracts/admin-auth';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestRouter } from '../../../app/router';
import { stubFetch } from '../../../test/render';
import { feature } from '../index';
import { adminChannel } from '../../../test/fixtures';

const OWNER: AdminMe = {
  id: 1,
  email: 'owner@example.test',
  name: 'Owner',
  is_owner: true,
  must_change_password: false,
  totp_enabled: false,
  channels: [{ channel_key: 'varsity', name: 'Varsity Sports Network', time_zone: 'America/Chicago', role: 'owner' }],
  csrf_token: 'csrf-1',
};

describe('a new channel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is offered to owners on the picker, created with its hostnames as a list, then opened', async () => {
    const posted: unknown[] = [];
    let channels = OWNER.channels;
    const server = stubFetch((url, init) => {
      if (url.pathname === '/api/admin/me') return { body: { data: { ...OWNER, channels } } };
      if (url.pathname === '/api/admin/channels' && init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { hostnames: string[] };
        posted.push(body);
        if (body.hostnames.includes('varsity.localhost')) return { status: 409, body: { message: 'Hostname taken', code: 'HOSTNAME_TAKEN', errors: { 'hostnames.0': ['varsity.localhost already belongs to Varsity Sports Network'] } } };
        channels = [...channels, { channel_key: 'riverside', name: 'Riverside', time_zone: 'America/Chicago', role: 'owner' }];
        return { body: { data: adminChannel({ id: 3, channel_key: 'riverside', name: 'Riverside', hostnames: body.hostnames, language: 'fr', currency: 'CAD', time_zone: 'America/Toronto' }) } };
      }
      return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    });
    vi.stubGlobal('fetch', server.fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createTestRouter(client, '/', [feature]);
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('link', { name: 'New channel' }));
    const form = within((await screen.findByRole('button', { name: 'Create channel' })).closest('form')!);
    await userEvent.type(form.getByLabelText(/^Name/), 'Riverside');
    expect(form.getByLabelText(/Channel key/)).toHaveValue('riverside');
    await userEvent.type(form.getByLabelText(/Hostnames/), 'varsity.localhost');
    await userEvent.selectOptions(form.getByLabelText(/Language/), 'fr');
    await userEvent.selectOptions(form.getByLabelText(/Currency/), 'CAD');
    await userEvent.click(screen.getByRole('button', { name: 'Create channel' }));
    expect(await screen.findByText('varsity.localhost already belongs to Varsity Sports Network')).toBeInTheDocument();

    await userEvent.clear(form.getByLabelText(/Hostnames/));
    await userEvent.type(form.getByLabelText(/Hostnames/), 'riverside.test{Enter}watch.riverside.test');
    await userEvent.click(screen.getByRole('button', { name: 'Create channel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Riverside' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/channels/riverside');
    expect(posted.at(-1)).toEqual({ name: 'Riverside', channel_key: 'riverside', hostnames: ['riverside.test', 'watch.riverside.test'], language: 'fr', currency: 'CAD', time_zone: 'America/Toronto' });
    // The new channel is in the switcher and its settings in the navigation.
    expect(within(screen.getByRole('combobox', { name: 'Channel' })).getByRole('option', { name: 'Riverside' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Console' })).getByRole('link', { name: 'Channel settings' })).toHaveAttribute('href', '/channels/riverside/settings');
  });

  it('suggests the key from the name as it is typed, until the operator types a key of their own', async () => {
    const posted: unknown[] = [];
    const server = stubFetch((url, init) => {
      if (url.pathname === '/api/admin/me') return { body: { data: OWNER } };
      if (url.pathname === '/api/admin/channels' && init.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return { status: 400, body: { message: 'Stop here', code: 'SOMETHING_WENT_WRONG', errors: {} } };
      }
      return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    });
    vi.stubGlobal('fetch', server.fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={createTestRouter(client, '/channels/new', [feature])} />
      </QueryClientProvider>,
    );
    const form = within((await screen.findByRole('button', { name: 'Create channel' })).closest('form')!);
    const name = form.getByLabelText(/^Name/);
    const key = form.getByLabelText(/Channel key/);
    await userEvent.type(name, 'Côte-Nord  Hockey Élite!');
    expect(key).toHaveValue('cote-nord-hockey-elite');
    await userEvent.clear(name);
    await userEvent.type(name, 'Œuvre & Co 2026');
    expect(key).toHaveValue('oeuvre-co-2026');

    await userEvent.clear(key);
    await userEvent.type(key, 'cn-hockey');
    await userEvent.type(name, ' Pro');
    expect(key).toHaveValue('cn-hockey');
    expect(name).toHaveValue('Œuvre & Co 2026 Pro');

    // The time zone: an alias is written as its current name, and sent so.
    const zone = form.getByRole('combobox', { name: /Time zone/ });
    await userEvent.clear(zone);
    await userEvent.type(zone, 'us/eastern');
    await userEvent.tab();
    expect(zone).toHaveValue('America/New_York');
    await userEvent.click(screen.getByRole('button', { name: 'Create channel' }));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ name: 'Œuvre & Co 2026 Pro', channel_key: 'cn-hockey', time_zone: 'America/New_York' });
  });
});

describe('currency choices', () => {
  it('names the spec’s two currencies in the console’s language', async () => {
    const { currencyLabel } = await import('../components/channel-form');
    expect(currencyLabel('USD', 'en')).toBe('US Dollar (USD)');
    expect(currencyLabel('CAD', 'fr')).toBe('dollar canadien (CAD)');
  });
});

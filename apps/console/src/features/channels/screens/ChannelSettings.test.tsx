import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminMe } from '@ott/contracts/admin-auth';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestRouter } from '../../../app/router';
import { openInConsole, stubFetch } from '../../../test/render';
import { feature } from '../index';

const ADMIN: AdminMe = {
  id: 1,
  email: 'admin@example.test',
  name: 'Admin',
  is_owner: false,
  must_change_password: false,
  totp_enabled: false,
  channels: [{ channel_key: 'varsity', name: 'Varsity Sports Network', time_zone: 'America/Chicago', role: 'admin' }],
  csrf_token: 'csrf-1',
};
const CHANNEL = {
  id: 1,
  channel_key: 'varsity',
  name: 'Varsity Sports Network',
  hostnames: ['varsity.localhost'],
  language: 'en',
  currency: 'USD',
  time_zone: 'America/Toronto',
  archived: false,
  single_language: false,
  analytics: { key: 'vsn-web-2025', google_tag_id: null, exempt: false },
  created_at: '',
  updated_at: '',
};

describe('channel settings: analytics', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the key, tag id and exemption, and shows the server refusing a key another channel uses', async () => {
    const patched: Array<{ analytics: unknown }> = [];
    const server = stubFetch((url, init) => {
      if (url.pathname === '/api/admin/me') return { body: { data: ADMIN } };
      if (url.pathname === '/api/admin/channels/varsity' && init.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as { analytics: { key: string | null; google_tag_id: string | null; exempt: boolean } };
        patched.push(body);
        const message = 'This analytics key belongs to another channel: two channels with one key would mix their figures';
        if (body.analytics.key === 'taken-key') return { status: 409, body: { message, code: 'ANALYTICS_KEY_TAKEN', errors: { 'analytics.key': [message] } } };
        return { body: { data: { ...CHANNEL, analytics: body.analytics } } };
      }
      if (url.pathname === '/api/admin/channels/varsity') return { body: { data: CHANNEL } };
      return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    });
    vi.stubGlobal('fetch', server.fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={createTestRouter(client, '/channels/varsity/settings', [feature])} />
      </QueryClientProvider>,
    );
    const key = await screen.findByLabelText(/Analytics key/);
    expect(key).toHaveValue('vsn-web-2025');
    expect(screen.getByText(/loads only after a visitor accepts the cookie notice/)).toBeInTheDocument();

    await userEvent.clear(key);
    await userEvent.type(key, 'taken-key');
    await userEvent.type(screen.getByLabelText(/Google tag id/), 'G-ABC1234');
    await userEvent.click(screen.getByLabelText(/Record visitors who declined/));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/would mix their figures/, { selector: '.form-field__error' })).toBeInTheDocument();
    expect(patched[0]!.analytics).toEqual({ key: 'taken-key', google_tag_id: 'G-ABC1234', exempt: true });

    await userEvent.clear(key);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Channel settings saved')).toBeInTheDocument();
    expect(patched[1]!.analytics).toEqual({ key: null, google_tag_id: 'G-ABC1234', exempt: true });
  });

  it('refuses a malformed Google tag id before sending', async () => {
    const methods: string[] = [];
    const server = stubFetch((url, init) => {
      methods.push(init.method ?? 'GET');
      if (url.pathname === '/api/admin/me') return { body: { data: ADMIN } };
      if (url.pathname === '/api/admin/channels/varsity') return { body: { data: CHANNEL } };
      return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    });
    vi.stubGlobal('fetch', server.fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={createTestRouter(client, '/channels/varsity/settings', [feature])} />
      </QueryClientProvider>,
    );
    await userEvent.type(await screen.findByLabelText(/Google tag id/), 'GTM-123');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be a Google tag id such as G-XXXXXXX')).toBeInTheDocument();
    expect(methods).not.toContain('PATCH');
  });

  it("limits viewers to the channel's language, and offers the channel's time zone first", async () => {
    const patched: Record<string, unknown>[] = [];
    const server = stubFetch((url, init) => {
      if (url.pathname === '/api/admin/me') return { body: { data: ADMIN } };
      if (url.pathname === '/api/admin/channels/varsity' && init.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        patched.push(body);
        return { body: { data: { ...CHANNEL, ...body, analytics: CHANNEL.analytics } } };
      }
      if (url.pathname === '/api/admin/channels/varsity') return { body: { data: CHANNEL } };
      return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    });
    vi.stubGlobal('fetch', server.fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={createTestRouter(client, '/channels/varsity/settings', [feature])} />
      </QueryClientProvider>,
    );
    const zone = await screen.findByRole('combobox', { name: /Time zone/ });
    await vi.waitFor(() => expect(zone).toHaveValue('America/Toronto'));
    expect(document.getElementById(zone.getAttribute('list')!)!.querySelector('option')!.value).toBe('America/Toronto');
    const only = screen.getByRole('checkbox', { name: /Viewers see this language only/ });
    expect(only).not.toBeChecked();
    await userEvent.click(only);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Channel settings saved')).toBeInTheDocument();
    expect(patched[0]).toMatchObject({ single_language: true, time_zone: 'America/Toronto', language: 'en' });
  });
});

describe('channel settings: hostnames', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("tells an admin at once that only an owner adds a hostname, sends nothing, and lets them remove one", async () => {
    const patched: Array<{ hostnames: string[] }> = [];
    const server = stubFetch((url, init) => {
      if (url.pathname === '/api/admin/me') return { body: { data: ADMIN } };
      if (url.pathname === '/api/admin/channels/varsity' && init.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as { hostnames: string[] };
        patched.push(body);
        return { body: { data: { ...CHANNEL, hostnames: body.hostnames } } };
      }
      if (url.pathname === '/api/admin/channels/varsity') return { body: { data: { ...CHANNEL, hostnames: ['varsity.localhost', 'watch.varsity.test'] } } };
      return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    });
    vi.stubGlobal('fetch', server.fetchMock);
    openInConsole('/channels/varsity/settings', [feature]);
    const hostnames = await screen.findByLabelText('Hostnames', undefined, { timeout: 5_000 });
    expect(hostnames).toHaveAccessibleDescription('One a line. You can remove one; only an owner can add a hostname.');
    await userEvent.type(hostnames, '{enter}new.varsity.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(hostnames).toHaveAccessibleDescription('One a line. You can remove one; only an owner can add a hostname. Only an owner may add a hostname'));
    expect(patched).toEqual([]);

    await userEvent.clear(hostnames);
    await userEvent.type(hostnames, 'varsity.localhost');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Channel settings saved')).toBeInTheDocument();
    expect(patched[0]!.hostnames).toEqual(['varsity.localhost']);
  });
});

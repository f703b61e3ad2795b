import type { AdminMe } from '@ott/contracts/admin-auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestRouter } from '../../../app/router';
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
const OPTIONS = {
  categories: [
    { id: 1, name: 'Hockey', parent_id: null },
    { id: 2, name: 'Water Polo', parent_id: null },
    { id: 3, name: 'Division I', parent_id: 1 },
  ],
  participants: [],
  participant_groups: [],
  locations: [],
  time_zone: 'America/Chicago',
  currency: 'USD',
};
const team = (extra: object) => ({ id: 7, name: 'Otters', short_name: 'OTT', alias: 'otters', images: { logo: null }, color: '#1f4e99', participant_group_id: null, properties: { gender: 'men', sport: 'Water Polo' }, events_count: 0, ...extra });

/** Uploads go through XMLHttpRequest (for progress): this one answers the logo route at once, recording what it was sent. */
const uploads: { url: string; file: unknown }[] = [];
let logoAnswer: { status: number; body: unknown } = { status: 200, body: null };
class FakeXhr {
  url = '';
  status = 0;
  responseText = '';
  withCredentials = false;
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader() {
    return 'application/json';
  }
  getAllResponseHeaders() {
    return 'content-type: application/json';
  }
  send(body: FormData) {
    uploads.push({ url: this.url, file: body.get('file') });
    this.status = logoAnswer.status;
    this.responseText = JSON.stringify(logoAnswer.body);
    queueMicrotask(() => this.onload?.());
  }
}

function serve(logoStatus = 200) {
  uploads.length = 0;
  logoAnswer = logoStatus === 200 ? { status: 200, body: { data: team({ images: { logo: '/media/logos/7.png' } }) } } : { status: logoStatus, body: { message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE', errors: {} } };
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  const calls: { method: string; path: string; body: unknown }[] = [];
  const server = stubFetch((url, init) => {
    const path = url.pathname.replace('/api/admin/channels/varsity', '');
    const method = init.method ?? 'GET';
    calls.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body });
    if (url.pathname === '/api/admin/me') return { body: { data: ME } };
    if (path === '/events/options') return { body: { data: OPTIONS } };
    if (path === '/participants' && method === 'POST') return { body: { data: team({}) } };
    if (path === '/participants') return { body: { data: [], meta: { total: 0, offset: 0, limit: 50 } } };
    return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
  });
  vi.stubGlobal('fetch', server.fetchMock);
  return calls;
}

async function openNewTeam() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={createTestRouter(client, '/channels/varsity/catalogue/teams', [feature])} />
    </QueryClientProvider>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'New team' }, { timeout: 5_000 }));
  const form = within(screen.getByRole('region', { name: 'New team' }));
  await userEvent.type(form.getByLabelText(/^Name/), 'Otters');
  await userEvent.type(form.getByLabelText(/^Short name/), 'OTT');
  return form;
}

describe('a new team', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("takes its sport from the channel's sports, and its logo before it exists (sent once it is created)", async () => {
    const calls = serve();
    const form = await openNewTeam();
    const sport = form.getByRole('combobox', { name: /^Sport/ });
    await within(sport).findByRole('option', { name: 'Water Polo' });
    expect(within(sport).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a sport', 'Hockey', 'Water Polo']);
    await userEvent.selectOptions(sport, 'Water Polo');
    await userEvent.upload(form.getByLabelText('Logo'), new File(['png'], 'otters.png', { type: 'image/png' }));
    await userEvent.click(form.getByRole('button', { name: 'Create team' }));

    expect(await screen.findByText('“Otters” saved')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual(['/participants']);
    expect(posts[0]!.body).toMatchObject({ name: 'Otters', properties: { sport: 'Water Polo', gender: 'men' } });
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.url).toMatch(/\/api\/admin\/channels\/varsity\/participants\/7\/logo$/);
    expect((uploads[0]!.file as File).name).toBe('otters.png');
  });

  it('refuses a team without a sport', async () => {
    const calls = serve();
    const form = await openNewTeam();
    await userEvent.click(form.getByRole('button', { name: 'Create team' }));
    expect(await form.findByText('Field is required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says the team is saved but its logo is not when the logo is refused', async () => {
    serve(413);
    const form = await openNewTeam();
    await userEvent.selectOptions(await form.findByRole('combobox', { name: /^Sport/ }), 'Hockey');
    await userEvent.upload(form.getByLabelText('Logo'), new File(['png'], 'otters.png', { type: 'image/png' }));
    await userEvent.click(form.getByRole('button', { name: 'Create team' }));
    expect(await screen.findByText('“Otters” saved, but its logo was not: Request body is too large')).toBeInTheDocument();
  });
});

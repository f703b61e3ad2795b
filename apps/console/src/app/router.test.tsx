import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminMe } from '@ott/contracts/admin-auth';
import type { ConsoleFeature } from '../lib/feature';
import { stubFetch } from '../test/render';
import { NARROW_SCREEN } from './layout/use-narrow-screen';
import { createTestRouter } from './router';

const ME: AdminMe = {
  id: 3,
  email: 'editor@example.test',
  name: 'Eddie',
  is_owner: false,
  must_change_password: false,
  totp_enabled: false,
  channels: [
    { channel_key: 'varsity', name: 'Varsity Sports', time_zone: 'America/Chicago', role: 'editor' },
    { channel_key: 'universitaire', name: 'Sport universitaire', time_zone: 'America/Chicago', role: 'admin' },
  ],
  csrf_token: 'csrf-1',
};

const FEATURES: ConsoleFeature[] = [
  {
    id: 'catalogue',
    nav: [{ to: 'events', labelKey: 'Events', access: 'editor' }],
    routes: [{ path: 'events', element: <h1>Events screen</h1>, handle: { crumb: 'Events' } }],
  },
  {
    id: 'branding',
    nav: [{ to: 'branding', labelKey: 'Branding', access: 'admin' }],
    routes: [{ path: 'branding', element: <h1>Branding screen</h1> }],
  },
];

function renderConsole(path: string, me: AdminMe | null, extra: Record<string, { status?: number; body: unknown }> = {}) {
  const server = stubFetch((url) => {
    const answer = extra[`${url.pathname}`];
    if (answer) return answer;
    if (url.pathname === '/api/admin/me') return me ? { body: { data: me } } : { status: 401, body: { message: 'Sign in', code: 'UNAUTHORIZED' } };
    return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
  });
  vi.stubGlobal('fetch', server.fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createTestRouter(client, path, FEATURES);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, server };
}

describe('the console routes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says it is loading while the first screen waits for the session, with no warning in the browser console', async () => {
    const warn = vi.spyOn(console, 'warn');
    let answerMe: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answerMe = resolve))));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={createTestRouter(client, '/channels/varsity/events', FEATURES)} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    answerMe(new Response(JSON.stringify({ data: ME }), { status: 200, headers: { 'content-type': 'application/json' } }));
    expect(await screen.findByRole('heading', { name: 'Events screen' })).toBeInTheDocument();
    expect(warn.mock.calls.filter((call) => String(call[0]).includes('HydrateFallback'))).toEqual([]);
  });

  it('sends a signed-out visitor of /audit to the login page, remembering where they were going', async () => {
    const { router } = renderConsole('/audit?action=event.update', null);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/audit?action=event.update');
  });

  it("shows a channel's navigation filtered by the operator's role there", async () => {
    renderConsole('/channels/varsity', ME);
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/channels/varsity/events');
    // An editor on varsity: no Branding (admin); the audit log, as an admin of another channel.
    expect(within(nav).queryByRole('link', { name: 'Branding' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/audit');
  });

  it('offers the admin entries on a channel where the operator is admin', async () => {
    renderConsole('/channels/universitaire', ME);
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Branding' })).toHaveAttribute('href', '/channels/universitaire/branding');
  });

  it("opens a feature's screen with breadcrumbs and remembers the channel", async () => {
    renderConsole('/channels/varsity/events', ME);
    expect(await screen.findByRole('heading', { name: 'Events screen' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Channels' })).toHaveAttribute('href', '/');
    expect(within(trail).getByRole('link', { name: 'Varsity Sports' })).toHaveAttribute('href', '/channels/varsity');
    expect(within(trail).getByText('Events')).toHaveAttribute('aria-current', 'page');
    // Remembered by an effect of the channel's scope, which React may run a task after the screen shows.
    await waitFor(() => expect(localStorage.getItem('ott-console.channel')).toBe('varsity'));
    // The tab names the screen first, so that several open tabs read apart.
    await waitFor(() => expect(document.title).toBe('Events · Varsity Sports · Console'));
  });

  it("answers a screen the operator's role does not open, typed or kept as an address, with a page that says so", async () => {
    const { router } = renderConsole('/channels/varsity/branding', ME);
    expect(await screen.findByRole('heading', { name: 'Not open to your role' })).toBeInTheDocument();
    expect(screen.getByText('Your role on Varsity Sports (Editor) does not open this page. An admin of the channel can give you another role.')).toBeInTheDocument();
    expect(screen.queryByText('Branding screen')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Varsity Sports' })).toHaveAttribute('href', '/channels/varsity');
    // Where the same operator is admin, it opens.
    await router.navigate('/channels/universitaire/branding');
    expect(await screen.findByRole('heading', { name: 'Branding screen' })).toBeInTheDocument();
  });

  it('keeps the audit log to owners and admins, whatever the address', async () => {
    renderConsole('/audit', { ...ME, channels: [ME.channels[0]!] });
    expect(await screen.findByRole('heading', { name: 'Not open to your role' })).toBeInTheDocument();
    expect(screen.getByText('Only owners and the channels’ admins open this page.')).toBeInTheDocument();
  });

  it("answers a channel the operator does not hold, and an unknown path, with the console's 404", async () => {
    renderConsole('/channels/other/events', ME);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('Events screen')).toBeNull();
  });

  it('lists the operator’s channels on the picker, the last opened first', async () => {
    localStorage.setItem('ott-console.channel', 'varsity');
    renderConsole('/', ME);
    const list = await screen.findByRole('list', { name: 'Your channels' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/channels/varsity', '/channels/universitaire']);
    expect(links[0]).toHaveTextContent('Last opened');
    // Not an owner: no "New channel".
    expect(screen.queryByRole('link', { name: 'New channel' })).toBeNull();
    expect(document.title).toBe('Console');
  });

  it('asks for a new password before anything else when the password is temporary', async () => {
    renderConsole('/channels/varsity/events', { ...ME, must_change_password: true });
    expect(await screen.findByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
    expect(screen.queryByText('Events screen')).toBeNull();
  });
});

describe('signing in', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the authenticator code when the server answers TOTP_REQUIRED, then goes where the operator was going', async () => {
    const bodies: unknown[] = [];
    let signedIn = false;
    const server = stubFetch((url, init) => {
      if (url.pathname === '/api/admin/me') return signedIn ? { body: { data: ME } } : { status: 401, body: { message: 'Sign in', code: 'UNAUTHORIZED' } };
      if (url.pathname === '/api/admin/auth/login') {
        const body = JSON.parse(String(init.body)) as { totp?: string };
        bodies.push(body);
        if (!body.totp) return { status: 401, body: { message: 'Code needed', code: 'TOTP_REQUIRED' } };
        if (body.totp !== '123456') return { status: 401, body: { message: 'Wrong code', code: 'TOTP_INVALID' } };
        signedIn = true;
        return { body: { data: ME } };
      }
      return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    });
    vi.stubGlobal('fetch', server.fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createTestRouter(client, '/login?next=%2Fchannels%2Fvarsity%2Fevents', FEATURES);
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await userEvent.type(await screen.findByLabelText(/Email/), 'editor@example.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Code/), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not valid');

    await userEvent.clear(screen.getByLabelText(/Code/));
    await userEvent.type(screen.getByLabelText(/Code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Events screen' })).toBeInTheDocument();
    expect(bodies).toEqual([
      { email: 'editor@example.test', password: 'right-password' },
      { email: 'editor@example.test', password: 'right-password', totp: '000000' },
      { email: 'editor@example.test', password: 'right-password', totp: '123456' },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/channels/varsity/events'));
  });

  it('shows a wrong password', async () => {
    const server = stubFetch((url) =>
      url.pathname === '/api/admin/auth/login'
        ? { status: 401, body: { message: 'Wrong email or password', code: 'INVALID_CREDENTIALS' } }
        : { status: 401, body: { message: 'Sign in', code: 'UNAUTHORIZED' } },
    );
    vi.stubGlobal('fetch', server.fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={createTestRouter(client, '/login', FEATURES)} />
      </QueryClientProvider>,
    );
    await userEvent.type(await screen.findByLabelText(/Email/), 'editor@example.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');
  });
});

/** The console's header (the screens' own page headers are banners too, to the test library). */
function topBar(): HTMLElement {
  const header = screen.getByRole('button', { name: 'Menu' }).closest('header');
  if (!header) throw new Error('no top bar');
  return header;
}

/** A screen as narrow as a phone: `matchMedia` answers the console's narrow-screen query. */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === NARROW_SCREEN, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
}

describe('the console shell on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the menu button, the brand and the account in the header, and moves the channel switcher and the language into the menu', async () => {
    onAPhone();
    renderConsole('/channels/varsity', ME);
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    const header = topBar();
    expect(within(header).queryByRole('combobox')).toBeNull();
    expect(within(nav).getByRole('combobox', { name: 'Channel' })).toHaveValue('varsity');
    expect(within(nav).getByRole('combobox', { name: 'Language' })).toHaveValue('en');

    const menu = within(header).getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    // The opened menu takes the focus at its first control.
    expect(within(nav).getByRole('combobox', { name: 'Channel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('names the account button by the operator, and it discloses the account panel', async () => {
    onAPhone();
    renderConsole('/channels/varsity', ME);
    const account = await screen.findByRole('button', { name: 'Eddie' });
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    await userEvent.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(account.getAttribute('aria-controls') ?? '')).toContainElement(screen.getByRole('button', { name: 'Sign out' }));
  });

  it('stops naming the channel in the tab once the operator signs out', async () => {
    const { router } = renderConsole('/channels/varsity/events', ME, { '/api/admin/auth/logout': { body: { data: { ok: true } } } });
    await waitFor(() => expect(document.title).toBe('Events · Varsity Sports · Console'));
    await userEvent.click(screen.getByRole('button', { name: 'Eddie' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(document.title).toBe('Console');
  });
});

describe('the console shell on a wide screen', () => {
  it('shows the channel switcher and the language in the header, not in the menu', async () => {
    renderConsole('/channels/varsity', ME);
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).queryByRole('combobox')).toBeNull();
    expect(within(topBar()).getByRole('combobox', { name: 'Channel' })).toHaveValue('varsity');
    expect(within(topBar()).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });
});

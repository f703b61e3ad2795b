import type { OperatorRole } from '@ott/contracts/admin-auth';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, openInConsole } from '../../test/render';
import { feature } from './index';
import { operatorAs } from '../../test/operator';

const MENU = [
  { id: 1, title: 'Home', url: '/', type: 'link', weight: 20 },
  { id: 2, title: 'Schedule', url: '/upcoming', type: 'link', weight: 10 },
];

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function serve(role: OperatorRole, answer: (call: Call) => { status?: number; body: unknown } | undefined = () => undefined) {
  const calls: Call[] = [];
  const server = stubFetch((url, init) => {
    const call = { method: init.method ?? 'GET', path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    if (url.pathname === '/api/admin/me') return { body: { data: operatorAs(role) } };
    const custom = answer(call);
    if (custom) return custom;
    if (url.pathname === '/api/admin/channels/varsity/menus' && call.method === 'GET') return { body: { data: MENU, meta: { total: 2, offset: 0, limit: 2 } } };
    return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
  });
  vi.stubGlobal('fetch', server.fetchMock);
  return calls;
}

const open = (path: string) => openInConsole(path, [feature]);

describe('content screens', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the server's message on the field it names, then adds the entry", async () => {
    const calls = serve('editor', (call) => {
      if (call.method !== 'POST') return undefined;
      const body = call.body as { url: string };
      if (body.url === '/tickets') return { status: 400, body: { message: 'Taken', code: 'VALIDATION_FAILED', errors: { url: ['This address is already in the menu'] } } };
      return { body: { data: { id: 3, ...body, weight: 0 } } };
    });
    open('/channels/varsity/content/menus');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a menu entry' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New menu entry' }));
    await userEvent.type(dialog.getByLabelText(/^Label/), 'Tickets');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /^Page/ }), 'Another path…');
    await userEvent.clear(dialog.getByLabelText(/^Address/));
    await userEvent.type(dialog.getByLabelText(/^Address/), '/tickets');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('This address is already in the menu')).toBeInTheDocument();

    await userEvent.clear(dialog.getByLabelText(/^Address/));
    await userEvent.type(dialog.getByLabelText(/^Address/), '/packages');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“Tickets” saved')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { title: 'Tickets', url: '/tickets', type: 'link' },
      { title: 'Tickets', url: '/packages', type: 'link' },
    ]);
  });

  it('asks before deleting, and deletes only once confirmed', async () => {
    const calls = serve('editor', (call) => (call.method === 'DELETE' ? { body: { data: MENU[1] } } : undefined));
    open('/channels/varsity/content/menus');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete “Schedule”' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Delete this menu entry?' }));
    await userEvent.click(ask.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete “Schedule”' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this menu entry?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Schedule” deleted')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/admin/channels/varsity/menus/2']);
  });

  it('answers support staff, whose navigation has no Content, that the screen is not open to their role', async () => {
    serve('support');
    open('/channels/varsity/content/menus');
    expect(await screen.findByRole('heading', { name: 'Not open to your role' })).toBeInTheDocument();
    expect(screen.queryByText('Schedule')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a menu entry' })).not.toBeInTheDocument();
  });

  it('keeps the pages table in a named region the keyboard can reach, so it scrolls sideways on a phone', async () => {
    const page = { id: 7, name: 'Championships', url: '/championships', alt_name: '', content: '', published: true, kind: 'custom' };
    serve('editor', (call) => (call.path === '/api/admin/channels/varsity/pages' ? { body: { data: [page], meta: { total: 1, offset: 0, limit: 1 } } } : undefined));
    open('/channels/varsity/content/pages');
    const region = await screen.findByRole('region', { name: 'Pages' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table', { name: 'Pages' })).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Championships' })).toBeInTheDocument();
  });

  it("refuses a page path that is one of the app's screens before asking the server", async () => {
    const calls = serve('editor');
    open('/channels/varsity/content/pages/new');
    await userEvent.type(await screen.findByLabelText(/^Title/), 'Help');
    await userEvent.clear(screen.getByLabelText(/^Path/));
    await userEvent.type(screen.getByLabelText(/^Path/), '/faq');
    await userEvent.click(screen.getByRole('button', { name: 'Create page' }));
    expect(await screen.findByText('The path /faq is already a screen of the app; choose another path')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("picks a page of the app from the channel's pages and keeps its path", async () => {
    const PAGES = [
      { id: 7, name: 'Season Tickets', alt_name: 'season-tickets', url: '/season-tickets', content: '', published: true, kind: 'custom' },
      { id: 8, name: 'Draft', alt_name: 'draft', url: '/draft', content: '', published: false, kind: 'custom' },
    ];
    const calls = serve('editor', (call) => {
      if (call.path === '/api/admin/channels/varsity/pages' && call.method === 'GET') return { body: { data: PAGES, meta: { total: 2, offset: 0, limit: 2 } } };
      if (call.method === 'POST') return { body: { data: { id: 3, ...(call.body as object), weight: 0 } } };
      return undefined;
    });
    open('/channels/varsity/content/menus');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a menu entry' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New menu entry' }));
    await userEvent.type(dialog.getByLabelText(/^Label/), 'Tickets');
    const page = dialog.getByRole('combobox', { name: /^Page/ });
    await dialog.findByRole('option', { name: 'Season Tickets (/season-tickets)' });
    expect(dialog.getByRole('option', { name: 'Draft (/draft, not published)' })).toBeInTheDocument();
    expect(dialog.queryByLabelText(/^Address/)).toBeNull();
    await userEvent.selectOptions(page, 'Season Tickets (/season-tickets)');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“Tickets” saved')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ title: 'Tickets', url: '/season-tickets', type: 'link' }]);
  });

  it('types the address of an entry to another website', async () => {
    serve('editor');
    open('/channels/varsity/content/menus');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a menu entry' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New menu entry' }));
    await userEvent.selectOptions(dialog.getByLabelText(/^Kind/), 'Other website');
    expect(dialog.queryByRole('combobox', { name: /^Page/ })).toBeNull();
    expect(dialog.getByLabelText(/^Address/)).toBeInTheDocument();
  });

  it("suggests a new page's path from its title until the operator types one", async () => {
    const calls = serve('editor', (call) => (call.method === 'POST' ? { body: { data: { id: 9, alt_name: 'x', kind: 'custom', ...(call.body as object) } } } : undefined));
    open('/channels/varsity/content/pages/new');
    const title = await screen.findByLabelText(/^Title/);
    const path = screen.getByLabelText(/^Path/);
    await userEvent.type(title, 'Billets de saison 2026 — Été');
    expect(path).toHaveValue('/billets-de-saison-2026-ete');
    await userEvent.clear(path);
    await userEvent.type(path, '/billets');
    await userEvent.type(title, '!');
    expect(path).toHaveValue('/billets');
    await userEvent.click(screen.getByRole('button', { name: 'Create page' }));
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Billets de saison 2026 — Été!', url: '/billets', content: '', published: true });
  });

  it("leaves an existing page's path alone when its title changes", async () => {
    const PAGE = { id: 7, name: 'Tickets', alt_name: 'tickets', url: '/tickets', content: 'Hi', published: true, kind: 'custom' };
    serve('editor', (call) => (call.path === '/api/admin/channels/varsity/pages/7' ? { body: { data: PAGE } } : undefined));
    open('/channels/varsity/content/pages/7');
    const title = await screen.findByLabelText(/^Title/);
    await userEvent.type(title, ' and passes');
    expect(screen.getByLabelText(/^Path/)).toHaveValue('/tickets');
  });

  it("takes a location's country by name, keeps its code, and refuses a name that is no country", async () => {
    const calls = serve('editor', (call) => {
      if (call.path === '/api/admin/channels/varsity/locations' && call.method === 'GET') return { body: { data: [{ id: 4, name: 'Arena', city: 'Ottawa', country_code: 'CA' }], meta: { total: 1, offset: 0, limit: 1 } } };
      if (call.method === 'POST') return { body: { data: { id: 5, ...(call.body as object) } } };
      return undefined;
    });
    open('/channels/varsity/content/locations');
    expect(await screen.findByText('Ottawa · Canada')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit “Arena”' }));
    expect(within(screen.getByRole('dialog')).getByRole('combobox', { name: /^Country/ })).toHaveValue('Canada');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(/^Venue/), 'Garden');
    await userEvent.type(dialog.getByLabelText(/^City/), 'Boston');
    const country = dialog.getByRole('combobox', { name: /^Country/ });
    await userEvent.type(country, 'United');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Choose a country from the list')).toBeInTheDocument();
    await userEvent.type(country, ' States');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Garden', city: 'Boston', country_code: 'US' });
  });
});

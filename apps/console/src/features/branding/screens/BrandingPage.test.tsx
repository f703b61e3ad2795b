import type { AdminBranding } from '@ott/contracts/admin-branding';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '../../../components/confirm';
import { setCsrfToken } from '../../../lib/api';
import { ME_QUERY_KEY } from '../../../lib/session';
import { BrandingPage } from './BrandingPage';
import { SAMPLE_COLORS } from '@ott/contracts/admin-branding.fixtures';
import { operatorAs } from '../../../test/operator';

const COLORS = SAMPLE_COLORS;
const BRANDING: AdminBranding = { color_settings: COLORS, logo: null, logo_2x: null, favicon: null, contrast_warnings: [], preview_event_id: 7 };
function json(data: unknown, status = 200) {
  return new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
}

function renderPage(role: 'admin' | 'editor' = 'admin', branding: AdminBranding = BRANDING) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/admin/channels/varsity/branding' && (!init?.method || init.method === 'GET')) return json({ data: branding });
    if (url === '/api/admin/channels/varsity/branding' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { color_settings: typeof COLORS };
      return json({ data: { ...BRANDING, color_settings: body.color_settings } });
    }
    return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  setCsrfToken('csrf-1');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(ME_QUERY_KEY, operatorAs(role));
  const router = createMemoryRouter(
    [{ element: <ConfirmProvider><Outlet /></ConfirmProvider>, children: [{ path: '/channels/:channelKey/branding', element: <BrandingPage /> }] }],
    { initialEntries: ['/channels/varsity/branding'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const cleanupPage = () => {
  cleanup();
  vi.unstubAllGlobals();
};

describe('BrandingPage', () => {
  it('warns while typing about a pair under AA, naming it, and one click applies the nearest compliant colour', async () => {
    const user = userEvent.setup();
    renderPage();
    const headerText = await screen.findByLabelText('Header text');
    expect(screen.getByText(/Every text colour reads on its background/)).toBeInTheDocument();

    await user.clear(headerText);
    await user.type(headerText, '#334455');
    const warning = await screen.findByText(/Header text on Header background: \d\.\d\d:1, needs 4\.5:1/);
    const item = warning.closest('li') as HTMLElement;
    await user.click(within(item).getByRole('button', { name: /^Set Header text to #[0-9a-f]{6}$/ }));

    await waitFor(() => expect(screen.getByText(/Every text colour reads on its background/)).toBeInTheDocument());
    expect((headerText as HTMLInputElement).value).toMatch(/^#[0-9a-f]{6}$/);
    expect((headerText as HTMLInputElement).value).not.toBe('#334455');
  });

  it('also offers the background that carries the text as it is', async () => {
    const user = userEvent.setup();
    renderPage();
    const button = await screen.findByLabelText('Button colour');
    await user.clear(button);
    await user.type(button, '#e4572e');
    const warning = await screen.findByText('Button text on Button colour: 3.68:1, needs 4.5:1');
    const item = warning.closest('li') as HTMLElement;
    expect(within(item).getByRole('button', { name: /^Set Button text to #[0-9a-f]{6}$/ })).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: /^Set Button colour to #[0-9a-f]{6}$/ }));
    await waitFor(() => expect(screen.getByText(/Every text colour reads on its background/)).toBeInTheDocument());
    expect(screen.getByLabelText('Button text')).toHaveValue('#ffffff');
    expect(button).not.toHaveValue('#e4572e');
  });

  it('sends the unsaved colours to the preview frame as they change', async () => {
    const user = userEvent.setup();
    renderPage();
    const frame = (await screen.findByTitle(/Viewer app preview: Home, Desktop/)) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/?channel=varsity&preview=1');
    const post = vi.spyOn(frame.contentWindow as Window, 'postMessage');

    const headerBackground = screen.getByLabelText('Header background');
    await user.clear(headerBackground);
    await user.type(headerBackground, '#123456');
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith({ type: 'ott:branding-preview', color_settings: { ...COLORS, 'header-background': '#123456' } }, window.location.origin),
    );

    await user.click(screen.getByRole('tab', { name: 'Watch page' }));
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    expect(screen.getByTitle(/Viewer app preview: Watch page, Phone/).getAttribute('src')).toBe('/watch/7?channel=varsity&preview=1');
  });

  it('saves the colours with the CSRF header, then has nothing unsaved; Reset brings back the saved ones', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPage();
    const footer = await screen.findByLabelText('Footer background');
    const save = screen.getByRole('button', { name: 'Save colours' });
    expect(save).toBeDisabled();

    await user.clear(footer);
    await user.type(footer, '#222222');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect((footer as HTMLInputElement).value).toBe('#0a1730');

    await user.clear(footer);
    await user.type(footer, '#222222');
    await act(async () => user.click(save));
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ color_settings: { ...COLORS, 'footer-background': '#222222' } });
    expect((put?.[1]?.headers as Record<string, string>)['x-csrf-token']).toBe('csrf-1');
  });

  it('shows an editor the branding without the means to change it', async () => {
    renderPage('editor');
    expect(await screen.findByLabelText('Header text')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save colours' })).not.toBeInTheDocument();
    expect(screen.getByText('Only an admin of this channel can change its branding.')).toBeInTheDocument();
  });

  it('offers to remove the logo only when there is one', async () => {
    renderPage('admin', { ...BRANDING, logo: '/media/branding/varsity/logo.png' });
    expect(await screen.findByRole('button', { name: 'Remove logo' })).toBeInTheDocument();
    cleanupPage();
    renderPage('admin', BRANDING);
    await screen.findByRole('heading', { name: 'Logo and favicon' });
    expect(screen.queryByRole('button', { name: 'Remove logo' })).toBeNull();
  });

  it('says why the watch page cannot be previewed when the channel has no event', async () => {
    renderPage('admin', { ...BRANDING, preview_event_id: null });
    const watch = await screen.findByRole('tab', { name: 'Watch page' });
    expect(watch).toBeDisabled();
    expect(watch).toHaveAccessibleDescription('The watch page preview needs an event: add one in Events, then come back.');
    expect(screen.getByText('The watch page preview needs an event: add one in Events, then come back.')).toBeVisible();
  });

  it('puts the preview before the colour fields, where a phone keeps it in view while they scroll', async () => {
    renderPage();
    const preview = await screen.findByRole('region', { name: 'Preview' });
    const firstColour = screen.getByRole('group', { name: 'Header' });
    expect(preview.compareDocumentPosition(firstColour) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

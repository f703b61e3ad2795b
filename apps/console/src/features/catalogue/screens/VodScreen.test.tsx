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

const VIDEOS = [
  { id: 'court', label: 'Court', poster: '/media/demo/court/poster.jpg', ready: true, events_count: 1 },
  { id: 'lib-4', label: 'Final vs Rivals', poster: '', ready: true, events_count: 0, state: 'ready', progress: 100, duration: 5425.4 },
];
const ITEMS = [{ id: 9, title: 'Season recap', description: null, date: '2026-11-01T18:00:00.000Z', duration: 600, vod_media_category_id: null, event_id: null, image: null, video: 'lib-4' }];
const PAGE = (data: unknown[]) => ({ data, meta: { total: data.length, offset: 0, limit: 50 } });

function serve() {
  const posted: unknown[] = [];
  const server = stubFetch((url, init) => {
    const path = url.pathname.replace('/api/admin/channels/varsity', '');
    if (url.pathname === '/api/admin/me') return { body: { data: ME } };
    if (path === '/events/videos') return { body: { data: VIDEOS } };
    if (path === '/events/options') return { body: { data: { categories: [], participants: [], participant_groups: [], locations: [], time_zone: 'UTC', currency: 'USD' } } };
    if (path === '/vod-collections') return { body: PAGE([]) };
    if (path === '/vod-items' && init.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      return { body: { data: { ...ITEMS[0], id: 10 } } };
    }
    if (path === '/vod-items') return { body: PAGE(ITEMS) };
    return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
  });
  vi.stubGlobal('fetch', server.fetchMock);
  return posted;
}

describe('VOD items with library videos', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("names a library item's video by its title, and a chosen library video fills in the length", async () => {
    const posted = serve();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={createTestRouter(client, '/channels/varsity/catalogue/vod', [feature])} />
      </QueryClientProvider>,
    );
    const row = (await screen.findByText('Season recap', undefined, { timeout: 5_000 })).closest('tr')!;
    await within(row).findByText('Final vs Rivals');
    await userEvent.click(screen.getByRole('button', { name: 'New video' }));
    await userEvent.type(screen.getByLabelText(/^Title/), 'Final replay');
    const field = screen.getByRole('group', { name: 'Video' });
    await userEvent.click(within(field).getByRole('button', { name: 'Choose a video' }));
    await userEvent.click(screen.getByRole('option', { name: /Final vs Rivals/ }));
    expect(screen.getByLabelText(/^Length/)).toHaveValue(5425);
    await userEvent.click(screen.getByRole('button', { name: 'Add to the library' }));
    await vi.waitFor(() => expect(posted).toEqual([expect.objectContaining({ title: 'Final replay', video: 'lib-4', duration: 5425 })]));
  }, 20_000);
});

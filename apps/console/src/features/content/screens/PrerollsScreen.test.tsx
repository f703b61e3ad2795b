import type { AdminMe } from '@ott/contracts/admin-auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestRouter } from '../../../app/router';
import { stubFetch } from '../../../test/render';
import { libraryVideoOfPreroll } from '../api';
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
  { id: 'lib-4', label: 'Sponsor spot', poster: '', ready: true, events_count: 0, state: 'ready', progress: 100, duration: 15 },
  { id: 'lib-7', label: 'Season promo', poster: '', ready: false, events_count: 0, state: 'processing', progress: 30, duration: 20 },
];

const PREROLLS = [
  { id: 1, url: '/media/prerolls/promo.mp4', weight: 10, location_id: null, event_categories: [], for_live: true, for_vod: true },
  { id: 2, url: '/media/hls/vod/lib-7/master.m3u8', weight: 5, location_id: null, event_categories: [], for_live: false, for_vod: true },
];

function serve() {
  const server = stubFetch((url) => {
    if (url.pathname === '/api/admin/me') return { body: { data: ME } };
    if (url.pathname === '/api/admin/channels/varsity/events/videos') return { body: { data: VIDEOS } };
    if (url.pathname === '/api/admin/channels/varsity/prerolls') return { body: { data: PREROLLS, meta: { total: 2, offset: 0, limit: 100 } } };
    if (url.pathname === '/api/admin/channels/varsity/locations') return { body: { data: [], meta: { total: 0, offset: 0, limit: 100 } } };
    return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
  });
  vi.stubGlobal('fetch', server.fetchMock);
}

function open(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={createTestRouter(client, path, [feature])} />
    </QueryClientProvider>,
  );
}

describe('prerolls with library videos', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists a library preroll by its video title and state, a clip by its address', async () => {
    serve();
    open('/channels/varsity/content/prerolls');
    expect(await screen.findByText('Library video: Season promo', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('Processing 30%')).toBeInTheDocument();
    expect(screen.getByText('/media/prerolls/promo.mp4')).toBeInTheDocument();
  }, 20_000);

  it("chooses a library video (only the library's) in the picker as the preroll's media", async () => {
    serve();
    open('/channels/varsity/content/prerolls');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a preroll' }, { timeout: 5_000 }));
    const dialog = screen.getByRole('dialog', { name: 'New preroll' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose from the media library' }));
    const picker = screen.getByRole('dialog', { name: 'Choose the preroll’s video' });
    expect(within(picker).getAllByRole('option').map((option) => option.dataset.video)).toEqual(['lib-4', 'lib-7']);
    await userEvent.click(within(picker).getByRole('option', { name: /Sponsor spot/ }));
    expect(within(dialog).getByLabelText(/^Clip/)).toHaveValue('/media/hls/vod/lib-4/master.m3u8');
    expect(within(dialog).getByText('Library video: Sponsor spot')).toBeInTheDocument();
    // Escape closes the picker alone: the preroll's own dialog under it stays open.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose from the media library' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Choose the preroll’s video' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'New preroll' })).toBeVisible();
  }, 20_000);

  it('reads the library video back from the addresses a preroll may keep', () => {
    expect(['/media/hls/vod/lib-12/master.m3u8', '/media/library/lib-3/preview.mp4', '/media/prerolls/promo.mp4', 'https://ads.example/lib-4/x.mp4'].map(libraryVideoOfPreroll)).toEqual([
      'lib-12',
      'lib-3',
      null,
      null,
    ]);
  });
});

import type { MediaAsset } from '@ott/contracts/admin-media';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, openInConsole } from '../../../test/render';
import { i18n } from '../../../lib/i18n';
import { feature } from '../index';
import { STORAGE, assetOf} from '../test-fixtures';
import { operatorAs } from '../../../test/operator';

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

function serve(assets: () => MediaAsset[], answer: (call: Call) => { status?: number; body: unknown } | undefined = () => undefined) {
  const calls: Call[] = [];
  const server = stubFetch((url, init) => {
    const call = { method: init.method ?? 'GET', url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined };
    calls.push(call);
    if (url.pathname === '/api/admin/me') return { body: { data: operatorAs('editor') } };
    const custom = answer(call);
    if (custom) return custom;
    if (url.pathname === '/api/admin/channels/varsity/media') return { body: { data: assets(), meta: { total: assets().length, offset: 0, limit: 25 } } };
    if (url.pathname === '/api/admin/channels/varsity/media/storage') return { body: { data: STORAGE } };
    if (url.pathname === '/api/admin/uploads') return { body: { data: [] } };
    return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
  });
  vi.stubGlobal('fetch', server.fetchMock);
  return calls;
}

const open = (path: string) => openInConsole(path, [feature]);

const listCalls = (calls: Call[]) => calls.filter((call) => call.method === 'GET' && call.url.pathname === '/api/admin/channels/varsity/media');

describe('media library screen', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the videos with their state, size and use, and the storage against the quota', async () => {
    serve(() => [assetOf({ id: 1, title: 'Final', usage: { events: [{ id: 4, name: 'Final vs Rivals' }], vod_items: [], prerolls: [] } }), assetOf({ id: 2, title: 'Warm-up', state: 'queued', queue_position: 2, playable: false })]);
    open('/channels/varsity/media');
    const table = await screen.findByRole('table', { name: 'Videos of the channel' }, { timeout: 15_000 });
    expect(await within(table).findByRole('link', { name: 'Final' })).toHaveAttribute('href', '/channels/varsity/media/1');
    expect(within(table).getByText('1 use')).toBeInTheDocument();
    expect(within(table).getByText('2 waiting ahead')).toBeInTheDocument();
    expect(within(table).getAllByText('1:05')).toHaveLength(2);
    expect(await screen.findByText('42 GB of 100 GB used')).toBeInTheDocument();
    expect(screen.getByText('Files up to 20 GB; 1 processed at a time.')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Storage used' })).toHaveAttribute('aria-valuenow', '42');
  });

  it('reads the filters from the address, asks the server with them, and writes changes back to the address', async () => {
    const calls = serve(() => []);
    const router = open('/channels/varsity/media?state=failed&min=2');
    expect(await screen.findByText('No video matches these filters.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(listCalls(calls).at(-1)?.url.searchParams.get('state')).toBe('failed');
    expect(listCalls(calls).at(-1)?.url.searchParams.get('min_duration')).toBe('120');
    expect(screen.getByLabelText('State')).toHaveValue('failed');

    await userEvent.selectOptions(screen.getByLabelText('Use'), 'unused');
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get('used')).toBe('unused'));
    expect(new URLSearchParams(router.state.location.search).get('used')).toBe('unused');
    expect(new URLSearchParams(router.state.location.search).get('state')).toBe('failed');

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("sends a chosen day as that day in the channel's time zone, not the operator's", async () => {
    // The operator's computer is in Tokyo; the channel (the fixture's) is in Chicago.
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      const calls = serve(() => []);
      open('/channels/varsity/media');
      expect(await screen.findByText('No video yet. Upload one above.', {}, { timeout: 15_000 })).toBeInTheDocument();
      await userEvent.type(screen.getByLabelText('Added from'), '2026-12-05');
      await userEvent.type(screen.getByLabelText('Added until'), '2026-12-05');
      // Dec 5 00:00 to 24:00 in Chicago (UTC-6).
      await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get('created_to')).toBe('2026-12-06T05:59:59.999Z'));
      expect(listCalls(calls).at(-1)?.url.searchParams.get('created_from')).toBe('2026-12-05T06:00:00.000Z');
    } finally {
      process.env.TZ = zone;
    }
  });

  it('names what uses each chosen video before a bulk delete, then lists what the server refused', async () => {
    const used = { events: [{ id: 4, name: 'Final vs Rivals' }], vod_items: [{ id: 9, title: 'Season recap' }], prerolls: [] };
    const calls = serve(
      () => [assetOf({ id: 1, title: 'Final', usage: used }), assetOf({ id: 2, title: 'Warm-up' })],
      (call) =>
        call.url.pathname.endsWith('/media/bulk-delete')
          ? { body: { data: { done: [2], refused: [{ id: 1, message: 'This video is used and cannot be deleted; detach it first', usage: used }] } } }
          : undefined,
    );
    open('/channels/varsity/media');
    await screen.findByRole('link', { name: 'Final' }, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Delete 2 videos?' }));
    expect(dialog.getByText('These are used and will not be deleted; detach them first:')).toBeInTheDocument();
    expect(dialog.getByText('Event: Final vs Rivals')).toBeInTheDocument();
    expect(dialog.getByText('VOD item: Season recap')).toBeInTheDocument();
    expect(dialog.queryByText('Warm-up')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(calls.some((call) => call.url.pathname.endsWith('/media/bulk-delete'))).toBe(true));
    expect(calls.find((call) => call.url.pathname.endsWith('/media/bulk-delete'))?.body).toEqual({ ids: [1, 2] });
    const alert = await screen.findByText('1 video was not deleted:');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Event: Final vs Rivals');
  });

  it('asks again every second while a video is processing, and stops once it is ready', async () => {
    // Each tick of the poll first asks whether the list is being read: counting those asks shows the poll still runs.
    const ticks = vi.spyOn(QueryClient.prototype, 'isFetching');
    const pollTicks = () => ticks.mock.calls.filter(([filters]) => JSON.stringify(filters?.queryKey) === JSON.stringify(['media', 'varsity', 'list'])).length;
    let state: MediaAsset['state'] = 'processing';
    const calls = serve(() => [assetOf({ id: 1, title: 'Final', state, stage: state === 'processing' ? 'ladder' : null, progress: state === 'processing' ? 40 : 100 })]);
    open('/channels/varsity/media');
    expect(await screen.findByText('All qualities: 40%', {}, { timeout: 15_000 })).toBeInTheDocument();
    const first = listCalls(calls).length;
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(first), { timeout: 2_500 });
    state = 'ready';
    const table = screen.getByRole('table', { name: 'Videos of the channel' });
    expect(await within(table).findByText('Ready', {}, { timeout: 2_500 })).toBeInTheDocument();
    const settled = listCalls(calls).length;
    const ticked = pollTicks();
    await waitFor(() => expect(pollTicks()).toBeGreaterThanOrEqual(ticked + 2), { timeout: 5_000 });
    expect(listCalls(calls).length).toBe(settled);
  });
});

describe('the storage limits', () => {
  it('say how many videos are processed at a time in the singular or the plural, in French too', () => {
    const limits = (lng: string, count: number) => i18n.t('storage.limits', { ns: 'media', lng, count, max: '20 Go' });
    expect(limits('fr', 1)).toBe('Fichiers jusqu’à 20 Go\u00a0; 1 traité à la fois.');
    expect(limits('fr', 2)).toBe('Fichiers jusqu’à 20 Go\u00a0; 2 traités à la fois.');
    expect(limits('en', 2)).toBe('Files up to 20 Go; 2 processed at a time.');
  });
});

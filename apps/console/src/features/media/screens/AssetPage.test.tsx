import type { MediaAsset } from '@ott/contracts/admin-media';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestRouter } from '../../../app/router';
import { stubFetch } from '../../../test/render';
import { feature } from '../index';
import { assetOf} from '../test-fixtures';
import { operatorAs } from '../../../test/operator';

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function serve(asset: () => MediaAsset, answer: (call: Call) => { status?: number; body: unknown } | undefined = () => undefined) {
  const calls: Call[] = [];
  const server = stubFetch((url, init) => {
    const call = { method: init.method ?? 'GET', path: url.pathname, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body };
    calls.push(call);
    if (url.pathname === '/api/admin/me') return { body: { data: operatorAs('editor') } };
    const custom = answer(call);
    if (custom) return custom;
    if (url.pathname === '/api/admin/channels/varsity/media/7' && call.method === 'GET') return { body: { data: asset() } };
    if (url.pathname === '/api/admin/channels/varsity/media/7/playback') return { body: { data: { url: null } } };
    return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
  });
  vi.stubGlobal('fetch', server.fetchMock);
  return calls;
}

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={createTestRouter(client, '/channels/varsity/media/7', [feature])} />
    </QueryClientProvider>,
  );
}

describe('media asset page', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names what uses the video when its delete is refused', async () => {
    serve(
      () => assetOf({ id: 7, title: 'Final' }),
      (call) =>
        call.method === 'DELETE'
          ? { status: 409, body: { code: 'MEDIA_IN_USE', message: 'This video is used and cannot be deleted; detach it first', errors: { events: ['Final vs Rivals'] } } }
          : undefined,
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 15_000 }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete this video?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This video is used and cannot be deleted; detach it first Event: Final vs Rivals')).toBeInTheDocument();
  });

  it('offers to process a failed video again, giving the reason', async () => {
    let state: MediaAsset['state'] = 'failed';
    const calls = serve(
      () => assetOf({ id: 7, state, failure_reason: state === 'failed' ? 'The file is not a video we can read' : null, playable: false }),
      (call) => (call.path.endsWith('/retry') ? ((state = 'queued'), { body: { data: assetOf({ id: 7, state: 'queued', queue_position: 0, playable: false }) } }) : undefined),
    );
    open();
    expect((await screen.findAllByText('The file is not a video we can read', {}, { timeout: 15_000 })).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Process again' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/admin/channels/varsity/media/7/retry')).toBe(true));
    expect((await screen.findAllByText('Next in line')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Stop processing' })).toBeInTheDocument();
  });

  it('sends a caption file with its language and label', async () => {
    const calls = serve(
      () => assetOf({ id: 7 }),
      (call) => (call.method === 'POST' && call.path.endsWith('/captions') ? { status: 201, body: { data: { id: 1, language: 'en', label: 'English', url: '/x.vtt', updated_at: '' } } } : undefined),
    );
    open();
    const form = within(await screen.findByRole('form', { name: 'Add captions' }, { timeout: 15_000 }));
    await userEvent.upload(form.getByLabelText('WebVTT or SRT file'), new File(['WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n'], 'en.vtt', { type: 'text/vtt' }));
    await userEvent.click(form.getByRole('button', { name: 'Add captions' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/captions'))).toBe(true));
    const sent = calls.find((call) => call.method === 'POST' && call.path.endsWith('/captions'))?.body as FormData;
    expect(sent.get('language')).toBe('en');
    expect(sent.get('label')).toBe('English');
    expect((sent.get('file') as File).name).toBe('en.vtt');
  });

  it('lists markers in time order and adds one at a typed time', async () => {
    const calls = serve(
      () => assetOf({ id: 7, markers: [{ id: 2, name: 'Half-time', seconds: 2_700 }, { id: 1, name: 'Kick-off', seconds: 5 }] }),
      (call) => (call.method === 'POST' && call.path.endsWith('/markers') ? { status: 201, body: { data: { id: 3, name: 'Goal', seconds: 750 } } } : undefined),
    );
    open();
    const panel = within((await screen.findByRole('heading', { name: 'Markers' }, { timeout: 15_000 })).closest('section') as HTMLElement);
    const names = panel.getAllByRole('listitem').map((item) => item.textContent);
    expect(names[0]).toContain('Kick-off');
    expect(names[1]).toContain('Half-time');
    await userEvent.type(panel.getByLabelText('Name'), 'Goal');
    await userEvent.type(panel.getByLabelText('Time'), 'soon');
    await userEvent.click(panel.getByRole('button', { name: 'Add marker' }));
    expect(panel.getByRole('alert')).toHaveTextContent('Write a time such as 12:30.');
    await userEvent.clear(panel.getByLabelText('Time'));
    await userEvent.type(panel.getByLabelText('Time'), '12:30');
    await userEvent.click(panel.getByRole('button', { name: 'Add marker' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST' && call.path.endsWith('/markers'))?.body).toEqual({ name: 'Goal', seconds: 750 }));
  });
});

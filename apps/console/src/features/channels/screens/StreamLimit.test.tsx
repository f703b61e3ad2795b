import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestRouter } from '../../../app/router';
import { adminChannel } from '../../../test/fixtures';
import { operatorAs } from '../../../test/operator';
import { stubFetch } from '../../../test/render';
import { feature } from '../index';

const ADMIN = operatorAs('admin');
const CHANNEL = adminChannel({ hostnames: ['varsity.localhost'] });

function renderSettings(initial: number | null, sent: unknown[]) {
  let limit = initial;
  const server = stubFetch((url, init) => {
    if (url.pathname === '/api/admin/me') return { body: { data: ADMIN } };
    if (url.pathname === '/api/admin/channels/varsity') return { body: { data: CHANNEL } };
    if (url.pathname === '/api/admin/channels/varsity/stream-limit' && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { stream_limit: number | null };
      sent.push(body);
      limit = body.stream_limit;
      return { body: { data: { stream_limit: limit } } };
    }
    if (url.pathname === '/api/admin/channels/varsity/stream-limit') return { body: { data: { stream_limit: limit } } };
    return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
  });
  vi.stubGlobal('fetch', server.fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={createTestRouter(client, '/channels/varsity/settings', [feature])} />
    </QueryClientProvider>,
  );
}

describe('channel settings: devices watching at once', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is off by default (no limit), offers 1 to 10 devices, and saves the choice', async () => {
    const sent: unknown[] = [];
    renderSettings(null, sent);
    const panel = await screen.findByRole('region', { name: 'Devices watching at once' });
    const select = await within(panel).findByLabelText('Limit');
    expect(select).toHaveValue('');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['No limit', '1 device', ...Array.from({ length: 9 }, (_, index) => `${index + 2} devices`)]);
    const save = within(panel).getByRole('button', { name: 'Save limit' });
    expect(save).toBeDisabled();

    await userEvent.selectOptions(select, '2');
    await userEvent.click(save);
    expect(await screen.findByText('Stream limit saved')).toBeInTheDocument();
    expect(sent).toEqual([{ stream_limit: 2 }]);
    expect(save).toBeDisabled();
  });

  it('shows the saved limit and turns it off again', async () => {
    const sent: unknown[] = [];
    renderSettings(3, sent);
    const select = await screen.findByLabelText('Limit');
    expect(select).toHaveValue('3');
    await userEvent.selectOptions(select, '');
    await userEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('Stream limit saved')).toBeInTheDocument();
    expect(sent).toEqual([{ stream_limit: null }]);
  });
});

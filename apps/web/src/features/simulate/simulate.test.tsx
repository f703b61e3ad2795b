import type { LiveFeed } from '@ott/contracts/media';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyStore } from '../../lib/api';
import { fail, ok, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';

const feed = (overrides: Partial<LiveFeed> = {}): LiveFeed => ({
  event_id: 3,
  name: "Men's Hockey: Crestwood at Lakeshore Tech",
  event_utc_ts: '2026-11-21T14:00:00.000Z',
  end_utc_ts: '2026-11-21T16:00:00.000Z',
  stream_status: 'upcoming',
  feed_status: 'waiting',
  operated: false,
  started_at: null,
  stopped_at: null,
  source: 'field',
  ...overrides,
});

beforeEach(() => {
  keyStore.setChannelKey('varsity');
  keyStore.setApiKey('varsity', 'test-key');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('simulate page', () => {
  it('lists the simulated feeds with their status and a link to watch each', async () => {
    stubApi({ 'GET /api/simulate': ok([feed(), feed({ event_id: 1, name: 'Basketball: Crestwood at Northfield', feed_status: 'running', stream_status: 'live', operated: true, started_at: '2026-11-21T14:55:00.000Z' })]) });
    await renderApp('/simulate');
    const running = (await screen.findByRole('link', { name: 'Basketball: Crestwood at Northfield' })).closest('tr') as HTMLElement;
    expect(within(running).getByText('Live')).toBeInTheDocument();
    expect(within(running).getByText('set by an operator')).toBeInTheDocument();
    expect(within(running).getByRole('button', { name: 'Stop the live feed of Basketball: Crestwood at Northfield' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Men's Hockey: Crestwood at Lakeshore Tech" })).toHaveAttribute('href', '/watch/3');
  });

  it('starts a feed and shows its new status', async () => {
    let current = feed();
    const api = stubApi({
      'GET /api/simulate': () => ok([current])(),
      'POST /api/simulate/3/start': () => {
        current = feed({ feed_status: 'running', stream_status: 'live', operated: true, started_at: new Date().toISOString() });
        return ok(current)();
      },
    });
    await renderApp('/simulate');
    await userEvent.setup().click(await screen.findByRole('button', { name: "Start the live feed of Men's Hockey: Crestwood at Lakeshore Tech" }));
    expect(await screen.findByRole('button', { name: "Stop the live feed of Men's Hockey: Crestwood at Lakeshore Tech" })).toBeInTheDocument();
    expect(api.sent('POST /api/simulate/3/start')).toEqual([{ api_key: 'test-key' }]);
  });

  it('refreshes the list on its own', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi({ 'GET /api/simulate': ok([feed()]) });
    await renderApp('/simulate');
    await screen.findByRole('link', { name: "Men's Hockey: Crestwood at Lakeshore Tech" });
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(api.sent('GET /api/simulate').length).toBeGreaterThanOrEqual(2));
  });

  it('says when the server has live simulation turned off', async () => {
    stubApi({ 'GET /api/simulate': fail(404, 'Not found', 'NOT_FOUND') });
    await renderApp('/simulate');
    expect(await screen.findByText('Live simulation is turned off on this server.')).toBeInTheDocument();
  });

  it('tells the operator when a start fails', async () => {
    stubApi({ 'GET /api/simulate': ok([feed()]), 'POST /api/simulate/3/start': fail(500, 'Something went wrong', 'INTERNAL') });
    await renderApp('/simulate');
    await userEvent.setup().click(await screen.findByRole('button', { name: /Start the live feed/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The feed could not be changed. Please try again.');
  });
});

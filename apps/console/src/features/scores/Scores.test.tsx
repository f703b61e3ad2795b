import type { OperatorRole } from '@ott/contracts/admin-auth';
import type { AdminScore } from '@ott/contracts/scores';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestRouter } from '../../app/router';
import { i18n } from '../../lib/i18n';
import { adminEvent } from '../../test/fixtures';
import { operatorAs } from '../../test/operator';
import { stubFetch } from '../../test/render';
import { feature } from './index';
import { parseClock } from './screens/ScorekeeperScreen';

const BASE = '/api/admin/channels/varsity/events/7/score';
const FRESH: AdminScore = {
  score: { event_id: 7, home: 0, away: 0, period: 1, regulation_periods: 3, period_label: '1st', clock: { running: false, seconds: 0, started_at: null }, updated_at: '2026-11-30T10:00:00.000Z' },
  event_name: 'Hawks vs Owls',
  home_name: 'Hawks',
  away_name: 'Owls',
  recent: [],
};
const change = (id: number, home: number, away: number, label: string) => ({ id, kind: 'home' as const, delta: 1, home, away, period: 1, period_label: '1st', offset_s: 754, label, clip_start: 739, created_at: '2026-11-30T10:12:00.000Z' });

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

/** A console server keeping a score: each action answers the next score. */
function serve(role: OperatorRole = 'scorekeeper') {
  const calls: Call[] = [];
  let state: AdminScore = FRESH;
  const server = stubFetch((url, init) => {
    const call = { method: init.method ?? 'GET', path: url.pathname, body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined };
    calls.push(call);
    if (url.pathname === '/api/admin/me') return { body: { data: operatorAs(role) } };
    if (url.pathname === BASE) return { body: { data: state } };
    if (url.pathname === `${BASE}/actions`) {
      const body = call.body!;
      if (body.action === 'home') state = { ...state, score: { ...state.score, home: state.score.home + Number(body.delta) }, recent: [change(1, state.score.home + 1, state.score.away, 'Goal – Hawks'), ...state.recent] };
      else if (body.action === 'undo') state = { ...state, score: { ...state.score, home: state.score.home - 1 }, recent: state.recent.slice(1) };
      else if (body.action === 'clock_start') state = { ...state, score: { ...state.score, clock: { running: true, seconds: 0, started_at: new Date().toISOString() } } };
      else if (body.action === 'next_period') state = { ...state, score: { ...state.score, period: state.score.period + 1 } };
      return { body: { data: state } };
    }
    if (url.pathname === '/api/admin/channels/varsity/events') {
      const live = url.searchParams.get('stream_status') === 'live';
      const items = live ? [adminEvent({ id: 7, name: 'Hawks vs Owls', stream_status: 'live' })] : [];
      return { body: { data: items, meta: { total: items.length, limit: 20, offset: 0 } } };
    }
    return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
  });
  vi.stubGlobal('fetch', server.fetchMock);
  return calls;
}

function open(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={createTestRouter(client, path, [feature])} />
    </QueryClientProvider>,
  );
}

describe('scorekeeper', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('+1, the clock, the next period and undo: each a call, the answer shown', async () => {
    const calls = serve();
    open('/channels/varsity/scores/7');
    const user = userEvent.setup();
    const board = await screen.findByRole('region', { name: 'Current score' });
    expect(within(board).getByTestId('home-score')).toHaveTextContent('0');
    expect(within(board).getByText('1st')).toBeInTheDocument();
    expect(screen.getByText('No score change yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo last change' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '−1 Hawks' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '+1 Hawks' }));
    await vi.waitFor(() => expect(within(board).getByTestId('home-score')).toHaveTextContent('1'));
    expect(screen.getByText('Hawks 1, Owls 0')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Goal – Hawks')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start clock' }));
    expect(await screen.findByRole('button', { name: 'Stop clock' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next period' }));
    expect(await within(board).findByText('2nd')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo: Goal – Hawks' }));
    await vi.waitFor(() => expect(within(board).getByTestId('home-score')).toHaveTextContent('0'));
    expect(calls.filter((call) => call.path === `${BASE}/actions`).map((call) => call.body)).toEqual([{ action: 'home', delta: 1 }, { action: 'clock_start' }, { action: 'next_period' }, { action: 'undo' }]);
  }, 30_000);

  it('works from the keyboard, and sets the clock from mm:ss', async () => {
    const calls = serve();
    open('/channels/varsity/scores/7');
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Current score' });
    screen.getByRole('button', { name: '+1 Owls' }).focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(calls.filter((call) => call.path === `${BASE}/actions`).map((call) => call.body)).toEqual([{ action: 'away', delta: 1 }]));

    await user.type(screen.getByLabelText('Set the clock (mm:ss)'), 'soon{Enter}');
    expect(screen.getByText('Enter a time like 12:00')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Set the clock (mm:ss)'));
    await user.type(screen.getByLabelText('Set the clock (mm:ss)'), '12:30{Enter}');
    await vi.waitFor(() => expect(calls.filter((call) => call.path === `${BASE}/actions`).at(-1)?.body).toEqual({ action: 'clock_set', seconds: 750 }));
  }, 30_000);

  it('is in French', async () => {
    serve();
    await i18n.changeLanguage('fr');
    open('/channels/varsity/scores/7');
    expect(await screen.findByRole('button', { name: 'Période suivante' })).toBeInTheDocument();
    expect(screen.getByText('1re')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lancer le chrono' })).toBeInTheDocument();
  }, 30_000);

  it('lists the live events for a scorekeeper, whose navigation has Scores', async () => {
    serve('scorekeeper');
    open('/channels/varsity/scores');
    const live = await screen.findByRole('region', { name: 'Live now' });
    expect(within(live).getByRole('link', { name: /Hawks vs Owls/ })).toHaveAttribute('href', '/channels/varsity/scores/7');
    expect(screen.getByText('No event is coming up.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Scores' }).length).toBeGreaterThan(0);
  }, 30_000);

  it('reads the clock the scorekeeper types', () => {
    expect([parseClock('12:00'), parseClock('0:59'), parseClock('90'), parseClock('1:60'), parseClock('x')]).toEqual([720, 59, 90, null, null]);
  });
});

import type { AdminMe } from '@ott/contracts/admin-auth';
import { SCHEDULE_TEMPLATE_CSV } from '@ott/contracts/admin-schedule';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestRouter } from '../../../app/router';
import { i18n } from '../../../lib/i18n';
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
const OPTIONS = { categories: [], participants: [], participant_groups: [], locations: [], time_zone: 'America/Chicago', currency: 'USD' };
const game = (row: number) => ({
  row,
  name: `Team ${row} @ Home ${row}`,
  event_utc_ts: '2027-12-02T00:00:00.000Z',
  end_utc_ts: '2027-12-02T02:00:00.000Z',
  time_zone: 'America/Chicago',
  home: `Home ${row}`,
  away: `Team ${row}`,
  sport: 'Basketball',
  location: 'Arena',
  pricing_type: 'ppv' as const,
  price: 750,
  passes_only: false,
});
const GAMES = Array.from({ length: 40 }, (_, index) => game(index + 2));
const CREATES = { teams: ['A (Basketball)', 'B (Basketball)', 'C (Basketball)', 'D (Basketball)', 'E (Basketball)', 'F (Basketball)'], locations: ['Arena', 'Rink'], sports: [] };
const WITH_ERRORS = {
  rows: [game(2)],
  errors: [{ row: 3, column: 'time', code: 'USE_TIME_HH_MM', message: 'Use a 24-hour time such as 19:30 (HH:MM)' }],
  creates: { teams: ['A (Basketball)'], locations: [], sports: [] },
};

function serve(previews: unknown[]) {
  const posted: Array<{ csv: string; dry_run: boolean }> = [];
  const server = stubFetch((url, init) => {
    const path = url.pathname.replace('/api/admin/channels/varsity', '');
    if (url.pathname === '/api/admin/me') return { body: { data: ME } };
    if (path === '/events/options') return { body: { data: OPTIONS } };
    if (path === '/events/import' && init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { csv: string; dry_run: boolean };
      posted.push(body);
      if (!body.dry_run) return { body: { data: { rows: GAMES, errors: [], creates: CREATES, created_event_ids: GAMES.map((_, index) => 100 + index) } } };
      return { body: { data: previews.shift() } };
    }
    return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
  });
  vi.stubGlobal('fetch', server.fetchMock);
  return posted;
}

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={createTestRouter(client, '/channels/varsity/catalogue/events/import', [feature])} />
    </QueryClientProvider>,
  );
}

const csvFile = (text: string) => new File([text], 'season.csv', { type: 'text/csv' });

describe('Import schedule', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('offers the template as a CSV download', async () => {
    serve([]);
    open();
    const link = await screen.findByRole('link', { name: 'Download the template (CSV)' }, { timeout: 5_000 });
    expect(link).toHaveAttribute('download', 'schedule-template.csv');
    expect(decodeURIComponent(link.getAttribute('href')!.replace('data:text/csv;charset=utf-8,', ''))).toBe(SCHEDULE_TEMPLATE_CSV);
  });

  it('previews a file with its problems highlighted by line and column, and cannot import it', async () => {
    const posted = serve([WITH_ERRORS]);
    open();
    await userEvent.upload(await screen.findByLabelText('CSV file', undefined, { timeout: 5_000 }), csvFile('date,time\n'));
    const problem = await screen.findByTestId('line-3');
    expect(problem).toHaveClass('schedule-table__error');
    expect(problem).toHaveTextContent('time: Use a 24-hour time such as 19:30 (HH:MM)');
    expect(within(screen.getByTestId('line-2')).getByText('Team 2 @ Home 2')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('1 problem to fix: nothing will be imported until the file is corrected.');
    expect(screen.getByRole('button', { name: 'Import 1 game' })).toBeDisabled();
    expect(posted).toEqual([{ csv: 'date,time\n', dry_run: true }]);
  }, 20_000);

  it('translates the problems into French', async () => {
    serve([WITH_ERRORS]);
    await i18n.changeLanguage('fr');
    open();
    await userEvent.upload(await screen.findByLabelText('Fichier CSV', undefined, { timeout: 5_000 }), csvFile('x'));
    expect(await screen.findByTestId('line-3')).toHaveTextContent('time : Utilisez une heure sur 24 h comme 19:30 (HH:MM)');
  }, 20_000);

  it('counts a 40-game season, imports it on confirm and links to the events list', async () => {
    const posted = serve([{ rows: GAMES, errors: [], creates: CREATES }]);
    open();
    await userEvent.upload(await screen.findByLabelText('CSV file', undefined, { timeout: 5_000 }), csvFile('season'));
    expect(await screen.findByTestId('schedule-counts')).toHaveTextContent('40 games, 6 new teams, 2 new locations');
    expect(screen.getByText('Teams that will be created:').parentElement).toHaveTextContent('A (Basketball), B (Basketball)');
    await userEvent.click(screen.getByRole('button', { name: 'Import 40 games' }));
    expect(await screen.findByText('40 games imported.')).toBeInTheDocument();
    expect(posted).toEqual([
      { csv: 'season', dry_run: true },
      { csv: 'season', dry_run: false },
    ]);
    expect(screen.getByRole('link', { name: 'Go to the events list' })).toHaveAttribute('href', '/channels/varsity/catalogue/events');
  }, 20_000);

  it('refuses a file over 1 MB before sending it', async () => {
    const posted = serve([]);
    open();
    await userEvent.upload(await screen.findByLabelText('CSV file', undefined, { timeout: 5_000 }), csvFile('x'.repeat(1_048_577)));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 1 MB.');
    expect(posted).toEqual([]);
  }, 20_000);
});

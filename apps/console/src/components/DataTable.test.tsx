import type { ColumnDef } from '@tanstack/react-table';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, type Query } from '../lib/api';
import { renderScreen, stubFetch } from '../test/render';
import { DataTable } from './DataTable';

interface Team {
  id: number;
  name: string;
  city: string;
}

const TEAMS: Team[] = Array.from({ length: 30 }, (_, index) => ({ id: index + 1, name: `Team ${index + 1}`, city: index % 2 ? 'Laval' : 'Québec' }));
/** The table's page source, as a feature's api gives it. */
const teamsPage = (query: Query) => api.list<Team>('/channels/varsity/teams', query);
const columns: ColumnDef<Team, unknown>[] = [
  { accessorKey: 'name', header: 'Name', enableSorting: true },
  { accessorKey: 'city', header: 'City' },
];

/** A server that pages the teams as the console API does. */
function teamsServer() {
  return stubFetch((url) => {
    const offset = Number(url.searchParams.get('offset'));
    const limit = Number(url.searchParams.get('limit'));
    const search = url.searchParams.get('search') ?? '';
    const rows = TEAMS.filter((team) => team.name.includes(search));
    return { body: { data: rows.slice(offset, offset + limit), meta: { total: rows.length, offset, limit } } };
  });
}

function lastQuery(urls: URL[]) {
  const url = urls.at(-1);
  return url ? Object.fromEntries(url.searchParams) : {};
}

describe('DataTable', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server for the first page, then the next one, and says which rows are shown', async () => {
    const server = teamsServer();
    vi.stubGlobal('fetch', server.fetchMock);
    renderScreen(<DataTable<Team> caption="Teams" fetchPage={teamsPage} queryKey={['teams']} columns={columns} getRowId={(team) => String(team.id)} pageSize={10} />);
    expect(await screen.findByText('Team 1')).toBeInTheDocument();
    expect(server.urls[0]?.pathname).toBe('/api/admin/channels/varsity/teams');
    expect(lastQuery(server.urls)).toEqual({ offset: '0', limit: '10' });
    expect(screen.getByText('1–10 of 30')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Team 11')).toBeInTheDocument();
    expect(lastQuery(server.urls)).toEqual({ offset: '10', limit: '10' });
    expect(screen.getByText('11–20 of 30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('puts the table in a named region the keyboard can reach, so a table wider than a phone scrolls sideways by keys', async () => {
    vi.stubGlobal('fetch', teamsServer().fetchMock);
    renderScreen(<DataTable<Team> caption="Teams" fetchPage={teamsPage} queryKey={['teams']} columns={columns} getRowId={(team) => String(team.id)} pageSize={10} />);
    const region = await screen.findByRole('region', { name: 'Teams' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table', { name: 'Teams' })).toBeInTheDocument();
  });

  it('sorts on the server by the column asked, ascending then descending, back on the first page', async () => {
    const server = teamsServer();
    vi.stubGlobal('fetch', server.fetchMock);
    renderScreen(<DataTable<Team> caption="Teams" fetchPage={(query) => api.list<Team>("/teams", query)} queryKey={['teams']} columns={columns} getRowId={(team) => String(team.id)} pageSize={10} />);
    await screen.findByText('Team 1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Team 11');

    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(lastQuery(server.urls)).toEqual({ offset: '0', limit: '10', sort_field: 'name', sort_direction: 'asc' }));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(lastQuery(server.urls)).toMatchObject({ sort_field: 'name', sort_direction: 'desc' }));
    // A column without enableSorting offers no sorting.
    expect(within(screen.getByRole('columnheader', { name: 'City' })).queryByRole('button')).toBeNull();
  });

  it('searches on the server once typing pauses, from the first page, with the filters', async () => {
    const server = teamsServer();
    vi.stubGlobal('fetch', server.fetchMock);
    renderScreen(
      <DataTable<Team> caption="Teams" fetchPage={(query) => api.list<Team>("/teams", query)} queryKey={['teams']} columns={columns} getRowId={(team) => String(team.id)} pageSize={10} filters={{ city: 'Laval' }} />,
    );
    await screen.findByText('Team 1');
    expect(lastQuery(server.urls)).toEqual({ offset: '0', limit: '10', city: 'Laval' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Team 11');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'Team 2');
    await waitFor(() => expect(lastQuery(server.urls)).toEqual({ offset: '0', limit: '10', search: 'Team 2', city: 'Laval' }));
    // Not one request per letter typed.
    expect(server.urls.filter((url) => url.searchParams.has('search')).length).toBeLessThan('Team 2'.length);
    expect(await screen.findByText('1–10 of 11')).toBeInTheDocument();
  });

  it('offers the bulk actions for the selected rows', async () => {
    const server = teamsServer();
    vi.stubGlobal('fetch', server.fetchMock);
    const bulk = vi.fn();
    renderScreen(
      <DataTable<Team>
        caption="Teams"
        fetchPage={(query) => api.list<Team>("/teams", query)}
        queryKey={['teams']}
        columns={columns}
        getRowId={(team) => String(team.id)}
        pageSize={10}
        selectable
        bulkActions={(rows) => (
          <button type="button" onClick={() => bulk(rows.map((row) => row.id))}>
            Delete selected
          </button>
        )}
      />,
    );
    await screen.findByText('Team 1');
    expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull();
    const checkboxes = screen.getAllByRole('checkbox', { name: 'Select row' });
    await userEvent.click(checkboxes[0]!);
    await userEvent.click(checkboxes[2]!);
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(bulk).toHaveBeenCalledWith([1, 3]);
  });

  it('shows the empty and error states', async () => {
    vi.stubGlobal('fetch', stubFetch(() => ({ body: { data: [], meta: { total: 0, offset: 0, limit: 25 } } })).fetchMock);
    const { unmount } = renderScreen(<DataTable<Team> caption="Teams" fetchPage={(query) => api.list<Team>("/teams", query)} queryKey={['empty']} columns={columns} getRowId={(team) => String(team.id)} emptyMessage="No teams yet." />);
    expect(await screen.findByText('No teams yet.')).toBeInTheDocument();
    unmount();
    vi.stubGlobal('fetch', stubFetch(() => ({ status: 500, body: { message: 'Database down', code: 'INTERNAL' } })).fetchMock);
    renderScreen(<DataTable<Team> caption="Teams" fetchPage={(query) => api.list<Team>("/teams", query)} queryKey={['broken']} columns={columns} getRowId={(team) => String(team.id)} />);
    // The server's message reads as a sentence before the button.
    expect(await screen.findByRole('alert')).toHaveTextContent('The list could not be loaded. Database down. Try again');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

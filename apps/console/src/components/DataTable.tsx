import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type ExpandedState,
  type Row,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { Fragment, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page, Query } from '../lib/api';
import { asSentence } from '../lib/server-text';
import { ScrollRegion } from './ScrollRegion';

/**
 * A server-paged list. Usage:
 * `<DataTable fetchPage={eventsPage(key)} queryKey={['events', key]} columns={columns} getRowId={(e) => String(e.id)}
 *   filters={{ status }} filterSlot={<select …/>} selectable bulkActions={(rows, clear) => <button …/>} />`.
 * `fetchPage` (from the feature's api) is asked for `offset, limit, search, sort_field, sort_direction` and the filters, and
 * answers `{ data, meta: { total } }`.
 * Columns sort on the server when they set `enableSorting: true` (their `id`, or `accessorKey`, is the `sort_field`).
 * `renderExpanded(row)` adds a toggle per row that shows the returned content under it.
 */
export interface DataTableProps<T> {
  fetchPage: (query: Query) => Promise<Page<T>>;
  /** Distinguishes this list in the query cache; the paging, sort, search and filters are added to it. */
  queryKey: readonly unknown[];
  columns: ColumnDef<T, unknown>[];
  getRowId: (row: T) => string;
  /** Extra query parameters (the filters); changing them goes back to the first page. */
  filters?: Query;
  filterSlot?: ReactNode;
  searchable?: boolean;
  searchLabel?: string;
  selectable?: boolean;
  bulkActions?: (selected: T[], clearSelection: () => void) => ReactNode;
  renderExpanded?: (row: T) => ReactNode;
  pageSize?: number;
  emptyMessage?: string;
  /** Accessible name of the table. */
  caption: string;
  initialSort?: { field: string; direction: 'asc' | 'desc' };
}

const PAGE_SIZES = [10, 25, 50, 100];
const SEARCH_DELAY_MS = 300;

export function DataTable<T>(props: DataTableProps<T>) {
  const { fetchPage, queryKey, columns, getRowId, filters = {}, filterSlot, searchable = true, selectable = false, bulkActions, renderExpanded, emptyMessage, caption } = props;
  const { t } = useTranslation();
  const [pageSize, setPageSize] = useState(props.pageSize ?? 25);
  const [offset, setOffset] = useState(0);
  const [sorting, setSorting] = useState<SortingState>(props.initialSort ? [{ id: props.initialSort.field, desc: props.initialSort.direction === 'desc' }] : []);
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const filterKey = JSON.stringify(filters);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchInput.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchInput]);
  // A new search or filter starts from the first page, with nothing selected.
  useEffect(() => {
    setOffset(0);
    setRowSelection({});
  }, [search, filterKey]);

  const sort = sorting[0];
  const query: Query = {
    offset,
    limit: pageSize,
    search: search || undefined,
    sort_field: sort?.id,
    sort_direction: sort ? (sort.desc ? 'desc' : 'asc') : undefined,
    ...filters,
  };
  const result = useQuery({
    queryKey: [...queryKey, 'list', query],
    queryFn: () => fetchPage(query),
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => result.data?.data ?? [], [result.data]);
  const total = result.data?.meta.total ?? 0;

  const allColumns = useMemo<ColumnDef<T, unknown>[]>(() => {
    const extra: ColumnDef<T, unknown>[] = [];
    if (selectable) {
      extra.push({
        id: '__select',
        enableSorting: false,
        header: ({ table }) => (
          <input
            type="checkbox"
            className="checkbox"
            aria-label={t('table.selectPage')}
            checked={table.getIsAllPageRowsSelected()}
            ref={(element) => {
              if (element) element.indeterminate = table.getIsSomePageRowsSelected();
            }}
            onChange={table.getToggleAllPageRowsSelectedHandler()}
          />
        ),
        cell: ({ row }) => <input type="checkbox" className="checkbox" aria-label={t('table.selectRow')} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />,
      });
    }
    if (renderExpanded) {
      extra.push({
        id: '__expand',
        enableSorting: false,
        header: () => <span className="visually-hidden">{t('table.details')}</span>,
        cell: ({ row }) => (
          <button type="button" className="button button--ghost button--small" aria-expanded={row.getIsExpanded()} onClick={row.getToggleExpandedHandler()}>
            {row.getIsExpanded() ? t('table.hideDetails') : t('table.showDetails')}
          </button>
        ),
      });
    }
    return [...extra, ...columns];
  }, [columns, selectable, renderExpanded, t]);

  // TanStack Table keeps its own state object; the React Compiler leaves this component as written.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: rows,
    columns: allColumns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: total,
    defaultColumn: { enableSorting: false },
    enableSortingRemoval: true,
    state: { sorting, rowSelection, expanded, pagination: { pageIndex: Math.floor(offset / pageSize), pageSize } },
    onSortingChange: (updater) => {
      setSorting(updater);
      setOffset(0);
    },
    enableRowSelection: selectable,
    onRowSelectionChange: setRowSelection,
    getRowCanExpand: () => Boolean(renderExpanded),
    onExpandedChange: setExpanded,
  });

  const selected = table.getSelectedRowModel().rows.map((row) => row.original);
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + rows.length, total);
  const canPrevious = offset > 0;
  const canNext = offset + pageSize < total;
  const columnCount = table.getVisibleLeafColumns().length;

  return (
    <div className="data-table">
      <div className="data-table__toolbar">
        {searchable ? (
          <input
            type="search"
            className="input data-table__search"
            placeholder={props.searchLabel ?? t('table.search')}
            aria-label={props.searchLabel ?? t('table.search')}
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
          />
        ) : null}
        {filterSlot ? <div className="data-table__filters">{filterSlot}</div> : null}
      </div>
      {selectable && selected.length > 0 && bulkActions ? (
        <div className="data-table__bulk" role="region" aria-label={t('table.bulkActions')}>
          <span>{t('table.selected', { count: selected.length })}</span>
          {bulkActions(selected, () => setRowSelection({}))}
        </div>
      ) : null}
      <ScrollRegion label={caption}>
        <table className="table" aria-busy={result.isFetching || undefined}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th key={header.id} scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                      {header.column.getCanSort() ? (
                        <button type="button" className="table__sort" onClick={header.column.getToggleSortingHandler()}>
                          {content}
                          <span aria-hidden="true" className="table__sort-mark">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {result.isPending ? (
              <StateRow columns={columnCount}>{t('table.loading')}</StateRow>
            ) : result.isError ? (
              <StateRow columns={columnCount} role="alert">
                {t('table.error')} <span className="muted">{asSentence(result.error.message)}</span>{' '}
                <button type="button" className="button button--small button--secondary" onClick={() => void result.refetch()}>
                  {t('common.retry')}
                </button>
              </StateRow>
            ) : rows.length === 0 ? (
              <StateRow columns={columnCount}>{emptyMessage ?? t('table.empty')}</StateRow>
            ) : (
              table.getRowModel().rows.map((row) => <DataRow key={row.id} row={row} columns={columnCount} renderExpanded={renderExpanded} />)
            )}
          </tbody>
        </table>
      </ScrollRegion>
      <div className="data-table__footer">
        <span aria-live="polite">{t('table.range', { first, last, total })}</span>
        <label className="data-table__page-size">
          {t('table.pageSize')}{' '}
          <select
            className="input select select--small"
            value={pageSize}
            onChange={(event) => {
              setPageSize(Number(event.target.value));
              setOffset(0);
            }}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <div className="data-table__pager">
          <button type="button" className="button button--secondary button--small" disabled={!canPrevious} onClick={() => setOffset(Math.max(0, offset - pageSize))}>
            {t('table.previous')}
          </button>
          <button type="button" className="button button--secondary button--small" disabled={!canNext} onClick={() => setOffset(offset + pageSize)}>
            {t('table.next')}
          </button>
        </div>
      </div>
    </div>
  );
}

function StateRow({ columns, children, role }: { columns: number; children: ReactNode; role?: string }) {
  return (
    <tr>
      <td colSpan={columns} className="table__state" role={role}>
        {children}
      </td>
    </tr>
  );
}

function DataRow<T>({ row, columns, renderExpanded }: { row: Row<T>; columns: number; renderExpanded?: (row: T) => ReactNode }) {
  return (
    <Fragment>
      <tr className={row.getIsSelected() ? 'is-selected' : undefined}>
        {row.getVisibleCells().map((cell) => (
          <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
        ))}
      </tr>
      {row.getIsExpanded() && renderExpanded ? (
        <tr className="table__expanded">
          <td colSpan={columns}>{renderExpanded(row.original)}</td>
        </tr>
      ) : null}
    </Fragment>
  );
}

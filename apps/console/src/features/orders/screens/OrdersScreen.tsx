import { ADMIN_ORDER_STATUSES, ADMIN_ORDER_TYPES, type AdminOrderRow } from '@ott/contracts/admin-orders';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigation, useSearchParams } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { useConsoleChannel } from '../../../lib/console-channel';
import { useDebounced } from '../../../lib/use-debounced';
import { FILTER_NAMES, type Filters, filtersQuery, ordersCsvUrl, ordersKey, ordersPage, totalsQuery } from '../api';
import { money } from '../format';
import { TableTime } from '../../../components/TableTime';
import '../orders.css';

/** An address that may break after its @ where the column is narrow, and nowhere else. */
function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

/** The channel's orders: search and filters kept in the address bar, a totals row over the whole selection, the CSV of it. */
export function OrdersScreen() {
  const { t, i18n } = useTranslation('orders');
  const channel = useConsoleChannel();
  const [params, setParams] = useSearchParams();
  const filters = useMemo<Filters>(() => Object.fromEntries(FILTER_NAMES.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : []))), [params]);
  const [searchInput, setSearchInput] = useState(filters.search ?? '');
  const search = useDebounced(searchInput.trim(), 300);

  const setFilter = (name: keyof Filters, value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  };
  // On the way to another screen (an order's page, whose code may still be loading), a search typed just before must
  // not write the address bar: that would take the operator back to the list.
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = navigation.location !== undefined && navigation.location.pathname !== pathname;
  useEffect(() => {
    if (!leaving && (filters.search ?? '') !== search) setFilter('search', search);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed search moves the address bar here
  }, [search]);

  const totals = useQuery(totalsQuery(channel.key, filters));
  const link = (row: AdminOrderRow, text: string) => <Link to={`/channels/${channel.key}/orders/${row.id}`}>{text}</Link>;
  const columns = useMemo<ColumnDef<AdminOrderRow, unknown>[]>(
    () => [
      { id: 'id', header: t('list.columns.id'), cell: ({ row }) => link(row.original, `#${row.original.id}`) },
      { id: 'created_at', header: t('list.columns.created'), cell: ({ row }) => <TableTime iso={row.original.created_at} zone={channel.timeZone} /> },
      { id: 'buyer', header: t('list.columns.buyer'), cell: ({ row }) => (row.original.buyer_email ? <Email address={row.original.buyer_email} /> : t('none')) },
      { id: 'item', header: t('list.columns.item'), cell: ({ row }) => `${row.original.product_name} · ${t(`types.${row.original.type}`, { defaultValue: row.original.type })}` },
      { id: 'status', header: t('list.columns.status'), cell: ({ row }) => <span className={`orders__status orders__status--${row.original.status}`}>{t(`statuses.${row.original.status}`)}</span> },
      { id: 'total', header: t('list.columns.total'), cell: ({ row }) => money(row.original.total, row.original.currency, i18n.language) },
      { id: 'refunded', header: t('list.columns.refunded'), cell: ({ row }) => (row.original.refunded_amount ? money(row.original.refunded_amount, row.original.currency, i18n.language) : '') },
      // Headings of two words over short values: they wrap, so that the table fits a laptop's width.
      { id: 'promo', header: () => <span className="table__heading-wraps">{t('list.columns.promo')}</span>, cell: ({ row }) => row.original.coupon_code ?? '' },
      { id: 'trk', header: () => <span className="table__heading-wraps">{t('list.columns.trk')}</span>, cell: ({ row }) => row.original.trk ?? '' },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `link` only reads the channel key
    [t, i18n.language, channel.key, channel.timeZone],
  );

  const select = (name: keyof Filters, options: readonly string[], labels: string) => (
    <label className="filter">
      <span className="filter__label">{t(`filters.${name}`)}</span>
      <select className="input select" value={filters[name] ?? ''} onChange={(event) => setFilter(name, event.target.value)}>
        <option value="">{t('filters.any')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`${labels}.${option}`)}
          </option>
        ))}
      </select>
    </label>
  );
  // Days as the date fields write them (YYYY-MM-DD), so they compare as text.
  const reversed = filters.from !== undefined && filters.to !== undefined && filters.from > filters.to;
  const text = (name: keyof Filters, type = 'text') => (
    <label className="filter">
      <span className="filter__label">{t(`filters.${name}`)}</span>
      <input
        className="input"
        type={type}
        value={filters[name] ?? ''}
        maxLength={255}
        aria-invalid={name === 'to' && reversed ? true : undefined}
        aria-describedby={name === 'to' && reversed ? 'orders-dates-reversed' : undefined}
        onChange={(event) => setFilter(name, event.target.value.trim())}
      />
    </label>
  );

  const sums = totals.data?.totals;
  return (
    <div className="stack stack--wide orders">
      <PageHeader
        title={t('list.title')}
        description={t('list.description', { channel: channel.name })}
        actions={
          <a className="button button--secondary" href={ordersCsvUrl(channel.key, filters)} download>
            {t('list.csv')}
          </a>
        }
      />
      <div className="orders__filters">
        <label className="filter orders__search">
          <span className="filter__label">{t('list.search')}</span>
          <input className="input" type="search" value={searchInput} onChange={(event) => setSearchInput(event.target.value)} maxLength={200} />
        </label>
        {select('status', ADMIN_ORDER_STATUSES, 'statuses')}
        {select('type', ADMIN_ORDER_TYPES, 'types')}
        {text('from', 'date')}
        {text('to', 'date')}
        {text('promo_code')}
        {text('trk')}
        {text('pass_id')}
        {filters.user_id ? (
          <button type="button" className="button button--secondary" onClick={() => setFilter('user_id', '')}>
            {t('filters.clearCustomer', { id: filters.user_id })}
          </button>
        ) : null}
      </div>
      {reversed ? (
        <p id="orders-dates-reversed" className="notice notice--warning" role="alert">
          {t('filters.reversed')}
        </p>
      ) : null}
      <div className="orders__totals" role="status" aria-live="polite">
        {totals.isError ? (
          <span>{t('list.totalsError')}</span>
        ) : sums ? (
          <>
            <span>{t('list.totals.count', { count: sums.count })}</span>
            <span>{t('list.totals.gross', { amount: money(sums.gross, sums.currency, i18n.language) })}</span>
            <span>{t('list.totals.refunded', { amount: money(sums.refunded, sums.currency, i18n.language) })}</span>
            <strong>{t('list.totals.net', { amount: money(sums.net, sums.currency, i18n.language) })}</strong>
          </>
        ) : (
          <span>{t('loading')}</span>
        )}
      </div>
      <DataTable<AdminOrderRow>
        fetchPage={ordersPage(channel.key)}
        queryKey={[...ordersKey(channel.key), 'list']}
        columns={columns}
        getRowId={(row) => String(row.id)}
        filters={filtersQuery(filters)}
        searchable={false}
        caption={t('list.caption')}
        emptyMessage={t('list.empty')}
      />
    </div>
  );
}

import type { AdminCustomerRow } from '@ott/contracts/admin-customers';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { useConsoleChannel } from '../../../lib/console-channel';
import { useDebounced } from '../../../lib/use-debounced';
import { customersCsvUrl, customersKey, customersPage } from '../api';
import { day } from '../format';
import { TableTime } from '../../../components/TableTime';
import '../customers.css';

/** The channel's customers: search by email, name or account number; each row opens the customer's page. */
export function CustomersScreen() {
  const { t, i18n } = useTranslation('customers');
  const channel = useConsoleChannel();
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim(), 300);
  const columns = useMemo<ColumnDef<AdminCustomerRow, unknown>[]>(
    () => [
      { id: 'id', enableSorting: true, header: t('list.columns.id'), cell: ({ row }) => <Link to={`/channels/${channel.key}/customers/${row.original.id}`}>#{row.original.id}</Link> },
      { id: 'email', enableSorting: true, header: t('list.columns.email'), cell: ({ row }) => <Link to={`/channels/${channel.key}/customers/${row.original.id}`}>{row.original.email}</Link> },
      { id: 'name', header: t('list.columns.name'), cell: ({ row }) => `${row.original.first_name} ${row.original.last_name}`.trim() },
      { id: 'verified', header: t('list.columns.verified'), cell: ({ row }) => (row.original.email_verified ? t('yes') : t('no')) },
      { id: 'orders', header: t('list.columns.orders'), cell: ({ row }) => row.original.active_orders },
      { id: 'created_at', enableSorting: true, header: t('list.columns.created'), cell: ({ row }) => <span className="nowrap">{day(row.original.created_at, i18n.language, channel.timeZone)}</span> },
      // A heading of two words over a date: it wraps, so that the list fits a laptop's width in French too.
      { id: 'last', header: () => <span className="table__heading-wraps">{t('list.columns.lastSignIn')}</span>, cell: ({ row }) => <TableTime iso={row.original.last_sign_in_at} zone={channel.timeZone} none={t('never')} /> },
    ],
    [t, i18n.language, channel.key, channel.timeZone],
  );
  return (
    <div className="stack stack--wide customers">
      <PageHeader
        title={t('list.title')}
        description={t('list.description', { channel: channel.name })}
        actions={
          <a className="button button--secondary" href={customersCsvUrl(channel.key, search)} download>
            {t('list.csv')}
          </a>
        }
      />
      <DataTable<AdminCustomerRow>
        fetchPage={customersPage(channel.key)}
        queryKey={[...customersKey(channel.key), 'list']}
        columns={columns}
        getRowId={(row) => String(row.id)}
        filters={{ search: search || undefined }}
        searchable={false}
        filterSlot={
          <label className="filter customers__search">
            <span className="filter__label">{t('list.search')}</span>
            <input className="input" type="search" value={input} onChange={(event) => setInput(event.target.value)} maxLength={200} />
          </label>
        }
        caption={t('list.caption')}
        emptyMessage={t('list.empty')}
        initialSort={{ field: 'id', direction: 'desc' }}
      />
    </div>
  );
}

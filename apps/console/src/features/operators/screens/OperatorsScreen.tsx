import type { AdminOperator } from '@ott/contracts/admin-operators';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { day } from '@ott/client/format';
import { DataTable } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { useMe } from '../../../lib/session';
import { operatorsKey, operatorsPage } from '../api';
import { RolesHeld } from '../components/RolesHeld';
import '../operators.css';

/** `/admin/operators`: the operators the signed-in one manages, their roles and how they sign in; a new one from here. */
export function OperatorsScreen() {
  const { t, i18n } = useTranslation('operators');
  const { data: me } = useMe();
  const columns = useMemo<ColumnDef<AdminOperator, unknown>[]>(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="operator-name">
            <Link to={String(row.original.id)}>{row.original.name}</Link>
            <span className="muted operator-name__email">{row.original.email}</span>
          </span>
        ),
      },
      {
        id: 'roles',
        header: t('columns.roles'),
        cell: ({ row }) => <RolesHeld operator={row.original} />,
      },
      {
        id: 'sign_in',
        header: t('columns.signIn'),
        cell: ({ row }) => (
          <span className="operator-sign-in">
            {row.original.must_change_password ? <span className="badge badge--warning">{t('mustChangePassword')}</span> : null}
            {row.original.totp_enabled ? <span className="badge badge--success">{t('twoStep')}</span> : null}
            {!row.original.must_change_password && !row.original.totp_enabled ? <span className="muted">{t('passwordOnly')}</span> : null}
          </span>
        ),
      },
      { id: 'created_at', header: t('columns.added'), enableSorting: true, cell: ({ row }) => <span className="nowrap">{day(row.original.created_at, i18n.language, undefined)}</span> },
    ],
    [t, i18n.language],
  );
  return (
    <>
      <PageHeader
        title={t('title')}
        description={me?.is_owner ? t('introOwner') : t('introAdmin')}
        actions={
          <Link to="new" className="button button--primary">
            {t('new.title')}
          </Link>
        }
      />
      <DataTable<AdminOperator>
        caption={t('title')}
        fetchPage={operatorsPage}
        queryKey={operatorsKey}
        columns={columns}
        getRowId={(row) => String(row.id)}
        searchLabel={t('search')}
        initialSort={{ field: 'name', direction: 'asc' }}
        emptyMessage={t('empty')}
      />
    </>
  );
}

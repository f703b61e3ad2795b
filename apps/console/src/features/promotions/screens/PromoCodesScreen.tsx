import type { AdminPromoCode } from '@ott/contracts/admin-promotions';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { useConsoleChannel } from '../../../lib/console-channel';
import { day } from '@ott/client/format';
import { useDebounced } from '../../../lib/use-debounced';
import { money, promoKey, promoCodesPage, redemptionsCsvUrl } from '../api';
import { discountOf } from '../components/PromoCodeForm';
import '../promotions.css';

const STATES = ['', 'active', 'expired', 'inactive'] as const;

/** The channel's promo codes with their uses against the cap and what they brought; the redemptions of the view as CSV. */
export function PromoCodesScreen() {
  const { t, i18n } = useTranslation('promotions');
  const channel = useConsoleChannel();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebounced(searchInput.trim(), 300);
  const [state, setState] = useState<(typeof STATES)[number]>('');
  const date = (value: string | null) => day(value, i18n.language, channel.timeZone) || '—';

  const columns = useMemo<ColumnDef<AdminPromoCode, unknown>[]>(
    () => [
      {
        id: 'code',
        header: t('columns.code'),
        cell: ({ row }) => (
          <span className="promo-code">
            <Link to={String(row.original.id)}>
              <code>{row.original.code}</code>
            </Link>
            {row.original.description ? <span className="muted promo-code__description">{row.original.description}</span> : null}
          </span>
        ),
      },
      { id: 'discount', header: t('columns.discount'), cell: ({ row }) => discountOf(row.original, i18n.language) },
      {
        id: 'applies_to',
        header: t('columns.appliesTo'),
        cell: ({ row }) =>
          row.original.applies_to === 'items' ? t('appliesTo.itemsCount', { count: row.original.pass_ids.length + row.original.event_ids.length }) : t(`appliesTo.${row.original.applies_to}`),
      },
      { id: 'dates', header: t('columns.dates'), cell: ({ row }) => `${date(row.original.valid_from)} – ${date(row.original.valid_to)}` },
      {
        id: 'used',
        header: t('columns.used'),
        cell: ({ row }) => (
          <span>
            {row.original.max_redemptions === null ? t('used.noCap', { count: row.original.redeemed }) : t('used.ofCap', { count: row.original.redeemed, cap: row.original.max_redemptions })}
            {row.original.reserved > 0 ? <span className="muted"> {t('used.reserved', { count: row.original.reserved })}</span> : null}
          </span>
        ),
      },
      {
        id: 'revenue',
        header: t('columns.revenue'),
        cell: ({ row }) => money(row.original.revenue, row.original.figures_currency, i18n.language),
      },
      { id: 'state', header: t('columns.state'), cell: ({ row }) => <span className={`badge promo-state promo-state--${row.original.state}`}>{t(`states.${row.original.state}`)}</span> },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <div className="promo-actions">
            <a className="button button--secondary" href={redemptionsCsvUrl(channel.key, { search, state })} download>
              {t('csv')}
            </a>
            {channel.can('admin') ? (
              <Link to="new" className="button button--primary">
                {t('form.new')}
              </Link>
            ) : null}
          </div>
        }
      />
      <DataTable<AdminPromoCode>
        fetchPage={promoCodesPage(channel.key)}
        queryKey={promoKey(channel.key)}
        columns={columns}
        getRowId={(row) => String(row.id)}
        caption={t('title')}
        searchable={false}
        filters={{ search: search || undefined, state: state || undefined }}
        emptyMessage={search || state ? t('emptyFiltered') : t('empty')}
        filterSlot={
          <div className="promo-filters">
            <label className="field promo-filters__search">
              <span className="field__label">{t('search')}</span>
              <input className="input" type="search" value={searchInput} onChange={(event) => setSearchInput(event.target.value)} />
            </label>
            <label className="field">
              <span className="field__label">{t('stateFilter')}</span>
              <select className="input select" value={state} onChange={(event) => setState(event.target.value as (typeof STATES)[number])}>
                {STATES.map((value) => (
                  <option key={value} value={value}>
                    {t(value ? `states.${value}` : 'states.all')}
                  </option>
                ))}
              </select>
            </label>
          </div>
        }
      />
    </>
  );
}

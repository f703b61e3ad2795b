import type { AdminRevenue, AdminRevenueByCode } from '@ott/contracts/admin-revenue';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '../../../components/RowsTable';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { formatPrice as formatMoney } from '@ott/client/format';
import { revenueQuery } from '../api';
import type { DayRange } from '../range';
import { ChartZone } from './ChartZone';
import { CsvLink } from './CsvLink';
import { TimeChart } from './TimeChart';
import { percentText } from '@ott/client/format';

function Amounts({ caption, first, rows, money }: { caption: string; first: string; rows: Array<{ key: string; label: string; orders: number; gross: number; refunds: number; net: number }>; money: (minor: number) => string }) {
  const { t } = useTranslation('analytics');
  return (
    <ScrollRegion label={caption}>
      <table className="table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            <th scope="col" className="numeric">{t('revenue.orders')}</th>
            <th scope="col" className="numeric">{t('revenue.gross')}</th>
            <th scope="col" className="numeric">{t('revenue.refunds')}</th>
            <th scope="col" className="numeric">{t('revenue.net')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={5} className="analytics-muted">
                {t('revenue.none')}
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td className="numeric">{row.orders}</td>
              <td className="numeric">{money(row.gross)}</td>
              <td className="numeric">{money(row.refunds)}</td>
              <td className="numeric">{money(row.net)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

const codeRows = (rows: AdminRevenueByCode[]) => rows.map((row) => ({ key: row.code, label: row.code, ...row }));

function Card({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <li className="analytics-card">
      <span className="analytics-card__label">{label}</span>
      <span className="analytics-card__value" data-testid={`revenue-${id}`}>
        {children}
      </span>
    </li>
  );
}

/** The figures themselves, once loaded. */
export function RevenueFigures({ revenue }: { revenue: AdminRevenue }) {
  const { t, i18n } = useTranslation('analytics');
  // Amounts as the rest of the console shows them; the charts plot whole currency units (cents / 100, as every price is kept).
  const money = useMemo(
    () => ({
      format: (minor: number) => formatMoney(minor, revenue.currency, i18n.language),
      major: (minor: number) => minor / 100,
      ofMajor: (major: number) => formatMoney(Math.round(major * 100), revenue.currency, i18n.language),
    }),
    [i18n.language, revenue.currency],
  );
  const { totals, daily, trial_conversion: trials } = revenue;
  const times = useMemo(() => daily.map((day) => Date.parse(`${day.day}T00:00:00Z`) / 1000), [daily]);
  const moneySeries = useMemo(
    () => [
      { label: t('revenue.gross'), values: daily.map((day) => money.major(day.gross)), color: '#2563eb', format: money.ofMajor },
      { label: t('revenue.refunds'), values: daily.map((day) => money.major(day.refunds)), color: '#dc2626', format: money.ofMajor },
      { label: t('revenue.net'), values: daily.map((day) => money.major(day.net)), color: '#16a34a', format: money.ofMajor },
    ],
    [daily, money, t],
  );
  const subscriberSeries = useMemo(
    () => [
      { label: t('revenue.activeSubscribers'), values: daily.map((day) => day.active_subscribers), color: '#7c3aed' },
      { label: t('revenue.newSubscriptions'), values: daily.map((day) => day.new_subscriptions), color: '#16a34a' },
      { label: t('revenue.cancellations'), values: daily.map((day) => day.cancellations), color: '#d97706' },
    ],
    [daily, t],
  );
  const active = daily.at(-1)?.active_subscribers ?? 0;
  const items = revenue.by_item.map((row) => ({ key: `${row.type}-${row.pass_id}-${row.event_id ?? ''}`, label: row.event_id === null ? row.name : t('revenue.eventItem', { name: row.name }), ...row }));

  return (
    <>
      <ul className="analytics-cards">
        <Card id="gross" label={t('revenue.gross')}>{money.format(totals.gross)}</Card>
        <Card id="refunds" label={t('revenue.refunds')}>{money.format(totals.refunds)}</Card>
        <Card id="net" label={t('revenue.net')}>{money.format(totals.net)}</Card>
        <Card id="newSubscriptions" label={t('revenue.newSubscriptions')}>{totals.new_subscriptions}</Card>
        <Card id="cancellations" label={t('revenue.cancellations')}>{totals.cancellations}</Card>
        <Card id="activeSubscribers" label={t('revenue.activeSubscribersEnd')}>{active}</Card>
        <Card id="trialConversion" label={t('revenue.trialConversion')}>
          {trials.started === 0 ? '—' : percentText(trials.rate, i18n.language, 1)}
        </Card>
      </ul>
      <p className="field__hint" data-testid="revenue-trials">
        {trials.started === 0 ? t('revenue.noTrials') : t('revenue.trials', { converted: trials.converted, count: trials.started })}
      </p>
      <h3>{t('revenue.dailyTitle')}</h3>
      <TimeChart label={t('revenue.chart', { currency: revenue.currency })} times={times} series={moneySeries} />
      <ChartZone zone={revenue.range.time_zone} />
      <h3>{t('revenue.subscribersTitle')}</h3>
      <TimeChart label={t('revenue.subscribersChart')} times={times} series={subscriberSeries} height={200} />
      <ChartZone zone={revenue.range.time_zone} />
      <Amounts caption={t('revenue.byItem')} first={t('revenue.item')} rows={items} money={money.format} />
      <div className="analytics-splits">
        <Amounts caption={t('revenue.byPromoCode')} first={t('revenue.promoCode')} rows={codeRows(revenue.by_promo_code)} money={money.format} />
        <Amounts caption={t('revenue.byTrk')} first={t('revenue.trk')} rows={codeRows(revenue.by_trk)} money={money.format} />
      </div>
      <details>
        <summary>{t('revenue.perDay')}</summary>
        <RowsTable
          label={t('revenue.perDay')}
          empty={t('revenue.none')}
          rows={daily}
          rowKey={(day) => day.day}
          rowHeader
          columns={[
            { header: t('revenue.day'), cell: (day) => day.day },
            { header: t('revenue.gross'), cell: (day) => money.format(day.gross), className: 'numeric' },
            { header: t('revenue.refunds'), cell: (day) => money.format(day.refunds), className: 'numeric' },
            { header: t('revenue.net'), cell: (day) => money.format(day.net), className: 'numeric' },
            { header: t('revenue.newSubscriptions'), cell: (day) => day.new_subscriptions, className: 'numeric' },
            { header: t('revenue.cancellations'), cell: (day) => day.cancellations, className: 'numeric' },
            { header: t('revenue.activeSubscribers'), cell: (day) => day.active_subscribers, className: 'numeric' },
          ]}
        />
      </details>
    </>
  );
}

/** Nothing sold and no subscription moved in the period. */
const noSales = (revenue: AdminRevenue) =>
  revenue.totals.gross === 0 && revenue.totals.refunds === 0 && revenue.totals.new_subscriptions === 0 && revenue.totals.cancellations === 0 && revenue.trial_conversion.started === 0;

/** The period's revenue (roles owner, admin, analyst), read from the orders when asked. */
export function RevenuePanel({ channelKey, range }: { channelKey: string; range: DayRange }) {
  const { t } = useTranslation('analytics');
  const revenue = useQuery(revenueQuery(channelKey, range));
  const empty = revenue.data ? noSales(revenue.data) : false;
  return (
    <section className="panel analytics-revenue" aria-labelledby="revenue-title">
      <div className="analytics-section__head">
        <h2 className="panel__title" id="revenue-title">
          {t('revenue.title')}
        </h2>
        {revenue.data && !empty && <CsvLink channelKey={channelKey} table="revenue" range={range} what={t('revenue.title')} />}
      </div>
      {revenue.data && <p className="field__hint">{t('revenue.hint', { currency: revenue.data.currency, zone: revenue.data.range.time_zone })}</p>}
      {revenue.isPending && <p className="analytics-muted">{t('loading')}</p>}
      {revenue.isError && <p role="alert">{t('revenue.error')}</p>}
      {empty && <p className="empty-state">{t('revenue.empty')}</p>}
      {revenue.data && !empty && <RevenueFigures revenue={revenue.data} />}
    </section>
  );
}

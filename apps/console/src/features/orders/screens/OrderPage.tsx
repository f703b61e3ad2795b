import type { AdminOrderDetail } from '@ott/contracts/admin-orders';
import { type OrderEventKind, type OrderType, orderEventLabelKey } from '@ott/contracts/commerce';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { RowsTable } from '../../../components/RowsTable';
import { toast } from '../../../components/toast';
import { isNotFound } from '../../../lib/api';
import { useConsoleChannel } from '../../../lib/console-channel';
import { orderQuery, useRefund } from '../api';
import { RefundDialog } from '../components/RefundDialog';
import { money, when } from '../format';
import '../orders.css';

/** One order: what was bought and paid, by whom, its transactions, provider ids and events, renewal, refunds; the Refund action. */
export function OrderPage() {
  const { t, i18n } = useTranslation('orders');
  const channel = useConsoleChannel();
  const id = Number(useParams().orderId);
  const order = useQuery(orderQuery(channel.key, id));
  const refund = useRefund(channel.key, id);
  const [refunding, setRefunding] = useState(false);
  const [dialogKey, setDialogKey] = useState(0);

  if (order.isPending) return <p role="status">{t('loading')}</p>;
  // A missing order (another channel's, a mistyped id) is said so: trying again would not help.
  if (isNotFound(order.error)) return <p role="alert">{t('notFound')}</p>;
  if (order.isError)
    return (
      <div className="stack" role="alert">
        <p>{t('loadError')}</p>
        <button type="button" className="button button--secondary" onClick={() => void order.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  const o: AdminOrderDetail = order.data;
  const format = (minor: number) => money(minor, o.currency, i18n.language);
  const canRefund = channel.can('admin');
  const refundBlocked = !canRefund ? t('refund.needsAdmin') : o.status === 'refunded' ? t('refund.alreadyRefunded') : o.status !== 'paid' ? t('refund.notPaid') : o.refundable <= 0 ? t('refund.nothingLeft') : null;

  return (
    <div className="stack orders orders__page">
      <PageHeader
        title={t('page.title', { id: o.id })}
        description={`${o.product_name} · ${when(o.created_at, i18n.language, channel.timeZone)}`}
        actions={
          <div className="orders__refund-action">
            <button type="button" className="button button--danger" disabled={refundBlocked !== null} aria-describedby={refundBlocked ? 'refund-blocked' : undefined} onClick={() => {
                setDialogKey((key) => key + 1);
                setRefunding(true);
              }}
            >
              {t('refund.open')}
            </button>
            {refundBlocked ? (
              <span id="refund-blocked" className="muted">
                {refundBlocked}
              </span>
            ) : null}
          </div>
        }
      />
      <section className="orders__cards">
        <div className="card">
          <h2>{t('sections.summary')}</h2>
          <dl className="orders__facts">
            <dt>{t('fields.status')}</dt>
            <dd>
              <span className={`orders__status orders__status--${o.status}`}>{t(`statuses.${o.status}`)}</span> · {t(`activity.${o.activity_status}`, { defaultValue: o.activity_status })}
            </dd>
            <dt>{t('fields.item')}</dt>
            <dd>
              {o.product_name} · {t(`types.${o.type}`, { defaultValue: o.type })}
            </dd>
            <dt>{t('fields.price')}</dt>
            <dd>{format(o.price)}</dd>
            <dt>{t('fields.fee')}</dt>
            <dd>{format(o.service_fee)}</dd>
            <dt>{t('fields.discount')}</dt>
            <dd>
              {format(o.discount)}
              {o.coupon_code ? ` (${o.coupon_code})` : ''}
            </dd>
            <dt>{t('fields.total')}</dt>
            <dd>
              <strong>{format(o.total)}</strong>
            </dd>
            <dt>{t('fields.refunded')}</dt>
            <dd>{format(o.refunded_amount)}</dd>
            <dt>{t('fields.refundable')}</dt>
            <dd>{format(o.refundable)}</dd>
            {o.trk ? (
              <>
                <dt>{t('fields.trk')}</dt>
                <dd>{o.trk}</dd>
              </>
            ) : null}
          </dl>
        </div>
        <div className="card">
          <h2>{t('sections.buyer')}</h2>
          <dl className="orders__facts">
            <dt>{t('fields.email')}</dt>
            <dd>{o.buyer_email ?? t('none')}</dd>
            <dt>{t('fields.name')}</dt>
            <dd>{o.buyer_name ?? t('none')}</dd>
            {o.user_id !== null ? (
              <>
                <dt>{t('fields.account')}</dt>
                <dd>
                  <Link to={`/channels/${channel.key}/customers/${o.user_id}`}>#{o.user_id}</Link>
                </dd>
              </>
            ) : null}
            {o.card_brand ? (
              <>
                <dt>{t('fields.card')}</dt>
                <dd>
                  {o.card_brand} ···· {o.card_last4}
                </dd>
              </>
            ) : null}
          </dl>
        </div>
        <div className="card">
          <h2>{t('sections.provider')}</h2>
          <dl className="orders__facts">
            <dt>{t('fields.provider')}</dt>
            <dd>{o.provider ?? t('none')}</dd>
            <dt>{t('fields.paymentId')}</dt>
            <dd className="orders__code">{o.provider_payment_id ?? t('none')}</dd>
            {o.provider_subscription_id ? (
              <>
                <dt>{t('fields.subscriptionId')}</dt>
                <dd className="orders__code">{o.provider_subscription_id}</dd>
              </>
            ) : null}
            {o.failure_message ? (
              <>
                <dt>{t('fields.failure')}</dt>
                <dd>{o.failure_message}</dd>
              </>
            ) : null}
          </dl>
        </div>
        {o.type === 'subscription' ? (
          <div className="card">
            <h2>{t('sections.renewal')}</h2>
            <dl className="orders__facts">
              <dt>{t('fields.renewal')}</dt>
              <dd>{o.renewal_state ? t(`renewal.${o.renewal_state}`, { defaultValue: o.renewal_state }) : t('none')}</dd>
              <dt>{t('fields.period')}</dt>
              <dd>
                {when(o.period_start, i18n.language, channel.timeZone)} – {when(o.period_end, i18n.language, channel.timeZone)}
              </dd>
              {o.renewal_amount !== null ? (
                <>
                  <dt>{t('fields.renewalAmount')}</dt>
                  <dd>{format(o.renewal_amount)}</dd>
                </>
              ) : null}
            </dl>
          </div>
        ) : null}
      </section>

      <section className="card">
        <h2>{t('sections.refunds')}</h2>
        <RowsTable
          label={t('sections.refunds')}
          empty={t('empty.refunds')}
          rows={o.refunds}
          rowKey={(row) => row.id}
          columns={[
            { header: t('columns.when'), cell: (row) => when(row.created_at, i18n.language, channel.timeZone) },
            { header: t('columns.amount'), cell: (row) => money(row.amount, row.currency, i18n.language) },
            { header: t('columns.status'), cell: (row) => `${t(`refundStatuses.${row.status}`)}${row.failure_message ? ` — ${row.failure_message}` : ''}` },
            { header: t('columns.reason'), cell: (row) => row.reason },
            { header: t('columns.by'), cell: (row) => row.operator_email ?? t('providerDashboard') },
            { header: t('columns.reference'), cell: (row) => row.provider_refund_id ?? '', className: 'orders__code' },
          ]}
        />
      </section>

      <section className="card">
        <h2>{t('sections.transactions')}</h2>
        <RowsTable
          label={t('sections.transactions')}
          empty={t('empty.transactions')}
          rows={o.transactions}
          rowKey={(row) => row.id}
          columns={[
            { header: t('columns.when'), cell: (row) => when(row.created_at, i18n.language, channel.timeZone) },
            { header: t('columns.status'), cell: (row) => `${t(`transactionStatuses.${row.status}`, { defaultValue: row.status })}${row.message ? ` — ${row.message}` : ''}` },
            { header: t('columns.amount'), cell: (row) => money(row.amount, row.currency, i18n.language) },
            { header: t('columns.reference'), cell: (row) => row.provider_ref ?? '', className: 'orders__code' },
          ]}
        />
      </section>

      <section className="card">
        <h2>{t('sections.events')}</h2>
        <ul className="orders__events">
          {o.events.map((event, index) => (
            <li key={`order-${index}`}>
              {when(event.created_at, i18n.language, channel.timeZone)} — {t(`orderEvents.${orderEventLabelKey(event.kind as OrderEventKind, o.type as OrderType)}`, { defaultValue: event.kind })}
            </li>
          ))}
          {o.provider_events.map((event) => (
            <li key={event.event_id}>
              {when(event.processed_at, i18n.language, channel.timeZone)} — {t(`providerEvents.${event.type}`, { defaultValue: event.type })} <span className="orders__code muted">{event.event_id}</span>
            </li>
          ))}
        </ul>
        {o.provider_events.length === 0 ? <p className="muted">{t('empty.providerEvents')}</p> : null}
      </section>

      <RefundDialog
        key={dialogKey}
        open={refunding}
        refundable={o.refundable}
        currency={o.currency}
        busy={refund.isPending}
        error={refund.error ? refund.error.message : null}
        onClose={() => {
          setRefunding(false);
          refund.reset();
        }}
        onSubmit={(body) =>
          refund.mutate(body, {
            onSuccess: (result) => {
              setRefunding(false);
              toast.success(t('refund.done', { amount: money(result.refund.amount, result.refund.currency, i18n.language) }));
            },
          })
        }
      />
    </div>
  );
}

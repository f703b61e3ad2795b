import type { Order } from '@ott/contracts/commerce';
import { Link, useParams } from 'react-router';
import { formatDay } from '../../../components/payments/format-day';
import { PageLayout } from '../../../components/ui/PageLayout';
import { Spinner } from '../../../components/ui/Spinner';
import { ErrorState } from '../../../components/ui/StateMessages';
import { isApiError } from '../../../lib/api-client';
import { formatPrice } from '@ott/client/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useOrder } from '../api/checkout';
import { NextSteps } from '../checkout/PaymentStatus';
import '../buy.css';

/** `/buy/complete/{order id}`: what was bought and charged, with which card, and where the receipt went. */
export function BuyCompletePage() {
  const { t } = useTranslation();
  // The route's loader lets numeric ids only.
  const id = Number(useParams().id);
  const { data: order, error, reload } = useOrder(id);
  let content;
  if (isApiError(error) && (error.status === 404 || error.status === 401)) content = <p className="notice">{t('buy.complete.notFound')}</p>;
  else if (error) content = <ErrorState message={t('buy.complete.loadFailed')} onRetry={reload} />;
  else if (!order) content = <Spinner label={t('passes.loading')} />;
  else if (order.status !== 'paid')
    content = (
      <div className="notice">
        <p>{t('buy.complete.notPaid')}</p>
        <Link to="/profile">{t('buy.success.orders')}</Link>
      </div>
    );
  else content = <Confirmation order={order} />;
  return (
    <PageLayout title={t('routes.buyComplete')} width="narrow">
      {content}
    </PageLayout>
  );
}

function Confirmation({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const money = (amount: number) => formatPrice(amount, order.currency, language);
  const paidAt = order.transactions.find((transaction) => transaction.status === 'paid')?.created_at ?? order.created_at;
  const charged = `${order.currency} ${money(order.total)}`;
  const rows: Array<[string, string]> = [
    [t('buy.complete.orderNumber'), `#${order.id}`],
    [t('buy.complete.item'), order.product.name],
    [t('buy.complete.charged'), order.service_fee > 0 ? `${charged} (${t('buy.complete.feeIncluded', { amount: money(order.service_fee) })})` : charged],
    [t('buy.complete.date'), formatDay(paidAt, language)],
  ];
  if (order.card_brand && order.card_last4) rows.push([t('buy.complete.card'), t('buy.complete.cardValue', { brand: cardBrandName(order.card_brand), last4: order.card_last4 })]);
  return (
    <section className="card card--padded payment-status payment-status--success" aria-labelledby="complete-title">
      <span className="payment-status__icon" aria-hidden="true" />
      <h2 id="complete-title" className="section-title">
        {t('buy.complete.title')}
      </h2>
      <dl className="order-receipt" aria-label={t('buy.complete.details')}>
        {rows.map(([label, value]) => (
          <div key={label} className="order-receipt__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {order.receipt_email ? <p className="muted">{t('buy.complete.receipt', { email: order.receipt_email })}</p> : null}
      <NextSteps watchEventId={order.product.event_id} />
    </section>
  );
}

/** 'visa' → 'Visa', 'amex' → 'Amex': the brand as the card says it. */
const cardBrandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

import type { Order, Pass } from '@ott/contracts/commerce';
import type { BuyItem } from '@ott/contracts/payments';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDay } from '../../../components/payments/format-day';
import { useTranslation } from '../../../lib/i18n-react';
import type { PurchaseState } from './use-purchase';

type SettlingState = Extract<PurchaseState, { phase: 'processing' | 'success' | 'unknown' }>;

/** A status panel that takes focus when it changes, so a keyboard or screen reader user hears the outcome. */
function StatusPanel({ tone, title, children }: { tone: 'processing' | 'success' | 'error'; title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), [tone]);
  return (
    <section className={`card card--padded payment-status payment-status--${tone}`} aria-live="polite">
      <span className="payment-status__icon" aria-hidden="true" />
      <h2 ref={heading} className="section-title" tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Spec §4 payment processing screen: processing, then success (with where to go next) or the polling error. */
export function PaymentStatus({ state, pass, item, onCheckAgain }: { state: SettlingState; pass: Pass; item: BuyItem; onCheckAgain: (orderIds: number[]) => void }) {
  const { t, i18n } = useTranslation();
  if (state.phase === 'processing')
    return (
      <StatusPanel tone="processing" title={t('buy.processing.title')}>
        <p>{t('buy.processing.text', { name: pass.name })}</p>
        <p className="muted">{t('buy.processing.keepOpen')}</p>
      </StatusPanel>
    );
  if (state.phase === 'unknown')
    return (
      <StatusPanel tone="error" title={t('buy.unknown.title')}>
        <p>{t('buy.unknown.text')}</p>
        <div className="checkout-actions">
          <button type="button" className="button button--primary" onClick={() => onCheckAgain(state.orderIds)}>
            {t('buy.unknown.checkAgain')}
          </button>
          <Link className="button button--ghost" to="/profile">
            {t('buy.success.orders')}
          </Link>
        </div>
      </StatusPanel>
    );
  const renews = state.orders.find((order) => order.type === 'subscription' && order.period_end);
  return (
    <StatusPanel tone="success" title={t('buy.success.title')}>
      <p>{t('buy.success.text', { name: pass.name })}</p>
      {renews?.period_end ? <p className="muted">{t('buy.success.renews', { date: formatDay(renews.period_end, i18n.resolvedLanguage ?? i18n.language) })}</p> : null}
      <NextSteps watchEventId={item.type === 'event' ? item.id : null} />
    </StatusPanel>
  );
}

/** After a purchase or a trial: watch the bought event (or browse), or see the orders. */
export function NextSteps({ watchEventId }: { watchEventId: number | null | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="checkout-actions">
      {watchEventId ? (
        <Link className="button button--primary" to={`/watch/${watchEventId}`}>
          {t('buy.success.watch')}
        </Link>
      ) : (
        <Link className="button button--primary" to="/upcoming">
          {t('buy.success.browse')}
        </Link>
      )}
      <Link className="button button--ghost" to="/profile">
        {t('buy.success.orders')}
      </Link>
    </div>
  );
}

/** A started free trial: active until its end. */
export function TrialStarted({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  return (
    <StatusPanel tone="success" title={t('buy.trial.startedTitle')}>
      <p>{t('buy.trial.startedText', { name: order.product.name })}</p>
      {order.period_end ? <p className="muted">{t('buy.trial.until', { date: formatDay(order.period_end, i18n.resolvedLanguage ?? i18n.language) })}</p> : null}
      <NextSteps watchEventId={null} />
    </StatusPanel>
  );
}

import type { Order } from '@ott/contracts/commerce';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/StateMessages';
import { formatPrice } from '@ott/client/format';
import { useTranslation } from '../../../lib/i18n-react';
import { formatDay } from '../../../components/payments/format-day';
import { isActiveOrder, termOf } from '../model/orders';
import { canCancelRenewal } from '../model/renewal';
import { RenewalControl } from './RenewalControl';

/** Paid, active orders; a running subscription offers to cancel its auto-renewal, after which the list is asked for again. */
export function ActiveOrders({ orders, onChanged }: { orders: Order[]; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const active = orders.filter(isActiveOrder);
  if (!active.length)
    return (
      <EmptyState
        action={
          <Link className="button button--primary button--small" to="/packages">
            {t('profile.orders.browse')}
          </Link>
        }
      >
        {t('profile.orders.empty')}
      </EmptyState>
    );
  return (
    <ul className="order-list" aria-label={t('routes.activeOrders')}>
      {active.map((order) => {
        const term = termOf(order);
        return (
          <li key={order.id} className="order-list__item">
            <div>
              <p className="order-list__name">{order.product.name}</p>
              <p className="muted">
                {t(`profile.orders.types.${order.type}`)}
                {term ? ` · ${t(`profile.orders.terms.${term.kind}`, { date: formatDay(term.date, language) })}` : null}
              </p>
            </div>
            <div className="order-list__side">
              <p className="order-list__total">{formatPrice(order.total, order.currency, language)}</p>
              {canCancelRenewal(order) ? <RenewalControl order={order} onCancelled={onChanged} /> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

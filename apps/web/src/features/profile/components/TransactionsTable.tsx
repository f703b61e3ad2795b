import type { Order } from '@ott/contracts/commerce';
import { EmptyState } from '../../../components/ui/StateMessages';
import { formatPrice } from '@ott/client/format';
import { useTranslation } from '../../../lib/i18n-react';
import { formatDay } from '../../../components/payments/format-day';
import { transactionRows } from '../model/orders';

export function TransactionsTable({ orders }: { orders: Order[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const rows = transactionRows(orders);
  if (!rows.length) return <EmptyState>{t('profile.transactions.empty')}</EmptyState>;
  return (
    <div className="table-scroll">
      <table className="transactions">
        <thead>
          <tr>
            <th scope="col" className="transactions__date">
              {t('profile.transactions.date')}
            </th>
            <th scope="col">{t('profile.transactions.product')}</th>
            <th scope="col">{t('profile.transactions.amount')}</th>
            <th scope="col">{t('profile.transactions.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const day = formatDay(row.date, language);
            return (
              <tr key={row.id}>
                <td className="transactions__nowrap transactions__date">{day}</td>
                <td>
                  {row.product}
                  {row.event ? <span className="transactions__event">{t(`profile.transactions.events.${row.event}`)}</span> : null}
                  {/* On a phone the date stands here, under the product, and its column is hidden: four columns did not fit. */}
                  <span className="transactions__day">{day}</span>
                </td>
                <td className="transactions__nowrap">{formatPrice(row.amount, row.currency, language)}</td>
                <td>
                  <span className={`status status--${row.status}`}>{t(`profile.transactions.statuses.${row.status}`)}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

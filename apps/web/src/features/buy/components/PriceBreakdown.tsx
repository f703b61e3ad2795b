import { formatPrice } from '@ott/client/format';
import { useTranslation } from '../../../lib/i18n-react';
import { invoiceLines, type PriceSummary } from '../model/invoice-lines';

/** Price, fee, discount, tax and total as the server computed them. */
export function PriceBreakdown({ summary, currency, code, label }: { summary: PriceSummary; currency: string; code: string | null; label: string }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatPrice(amount, currency, i18n.resolvedLanguage ?? i18n.language);
  return (
    <dl className="promo__summary" aria-label={label}>
      {invoiceLines(summary).map((line) => (
        <div key={line.kind} className={`promo__line promo__line--${line.kind}`}>
          <dt>{t(`passes.promo.${line.kind}`, { code })}</dt>
          <dd>{line.kind === 'discount' ? `−${money(line.amount)}` : money(line.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}

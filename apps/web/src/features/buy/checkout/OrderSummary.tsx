import type { Pass } from '@ott/contracts/commerce';
import type { InvoicePreview } from '@ott/contracts/payments';
import { formatDay } from '../../../components/payments/format-day';
import { Spinner } from '../../../components/ui/Spinner';
import { ErrorState } from '../../../components/ui/StateMessages';
import { useTranslation } from '../../../lib/i18n-react';
import { passKindKey } from '../components/PassCard';
import { PriceBreakdown } from '../components/PriceBreakdown';
import { PromoCodeForm } from '../components/PromoCodeForm';

interface OrderSummaryProps {
  pass: Pass;
  preview: InvoicePreview | undefined;
  /** The promo code the preview was computed with. */
  code: string | null;
  failed: boolean;
  onRetry: () => void;
  applyCode: (code: string) => Promise<void>;
  initialCode: string;
}

/** What is bought and what it costs, as the server's invoice preview says, with the promo code field. */
export function OrderSummary({ pass, preview, code, failed, onRetry, applyCode, initialCode }: OrderSummaryProps) {
  const { t, i18n } = useTranslation();
  let price;
  if (preview) price = <PriceBreakdown summary={preview} currency={preview.currency} code={code} label={t('buy.summary.prices')} />;
  else if (failed) price = <ErrorState message={t('buy.summary.failed')} onRetry={onRetry} />;
  else price = <Spinner label={t('buy.summary.loading')} />;
  return (
    <aside className="card card--padded checkout__summary" aria-labelledby="checkout-summary-title">
      <p className="pass-card__kind">{t(passKindKey(pass))}</p>
      <h2 id="checkout-summary-title" className="checkout__name">
        {pass.name}
      </h2>
      {price}
      {preview?.next_billing_date ? <p className="muted checkout__renewal">{t('buy.summary.nextBilling', { date: formatDay(preview.next_billing_date, i18n.resolvedLanguage ?? i18n.language) })}</p> : null}
      <PromoCodeForm apply={applyCode} initialCode={initialCode} />
    </aside>
  );
}

import { BaseAmount } from '../../../components/payments/BaseAmount';
import { useTranslation } from '../../../lib/i18n-react';
import { periodText, priceLabel, type PricedPass } from '../price-label';

/** The spec §9 price label of a pass (base price, "/ N unit"), with its sale price beside it and its service fee line. */
export function PassPrice({ pass }: { pass: PricedPass }) {
  const { t, i18n } = useTranslation();
  const label = priceLabel(pass, i18n.resolvedLanguage ?? i18n.language);
  const period = periodText(label.period, (unit, count) => t(`passes.units.${unit}`, { count }));
  return (
    <div className="pass-price">
      <p className="pass-price__line">
        <span className="pass-price__currency">{label.currency}</span> <BaseAmount className="pass-price__amount" amount={label.amount} onSale={Boolean(label.sale)} />
        {period ? <span className="pass-price__period"> {period}</span> : null}
      </p>
      {label.sale ? <p className="pass-price__sale">{t('passes.salePrice', { amount: label.sale })}</p> : null}
      {label.fee ? <p className="pass-price__fee">{t('passes.fee', { amount: label.fee })}</p> : null}
    </div>
  );
}

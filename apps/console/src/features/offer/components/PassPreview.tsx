import { type PricedPass, priceLabel } from '@ott/contracts/price-label';
import { useTranslation } from 'react-i18next';

export interface PreviewPass extends PricedPass {
  name: string;
  description: string | null;
  image: string | null;
  trial_period: number | null;
}

/**
 * The viewer's pass card as it will appear: the spec §9 price label (the same `priceLabel` the viewer app
 * uses), the sale price beside it, the fee line and the trial. Labelled for screen readers as a preview.
 */
export function PassPreview({ pass }: { pass: PreviewPass }) {
  const { t, i18n } = useTranslation('offer');
  const label = priceLabel(pass, i18n.resolvedLanguage ?? i18n.language);
  const unit = label.period ? t(`units.${label.period.unit}`, { count: label.period.count }) : '';
  const period = label.period ? ` / ${label.period.count > 1 ? `${label.period.count} ${unit}` : unit}` : '';
  return (
    <figure className="offer-preview" aria-label={t('preview.label')}>
      <figcaption className="offer-preview__caption">{t('preview.title')}</figcaption>
      <div className="offer-card">
        {pass.image ? <img className="offer-card__image" src={pass.image} alt="" /> : null}
        <p className="offer-card__name">{pass.name || t('preview.untitled')}</p>
        <p className="offer-card__price" data-testid="price-label">
          <span>{label.currency}</span> <span>{label.amount}</span>
          {period}
        </p>
        {label.sale ? <p className="offer-card__sale">{t('preview.sale', { amount: label.sale })}</p> : null}
        {label.fee ? <p className="offer-card__fee">{t('preview.fee', { amount: label.fee })}</p> : null}
        {pass.trial_period ? <p className="offer-card__trial">{t('preview.trial', { count: pass.trial_period })}</p> : null}
        {pass.description ? <p className="offer-card__description">{pass.description}</p> : null}
      </div>
    </figure>
  );
}

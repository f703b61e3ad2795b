import { type PricedPass, periodText, priceLabel } from '@ott/contracts/price-label';
import { useTranslation } from 'react-i18next';

export interface PreviewPass extends PricedPass {
  name: string;
  description: string | null;
  image: string | null;
  trial_period: number | null;
  kind: 'pass' | 'subscription' | 'addon' | 'event';
  is_team_pass: boolean;
}

/** What the pass opens, as the viewer's card words it (its `coverageOf`): one line under the description. */
export type PreviewCoverage =
  | { kind: 'everything' | 'event' | 'none' }
  | { kind: 'teams'; count: number }
  | { kind: 'categories' | 'addition'; names: string[] };

export function previewCoverage(draft: { kind: string; covers_all_events: boolean; is_team_pass: boolean; participants: number[]; categoryNames: string[]; extendsNames: string[] }): PreviewCoverage {
  if (draft.covers_all_events) return { kind: 'everything' };
  if (draft.kind === 'event') return { kind: 'event' };
  if (draft.is_team_pass || draft.participants.length > 0) return { kind: 'teams', count: draft.participants.length };
  if (draft.categoryNames.length > 0) return { kind: 'categories', names: draft.categoryNames };
  if (draft.extendsNames.length > 0) return { kind: 'addition', names: draft.extendsNames };
  return { kind: 'none' };
}

/** The badge the viewer's card shows (its `passKindKey`), in the viewer's words. */
const badgeOf = (pass: PreviewPass) => (pass.kind === 'subscription' ? 'subscription' : pass.is_team_pass ? 'team' : pass.kind);

/**
 * The viewer's pass card as it will appear, in the order the viewer's `/packages` card shows it: the kind and the trial,
 * the name, the operator's description, then the spec §9 price label (the same `priceLabel` and `periodText` the
 * viewer app uses), the sale price beside it and the fee line. Labelled for screen readers as a preview. While the price
 * typed does not read as an amount (`priceUnreadable`), the card says so rather than show a price no viewer would see.
 */
export function PassPreview({ pass, coverage = { kind: 'none' }, priceUnreadable = false }: { pass: PreviewPass; coverage?: PreviewCoverage; priceUnreadable?: boolean }) {
  const { t, i18n } = useTranslation('offer');
  const label = priceLabel(pass, i18n.resolvedLanguage ?? i18n.language);
  const period = periodText(label.period, (unit, count) => t(`units.${unit}`, { count }));
  return (
    <figure className="offer-preview" aria-label={t('preview.label')}>
      <figcaption className="offer-preview__caption">{t('preview.title')}</figcaption>
      <div className="offer-card">
        {pass.image ? <img className="offer-card__image" src={pass.image} alt="" /> : null}
        <p className="offer-card__badges">
          <span className="offer-card__kind">{t(`cardKinds.${badgeOf(pass)}`)}</span>
          {pass.trial_period ? <span className="offer-card__trial">{t('preview.trial', { count: pass.trial_period })}</span> : null}
        </p>
        <p className="offer-card__name">{pass.name || t('preview.untitled')}</p>
        {pass.description ? <p className="offer-card__description">{pass.description}</p> : null}
        {coverage.kind === 'none' ? null : (
          <p className="offer-card__covers">{t(`preview.covers.${coverage.kind}`, 'count' in coverage ? { count: coverage.count } : 'names' in coverage ? { names: coverage.names.join(', ') } : {})}</p>
        )}
        {priceUnreadable ? (
          <p className="offer-card__price offer-card__price--unread" data-testid="price-label">
            {t('preview.noPrice')}
          </p>
        ) : (
          <>
            <p className="offer-card__price" data-testid="price-label">
              <span>{label.currency}</span> <span>{label.amount}</span>
              {period ? ` ${period}` : null}
            </p>
            {label.sale ? <p className="offer-card__sale">{t('preview.sale', { amount: label.sale })}</p> : null}
            {label.fee ? <p className="offer-card__fee">{t('preview.fee', { amount: label.fee })}</p> : null}
          </>
        )}
      </div>
    </figure>
  );
}

import type { PassSummary } from '@ott/contracts/channel';
import { useTranslation } from '../../../lib/i18n-react';
import { formatPrice } from '../../../lib/format';

/** Spec §9 price label: currency code, symbol and base price (price when absent), then "/ period". */
export function PassCard({ pass }: { pass: PassSummary }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const amount = formatPrice(pass.base_price ?? pass.price, pass.currency, language);
  const kind = pass.type === 'subscription' ? t('passes.subscription') : pass.is_team_pass ? t('passes.teamPass') : t('passes.package');
  return (
    <article className="card pass-card">
      {pass.image ? <img className="pass-card__image" src={pass.image} alt="" loading="lazy" /> : <div className="pass-card__image pass-card__image--empty" />}
      <div className="pass-card__body">
        <p className="pass-card__kind">{kind}</p>
        <h2 className="pass-card__name">{pass.name}</h2>
        <p className="pass-card__price">
          <span className="pass-card__currency">{pass.currency}</span> {amount}
          {pass.period ? <span className="pass-card__period"> {t('passes.perPeriod', { period: t(`passes.periods.${pass.period}`) })}</span> : null}
        </p>
        {pass.trial_period ? <p className="pass-card__trial">{t('passes.trial', { count: pass.trial_period })}</p> : null}
      </div>
    </article>
  );
}

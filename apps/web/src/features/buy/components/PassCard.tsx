import type { Pass } from '@ott/contracts/commerce';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n-react';
import { CoverageText } from './CoverageText';
import type { Coverage } from './pass-coverage';
import { PassPrice } from './PassPrice';

/** Subscriptions go straight to checkout; packages first show what they cover (spec §2 /select-package). */
export const buyLink = (pass: Pick<Pass, 'id' | 'type'>) =>
  pass.type === 'subscription' ? `/buy?subscription_id=${pass.id}` : `/select-package/${pass.id}`;

export function passKindKey(pass: Pick<Pass, 'type' | 'is_team_pass' | 'pass_type'>): string {
  if (pass.type === 'subscription') return 'passes.subscription';
  if (pass.is_team_pass) return 'passes.teamPass';
  if (pass.pass_type === 'addition') return 'passes.addition';
  return pass.type === 'event' ? 'passes.singleEvent' : 'passes.package';
}

export function PassCard({ pass, coverage, showBuy = true }: { pass: Pass; coverage: Coverage; showBuy?: boolean }) {
  const { t } = useTranslation();
  return (
    <article className="card pass-card" aria-labelledby={`pass-${pass.type}-${pass.id}`}>
      {pass.image ? <img className="pass-card__image" src={pass.image} alt="" loading="lazy" /> : null}
      <div className="pass-card__body">
        <div className="pass-card__badges">
          <span className="pass-card__kind">{t(passKindKey(pass))}</span>
          {pass.trial_period ? <span className="badge badge--trial">{t('passes.trial', { count: pass.trial_period })}</span> : null}
          {pass.purchased ? <span className="badge badge--owned">{t('passes.purchased')}</span> : null}
        </div>
        <h2 className="pass-card__name" id={`pass-${pass.type}-${pass.id}`}>
          {pass.name}
        </h2>
        {pass.description ? <p className="pass-card__description">{pass.description}</p> : null}
        <CoverageText coverage={coverage} />
        <PassPrice pass={pass} />
        {showBuy && !pass.purchased ? (
          <Link className="button button--primary pass-card__buy" to={buyLink(pass)} aria-label={t('passes.buyNamed', { name: pass.name })}>
            {t('passes.buy')}
          </Link>
        ) : null}
      </div>
    </article>
  );
}

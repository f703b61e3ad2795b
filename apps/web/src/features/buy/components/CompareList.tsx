import type { Pass } from '@ott/contracts/commerce';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/StateMessages';
import { Spinner } from '../../../components/ui/Spinner';
import { useTranslation } from '../../../lib/i18n-react';
import { usePassesForEvent } from '../api/passes';
import { buyLink, passKindKey } from './PassCard';
import { PassPrice } from './PassPrice';

/**
 * Every package and subscription that includes the event a single-event package sells, in the operator's order
 * (heaviest first, spec §9): the one chosen marked, those already purchased marked and not offered.
 */
export function CompareList({ eventId, selectedId }: { eventId: number; selectedId: number }) {
  const { t } = useTranslation();
  const { data: passes, error, reload } = usePassesForEvent(eventId);
  let content;
  if (error) content = <ErrorState message={t('passes.compare.loadFailed')} onRetry={reload} />;
  else if (!passes) content = <Spinner label={t('passes.loading')} />;
  else
    content = (
      <ol className="compare__list">
        {passes.map((pass) => (
          <CompareItem key={`${pass.type}-${pass.id}`} pass={pass} selected={pass.type !== 'subscription' && pass.id === selectedId} />
        ))}
      </ol>
    );
  return (
    <section className="compare" aria-labelledby="compare-title">
      <h2 className="section-title" id="compare-title">
        {t('passes.compare.title')}
      </h2>
      <p className="muted">{t('passes.compare.hint')}</p>
      {content}
    </section>
  );
}

function CompareItem({ pass, selected }: { pass: Pass; selected: boolean }) {
  const { t } = useTranslation();
  return (
    <li className={selected ? 'card compare__item compare__item--selected' : 'card compare__item'} aria-current={selected || undefined}>
      {pass.image ? <img className="compare__image" src={pass.image} alt="" loading="lazy" /> : null}
      <div className="compare__body">
        <p className="compare__name">
          <strong>{pass.name}</strong> <span className="pass-card__kind">{t(passKindKey(pass))}</span>
        </p>
        <PassPrice pass={pass} />
      </div>
      <div className="compare__action">
        {pass.purchased ? (
          <span className="badge badge--owned">{t('passes.purchased')}</span>
        ) : selected ? (
          <span className="badge">{t('passes.compare.selected')}</span>
        ) : (
          <Link className="button button--ghost button--small" to={buyLink(pass)} aria-label={t('passes.compare.choose', { name: pass.name })}>
            {t('passes.compare.pick')}
          </Link>
        )}
      </div>
    </li>
  );
}

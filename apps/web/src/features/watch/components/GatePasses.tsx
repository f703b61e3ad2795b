import { periodText, priceLabel } from '@ott/contracts/price-label';
import { Link } from 'react-router';
import { BaseAmount } from '../../../components/payments/BaseAmount';
import { useTranslation } from '../../../lib/i18n-react';
import { useEventPasses } from '../api/event-passes';
import { type WayIn, waysIn } from '../model/ways-in';
import './gate-passes.css';

/** Spec §9 price label: currency code, symbol and base price, then "/ N unit" (N only above 1). */
function LabelText({ pass }: { pass: WayIn['pass'] }) {
  const { t, i18n } = useTranslation();
  const label = priceLabel(pass, i18n.resolvedLanguage ?? i18n.language);
  const period = periodText(label.period, (unit, count) => t(`passes.units.${unit}`, { count }));
  return (
    <span className="gate-passes__price">
      <span>
        {label.currency} <BaseAmount amount={label.amount} onSale={Boolean(label.sale)} />
        {period ? ` ${period}` : null}
      </span>
      {label.sale ? <span className="gate-passes__sale">{t('passes.salePrice', { amount: label.sale })}</span> : null}
    </span>
  );
}

/** Under 'Get access': the passes and subscriptions that open this event, with their prices. Nothing while loading or on error. */
export function GatePasses({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const { data: passes } = useEventPasses(eventId);
  if (!passes) return null;
  const { shown, more } = waysIn(passes, eventId);
  if (shown.length === 0) return null;
  return (
    <section className="gate-passes" aria-labelledby={`gate-passes-${eventId}`}>
      <h2 className="gate-passes__title" id={`gate-passes-${eventId}`}>
        {t('watch.gate.waysIn')}
      </h2>
      <ul className="gate-passes__list">
        {shown.map((way) => (
          <li key={`${way.pass.type}-${way.pass.id}`} className="gate-passes__item">
            <Link className="gate-passes__name" to={way.to}>
              {way.alone ? t('watch.gate.eventAlone') : way.pass.name}
            </Link>
            <LabelText pass={way.pass} />
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <Link className="gate-passes__more" to="/packages">
          {t('watch.gate.morePasses', { count: more })}
        </Link>
      ) : null}
    </section>
  );
}

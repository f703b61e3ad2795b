import { formatPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useEventPasses } from '../api/event-passes';
import { wayIn } from '../model/way-in';
import './gate-price.css';

/** Beside 'Get access': 'From $7.99', or the one pass that opens the event and its price. Nothing while loading or on error. */
export function GatePrice({ eventId }: { eventId: number }) {
  const { t, i18n } = useTranslation();
  const { data: passes } = useEventPasses(eventId);
  const way = passes ? wayIn(passes) : null;
  if (!way) return null;
  const amount = formatPrice(way.price, way.currency, i18n.resolvedLanguage ?? i18n.language);
  return <span className="gate-price">{way.kind === 'from' ? t('watch.gate.from', { amount }) : t('watch.gate.includedIn', { name: way.name, amount })}</span>;
}

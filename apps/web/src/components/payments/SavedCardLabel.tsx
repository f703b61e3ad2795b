import type { SavedCard } from '@ott/contracts/payments';
import { useTranslation } from '../../lib/i18n-react';

/** "Visa ending in 4242, expires 12/28": all the provider keeps of a card. */
export function SavedCardLabel({ card }: { card: SavedCard }) {
  const { t } = useTranslation();
  const expiry = `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`;
  return (
    <span>
      <strong>{card.brand.charAt(0).toUpperCase() + card.brand.slice(1)}</strong> {t('payments.card.endingIn', { last4: card.last4 })}{' '}
      <span className="muted">· {t('payments.card.expires', { date: expiry })}</span>
    </span>
  );
}

import { Modal } from '../../../components/ui/Modal';
import { paymentMessage } from '../../../components/payments/payment-messages';
import { useTranslation } from '../../../lib/i18n-react';

/** Spec §4: a failed order rejects the wait with a popup; closing it goes back to the form to try again. */
export function PaymentFailedDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal onClose={onClose} label={t('buy.failed.title')}>
      <div className="form" role="alert">
        <h2 className="section-title">{t('buy.failed.title')}</h2>
        <p>{message ? paymentMessage(t, message) : t('buy.failed.generic')}</p>
        <p className="muted">{t('buy.failed.nothingCharged')}</p>
        <div className="checkout-actions">
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('buy.failed.retry')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

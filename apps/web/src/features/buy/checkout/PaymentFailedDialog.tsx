import { firstFocusableIn, Modal } from '../../../components/ui/Modal';
import { paymentMessage } from '../../../components/payments/payment-messages';
import { useTranslation } from '../../../lib/i18n-react';

const paymentFormField = () => firstFocusableIn(document.querySelector('form.checkout__payment'));

/**
 * Spec §4: a failed order rejects the wait with a popup; closing it goes back to the form to try again, with the focus
 * on the payment form's first field (the form was hidden while the payment settled, so nothing had the focus).
 */
export function PaymentFailedDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal onClose={onClose} label={t('buy.failed.title')} returnFocusTo={paymentFormField}>
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

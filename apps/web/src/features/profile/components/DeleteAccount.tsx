import { useState } from 'react';
import { toastRequestError } from '../../../components/ui/toast-request-error';
import { Modal } from '../../../components/ui/Modal';
import { showToast } from '../../../components/ui/toast-store';
import { useTranslation } from '../../../lib/i18n-react';
import { requestAccountDeletion } from '../api/account-deletion';

/** "Delete account": confirmed in a dialog, then by the link mailed to the account's address. */
export function DeleteAccount({ email }: { email: string }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);

  const confirm = async () => {
    setSending(true);
    try {
      await requestAccountDeletion();
      setConfirming(false);
      showToast(t('profile.delete.mailSent', { email }), { type: 'success', duration: 10_000 });
    } catch (error) {
      toastRequestError(error, t);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="card card--padded form danger-zone" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title" className="section-title">
        {t('profile.delete.title')}
      </h2>
      <p className="muted">{t('profile.delete.explanation')}</p>
      <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
        {t('profile.delete.button')}
      </button>
      {confirming ? (
        <Modal onClose={() => setConfirming(false)} label={t('profile.delete.confirmTitle')}>
          <div className="form">
            <h2 className="section-title">{t('profile.delete.confirmTitle')}</h2>
            <p>{t('profile.delete.confirmText', { email })}</p>
            <div className="button-row">
              <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
                {t('profile.delete.cancel')}
              </button>
              <button type="button" className="button button--danger" disabled={sending} aria-busy={sending || undefined} onClick={() => void confirm()}>
                {sending ? t('auth.sending') : t('profile.delete.confirm')}
              </button>
            </div>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}

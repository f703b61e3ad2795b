import { useTranslation } from '../../lib/i18n-react';
import { useStore } from '../../lib/store';
import { dismissToast, toastStore } from './toast-store';
import './toaster.css';

export function Toaster() {
  const toasts = useStore(toastStore);
  const { t } = useTranslation();
  return (
    <section className="toaster" aria-label={t('toast.region')}>
      <ol className="toaster__list" aria-live="polite" aria-relevant="additions text">
        {toasts.map((toast) => (
          <li key={toast.id} className={`toast toast--${toast.type}`} role={toast.type === 'error' ? 'alert' : 'status'}>
            <span className="toast__icon" aria-hidden="true" />
            <p className="toast__text">{toast.text}</p>
            <button type="button" className="toast__dismiss" aria-label={t('toast.dismiss')} onClick={() => dismissToast(toast.id)}>
              ×
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

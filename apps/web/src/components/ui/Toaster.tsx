import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useStore } from '../../lib/store';
import { dismissToast, toastStore, type Toast } from './toast-store';
import './toaster.css';

/**
 * A toast's time on screen counts from when it is shown: the first toast's code loads on demand (OverlayHost), which
 * on a busy phone can take longer than the toast lasts.
 */
function ToastItem({ toast, dismissLabel }: { toast: Toast; dismissLabel: string }) {
  useEffect(() => {
    if (toast.duration <= 0) return undefined;
    const timer = setTimeout(() => dismissToast(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast.id, toast.duration]);
  return (
    <li className={`toast toast--${toast.type}`} role={toast.type === 'error' ? 'alert' : 'status'}>
      <span className="toast__icon" aria-hidden="true" />
      <p className="toast__text">{toast.text}</p>
      <button type="button" className="toast__dismiss" aria-label={dismissLabel} onClick={() => dismissToast(toast.id)}>
        ×
      </button>
    </li>
  );
}

export function Toaster() {
  const toasts = useStore(toastStore);
  const { t } = useTranslation();
  return (
    <section className="toaster" aria-label={t('toast.region')}>
      <ol className="toaster__list" aria-live="polite" aria-relevant="additions text">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} dismissLabel={t('toast.dismiss')} />
        ))}
      </ol>
    </section>
  );
}

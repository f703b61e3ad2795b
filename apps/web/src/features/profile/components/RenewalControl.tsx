import type { Order } from '@ott/contracts/commerce';
import { useState } from 'react';
import { toastRequestError } from '../../../components/ui/toast-request-error';
import { formatDay } from '../../../components/payments/format-day';
import { Modal } from '../../../components/ui/Modal';
import { useTranslation } from '../../../lib/i18n-react';
import { cancelRenewal } from '../api/subscriptions';
import type { RenewalStep } from '../model/renewal';

/** "Cancel auto-renewal" for one subscription order: confirm, processing, finished; `onCancelled` when the dialog closes. */
export function RenewalControl({ order, onCancelled }: { order: Order; onCancelled: () => void }) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<RenewalStep>({ step: 'idle' });
  const until = order.period_end ? formatDay(order.period_end, i18n.resolvedLanguage ?? i18n.language) : '';

  const confirm = async () => {
    setState({ step: 'processing' });
    try {
      setState({ step: 'finished', order: await cancelRenewal(order.id) });
    } catch (error) {
      toastRequestError(error, t);
      setState({ step: 'confirming' });
    }
  };
  const close = () => {
    if (state.step === 'processing') return;
    if (state.step === 'finished') {
      setState({ step: 'cancelled' });
      onCancelled();
    } else setState({ step: 'idle' });
  };

  if (state.step === 'cancelled') return null;
  const finished = state.step === 'finished' ? state.order : null;
  const processing = state.step === 'processing';
  return (
    <>
      <button type="button" className="button button--ghost button--small" onClick={() => setState({ step: 'confirming' })} aria-label={t('profile.renewal.cancelNamed', { name: order.product.name })}>
        {t('profile.renewal.cancel')}
      </button>
      {state.step === 'idle' ? null : (
        <Modal onClose={close} label={t('profile.renewal.title')}>
          {finished ? (
            <div className="form" role="status">
              <h2 className="section-title">{t('profile.renewal.finishedTitle')}</h2>
              <p>{t('profile.renewal.finishedText', { name: finished.product.name, date: finished.period_end ? formatDay(finished.period_end, i18n.resolvedLanguage ?? i18n.language) : until })}</p>
              <div className="button-row">
                <button type="button" className="button button--primary" onClick={close} autoFocus>
                  {t('profile.renewal.done')}
                </button>
              </div>
            </div>
          ) : (
            <div className="form">
              <h2 className="section-title">{t('profile.renewal.title')}</h2>
              <p>{t('profile.renewal.confirmText', { name: order.product.name, date: until })}</p>
              <div className="button-row">
                <button type="button" className="button button--ghost" onClick={close} disabled={processing}>
                  {t('profile.renewal.keep')}
                </button>
                <button type="button" className="button button--danger" onClick={() => void confirm()} disabled={processing} aria-busy={processing || undefined}>
                  {processing ? t('profile.renewal.processing') : t('profile.renewal.confirm')}
                </button>
              </div>
            </div>
          )}
        </Modal>
      )}
    </>
  );
}

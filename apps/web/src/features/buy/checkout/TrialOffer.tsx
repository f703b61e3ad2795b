import type { Order, Pass } from '@ott/contracts/commerce';
import { useState } from 'react';
import { toastRequestError } from '../../../components/ui/toast-request-error';
import { useTranslation } from '../../../lib/i18n-react';
import { refreshAfterPurchase, startTrial } from '../api/checkout';

/** "Start free trial": no card taken; offered only while the user has not used a trial (see canStartTrial). */
export function TrialOffer({ pass, onStarted }: { pass: Pass; onStarted: (order: Order) => void }) {
  const { t } = useTranslation();
  const [starting, setStarting] = useState(false);
  const start = async () => {
    setStarting(true);
    try {
      const order = await startTrial(pass.id);
      onStarted(order);
      await refreshAfterPurchase();
    } catch (error) {
      toastRequestError(error, t);
      setStarting(false);
    }
  };
  return (
    <section className="card card--padded checkout__trial" aria-labelledby="trial-title">
      <h2 id="trial-title" className="section-title">
        {t('buy.trial.title', { count: pass.trial_period ?? 0 })}
      </h2>
      <p className="muted">{t('buy.trial.text')}</p>
      <button type="button" className="button button--primary" disabled={starting} aria-busy={starting || undefined} onClick={() => void start()}>
        {starting ? t('buy.trial.starting') : t('buy.trial.start')}
      </button>
    </section>
  );
}

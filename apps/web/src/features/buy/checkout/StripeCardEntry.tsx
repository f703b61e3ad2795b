import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import type { ElementState } from '../model/checkout-form';
import type { CardElementHandle } from './card-element-handle';

/** loadStripe resolves null where Stripe.js cannot run; either way there is no card form. */
const loadStripeOrFail = async (publishableKey: string): Promise<Stripe> => {
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js is not available');
  return stripe;
};

interface CardInputProps {
  /** The element is ready to make payment methods (null when it goes away). */
  onReady: (handle: CardElementHandle | null) => void;
  onChange: (state: ElementState) => void;
}

type StripeCardEntryProps = CardInputProps & { publishableKey: string };

/** Stripe Elements' card field, loaded (with Stripe.js from js.stripe.com) only when a Stripe key is configured. */
export default function StripeCardEntry({ publishableKey, ...input }: StripeCardEntryProps) {
  const { t, i18n } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [stripe, setStripe] = useState<{ attempt: number; value: Stripe | null } | null>(null);

  useEffect(() => {
    let current = true;
    loadStripeOrFail(publishableKey).then(
      (value) => current && setStripe({ attempt, value }),
      () => current && setStripe({ attempt, value: null }),
    );
    return () => {
      current = false;
    };
  }, [publishableKey, attempt]);

  const loaded = stripe?.attempt === attempt ? stripe : null;
  if (!loaded) return <p className="muted">{t('payments.stripe.loading')}</p>;
  if (!loaded.value)
    return (
      <div className="state-message state-message--error" role="alert">
        <p className="state-message__text">{t('payments.stripe.loadFailed')}</p>
        <button type="button" className="button button--ghost button--small" onClick={() => setAttempt((value) => value + 1)}>
          {t('events.retry')}
        </button>
      </div>
    );
  const locale = (i18n.resolvedLanguage ?? i18n.language) === 'fr' ? 'fr' : 'en';
  return (
    <Elements stripe={loaded.value} options={{ locale }}>
      <CardInput {...input} />
    </Elements>
  );
}

function CardInput({ onReady, onChange }: CardInputProps) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();

  useEffect(() => {
    onReady({
      async createPaymentMethod() {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) throw new Error(t('payments.stripe.loadFailed'));
        const result = await stripe.createPaymentMethod({ type: 'card', card });
        if (result.error) throw new Error(result.error.message ?? t('payments.stripe.loadFailed'));
        return result.paymentMethod.id;
      },
    });
    return () => onReady(null);
  }, [onReady, stripe, elements, t]);

  return (
    <div className="form-field">
      <span className="form-field__label">{t('payments.card.details')}</span>
      <div className="input stripe-card">
        <CardElement
          onChange={(event: StripeCardElementChangeEvent) => onChange({ empty: event.empty, complete: event.complete, error: event.error?.message })}
          options={{ hidePostalCode: true }}
        />
      </div>
    </div>
  );
}

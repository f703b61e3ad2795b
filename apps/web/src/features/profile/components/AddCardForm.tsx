import { useForm } from 'react-hook-form';
import { Form, SubmitButton } from '@ott/client/forms';
import { toastRequestError } from '../../../components/ui/toast-request-error';
import { CARD_FIELDS, type CardFields } from '../../../components/payments/card-input';
import { saveCard, tokenizeSandboxCard } from '../../../components/payments/payments-api';
import { SandboxCardFields } from '../../../components/payments/SandboxCardFields';
import { showToast } from '../../../components/ui/toast-store';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n-react';
import { cardResolver } from './card-form';
import '../../../components/forms/forms.css';

/** A new card saved through a setup intent: the sandbox form makes the payment method, the intent keeps it. */
export function AddCardForm({ onSaved, onCancel }: { onSaved: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const form = useForm<CardFields>({ resolver: cardResolver(), defaultValues: { number: '', expiry: '', cvc: '' } });

  const submit = async (values: CardFields) => {
    try {
      await saveCard(await tokenizeSandboxCard(values));
      for (const name of CARD_FIELDS) form.setValue(name, '');
      showToast(t('profile.cards.saved'), { type: 'success' });
      onSaved();
    } catch (error) {
      const numberError = isApiError(error) ? (error.errors.number ?? error.errors.payment_method)?.[0] : undefined;
      if (numberError) form.setError('number', { type: 'server', message: numberError }, { shouldFocus: true });
      else toastRequestError(error, t);
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="form add-card" aria-label={t('profile.cards.add')}>
      <SandboxCardFields />
      <div className="button-row">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('profile.cards.cancel')}
        </button>
        <SubmitButton pendingLabel={t('profile.cards.saving')}>
          {t('profile.cards.save')}
        </SubmitButton>
      </div>
    </Form>
  );
}

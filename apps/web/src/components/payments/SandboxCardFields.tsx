import { FormMessagesProvider, TextField } from '@ott/client/forms';
import { useTranslation } from '../../lib/i18n-react';
import '../forms/forms.css';
import { formatCardNumber, formatCvc, formatExpiry } from './card-input';
import { paymentMessage } from './payment-messages';

/**
 * The sandbox's card form: number, expiry and CVC, formatted as typed, in the enclosing form (its values name them
 * `number`, `expiry`, `cvc`). It stands in for Stripe Elements when no Stripe key is set; the number is only ever
 * sent to `POST sandbox/tokens`.
 */
export function SandboxCardFields() {
  const { t } = useTranslation();
  return (
    <FormMessagesProvider translate={(message) => paymentMessage(t, message)}>
      <div className="card-fields">
        <TextField
          name="number"
          label={t('payments.card.number')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          spellCheck={false}
          format={formatCardNumber}
        />
        <div className="card-fields__row">
          <TextField name="expiry" label={t('payments.card.expiry')} inputMode="numeric" autoComplete="cc-exp" placeholder={t('payments.card.expiryPlaceholder')} format={formatExpiry} />
          <TextField name="cvc" label={t('payments.card.cvc')} inputMode="numeric" autoComplete="cc-csc" placeholder="123" format={formatCvc} />
        </div>
        <p className="form-field__hint">{t('payments.card.sandboxHint')}</p>
      </div>
    </FormMessagesProvider>
  );
}

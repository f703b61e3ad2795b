import type { ChangeEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react';
import { TextField } from '../forms/Field';
import { type CardFields, formatCardNumber, formatCvc, formatExpiry } from './card-input';
import { paymentMessage } from './payment-messages';

type CardForm = CardFields & FieldValues;

/**
 * The sandbox's card form: number, expiry and CVC, formatted as typed. It stands in for Stripe Elements
 * when no Stripe key is set; the number is only ever sent to `POST sandbox/tokens`.
 */
export function SandboxCardFields<T extends CardForm>({ form }: { form: UseFormReturn<T> }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const field = (name: keyof CardFields, format: (value: string) => string) => {
    const registered = form.register(name as Path<T>);
    const message = errors[name]?.message;
    return {
      ...registered,
      error: typeof message === 'string' ? { message: paymentMessage(t, message) } : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = format(event.target.value);
        return registered.onChange(event);
      },
    };
  };
  return (
    <div className="card-fields">
      <TextField
        label={t('payments.card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        spellCheck={false}
        {...field('number', formatCardNumber)}
      />
      <div className="card-fields__row">
        <TextField label={t('payments.card.expiry')} inputMode="numeric" autoComplete="cc-exp" placeholder={t('payments.card.expiryPlaceholder')} {...field('expiry', formatExpiry)} />
        <TextField label={t('payments.card.cvc')} inputMode="numeric" autoComplete="cc-csc" placeholder="123" {...field('cvc', formatCvc)} />
      </div>
      <p className="form-field__hint">{t('payments.card.sandboxHint')}</p>
    </div>
  );
}

import type { SavedCard } from '@ott/contracts/payments';
import { type FormEvent, lazy, Suspense, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { CheckboxField, SubmitButton } from '@ott/client/forms';
import { toastRequestError } from '../../../components/ui/toast-request-error';
import { CARD_FIELDS } from '../../../components/payments/card-input';
import { paymentMessage } from '../../../components/payments/payment-messages';
import { tokenizeSandboxCard, useSavedCards } from '../../../components/payments/payments-api';
import { SandboxCardFields } from '../../../components/payments/SandboxCardFields';
import { SavedCardLabel } from '../../../components/payments/SavedCardLabel';
import { Spinner } from '../../../components/ui/Spinner';
import { isApiError } from '../../../lib/api-client';
import { useChannel } from '../../../lib/channel-context';
import { formatPrice } from '@ott/client/format';
import { useTranslation } from '../../../lib/i18n-react';
import { messageText } from '@ott/client/messages/server-text';
import type { CardElementHandle } from './card-element-handle';
import { type CheckoutValues, checkoutDefaults, checkoutResolver, type ElementState, elementIssue, NEW_CARD } from '../model/checkout-form';
import { ALREADY_OWNED, PAYMENT_IN_PROGRESS } from '../model/purchase';
import '../../../components/forms/forms.css';

const StripeCardEntry = lazy(() => import('./StripeCardEntry'));

/** What the buy request carries about the payment. */
export interface PaymentChoice {
  payment_method: string;
  save_card: boolean;
}

interface PaymentFormProps {
  total: { amount: number; currency: string } | null;
  /** Buys with the chosen card; rejects with the server's error. */
  onPay: (choice: PaymentChoice) => Promise<void>;
}

/** Stripe Elements when the settings file names Stripe with a publishable key; else the sandbox's own card form. */
function useStripeKey(): string | null {
  const payments = useChannel().projectSettings?.payments;
  return payments?.provider === 'stripe' && payments.publishable_key ? payments.publishable_key : null;
}

export function PaymentForm(props: PaymentFormProps) {
  const { t } = useTranslation();
  const cards = useSavedCards();
  if (cards.loading) return <Spinner label={t('buy.payment.loadingCards')} />;
  // Without the saved cards a new card still works.
  return <PaymentFormFields {...props} savedCards={cards.data ?? []} />;
}

function PaymentFormFields({ total, onPay, savedCards }: PaymentFormProps & { savedCards: SavedCard[] }) {
  const { t, i18n } = useTranslation();
  const stripeKey = useStripeKey();
  const [cardElement, setCardElement] = useState<CardElementHandle | null>(null);
  const [elementState, setElementState] = useState<ElementState | null>(null);
  const resolver = useMemo(() => checkoutResolver(stripeKey ? 'element' : 'sandbox'), [stripeKey]);
  const form = useForm<CheckoutValues>({ resolver, defaultValues: checkoutDefaults(savedCards.length > 0) });
  const { errors, isSubmitting } = form.formState;
  const choice = useWatch({ control: form.control, name: 'card' });

  const paymentMethodOf = async (values: CheckoutValues): Promise<string | null> => {
    if (values.card !== NEW_CARD) return values.card;
    try {
      if (stripeKey) {
        if (!cardElement) throw new Error(t('payments.stripe.loadFailed'));
        return await cardElement.createPaymentMethod();
      }
      const token = await tokenizeSandboxCard(values);
      // The number has done its job: it is not kept, even for a retry.
      for (const name of CARD_FIELDS) form.setValue(name, '');
      return token;
    } catch (error) {
      const numberError = isApiError(error) ? error.errors.number?.[0] : undefined;
      if (numberError) form.setError('number', { type: 'server', message: numberError }, { shouldFocus: true });
      else if (isApiError(error)) toastRequestError(error, t);
      else form.setError('card', { type: 'server', message: error instanceof Error ? error.message : String(error) });
      return null;
    }
  };

  /** Stripe's element is checked beside the form's own rules, so every problem shows at once. */
  const cardElementIssue = (values: CheckoutValues) => (stripeKey && values.card === NEW_CARD ? elementIssue(elementState) : null);
  const showElementIssue = (issue: string | null) => issue && form.setError('card', { type: 'element', message: issue });

  const submit = form.handleSubmit(async (values) => {
    const issue = cardElementIssue(values);
    if (issue) return void showElementIssue(issue);
    const paymentMethod = await paymentMethodOf(values);
    if (!paymentMethod) return;
    try {
      await onPay({ payment_method: paymentMethod, save_card: values.card === NEW_CARD && values.save_card });
    } catch (error) {
      const cardError = isApiError(error) ? error.errors.payment_method?.[0] : undefined;
      if (cardError) form.setError('card', { type: 'server', message: cardError });
      else if (isApiError(error) && (error.code === ALREADY_OWNED || error.code === PAYMENT_IN_PROGRESS)) form.setError('root.server', { type: error.code, message: error.message });
      else toastRequestError(error, t);
    }
  }, () => showElementIssue(cardElementIssue(form.getValues())));

  // One buy at a time: a second click (or Enter) while the first is on its way sends nothing.
  const inFlight = useRef(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    void submit(event).finally(() => {
      inFlight.current = false;
    });
  };
  const refusal = errors.root?.server?.message;

  const cardError = errors.card?.message;
  const amount = total ? formatPrice(total.amount, total.currency, i18n.resolvedLanguage ?? i18n.language) : null;
  const newCard = choice === NEW_CARD;
  return (
    <FormProvider {...form}>
      <form className="card card--padded form checkout__payment" noValidate onSubmit={onSubmit} aria-labelledby="checkout-payment-title">
        <h2 id="checkout-payment-title" className="section-title">
          {t('buy.payment.title')}
        </h2>
        <fieldset className="fieldset payment-choice" aria-describedby={cardError ? 'card-choice-error' : undefined}>
          <legend className="visually-hidden">{t('buy.payment.choose')}</legend>
          {savedCards.length > 0 ? (
            <div className="payment-choice__options">
              {savedCards.map((card) => (
                <label key={card.id} className="payment-choice__option">
                  <input type="radio" value={card.id} {...form.register('card')} />
                  <SavedCardLabel card={card} />
                </label>
              ))}
              <label className="payment-choice__option">
                <input type="radio" value={NEW_CARD} {...form.register('card')} />
                <span>{t('buy.payment.newCard')}</span>
              </label>
            </div>
          ) : null}
          {cardError ? (
            <p id="card-choice-error" className="form-field__error" role="alert">
              {paymentMessage(t, cardError)}
            </p>
          ) : null}
          {newCard ? (
            <div className="payment-choice__new">
              {stripeKey ? (
                <Suspense fallback={<Spinner label={t('payments.stripe.loading')} />}>
                  <StripeCardEntry publishableKey={stripeKey} onReady={setCardElement} onChange={setElementState} />
                </Suspense>
              ) : (
                <SandboxCardFields />
              )}
              <CheckboxField name="save_card" label={t('buy.payment.saveCard')} />
            </div>
          ) : null}
        </fieldset>
        <CheckboxField name="terms" label={t('buy.payment.terms')} hint={t('passes.salesFinal')} />
        {refusal ? (
          <p className="form-field__error" role="alert">
            {messageText(t, refusal)}
          </p>
        ) : null}
        <SubmitButton pending={isSubmitting} pendingLabel={t('buy.payment.paying')}>
          {amount ? t('buy.payment.payAmount', { amount }) : t('buy.payment.pay')}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}

import { REFUND_REASON_MAX } from '@ott/contracts/admin-orders';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { ErrorMessage } from '@ott/client/forms';
import { minorUnits, money } from '../format';

export interface RefundDialogProps {
  open: boolean;
  /** What may still be refunded, minor units. */
  refundable: number;
  currency: string;
  busy: boolean;
  /** The server's refusal, already in the console's language. */
  error: string | null;
  onClose: () => void;
  /** No amount: everything that remains (a full refund). */
  onSubmit: (body: { amount?: number; reason: string }) => void;
}

/**
 * A refund in two steps: what (in full or in part, an amount in the currency) and why (required), then a confirmation
 * that names the amount and what happens to the buyer's access — a full refund removes it, a partial one keeps it.
 * Give it a new `key` each time it opens, so it starts empty.
 */
export function RefundDialog({ open, refundable, currency, busy, error, onClose, onSubmit }: RefundDialogProps) {
  const { t, i18n } = useTranslation('orders');
  const [kind, setKind] = useState<'full' | 'partial'>('full');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  /** Set on Continue to the refusal shown then (none: null); a new refusal from the server sends the operator back to the form. */
  const [confirmedWith, setConfirmedWith] = useState<string | null | undefined>(undefined);
  const confirming = confirmedWith !== undefined && confirmedWith === error;
  const [touched, setTouched] = useState(false);
  const ids = { amount: useId(), reason: useId(), amountError: useId(), reasonError: useId() };

  const partialAmount = minorUnits(amountText);
  const amount = kind === 'full' ? refundable : partialAmount;
  const amountError =
    kind === 'partial'
      ? partialAmount === null || partialAmount < 1
        ? t('refund.amountInvalid')
        : partialAmount > refundable
          ? t('refund.amountTooMuch', { max: money(refundable, currency, i18n.language) })
          : null
      : null;
  const reasonError = reason.trim() ? null : t('refund.reasonRequired');
  const full = kind === 'full' || amount === refundable;
  const format = (minor: number) => money(minor, currency, i18n.language);

  const next = () => {
    setTouched(true);
    if (!amountError && !reasonError) setConfirmedWith(error);
  };
  const submit = () => onSubmit({ ...(kind === 'partial' && partialAmount !== refundable ? { amount: partialAmount! } : {}), reason: reason.trim() });

  return (
    <Dialog
      open={open}
      title={t('refund.title')}
      onClose={onClose}
      footer={
        confirming ? (
          <DialogActions
            label={busy ? t('refund.sending') : t('refund.confirm', { amount: format(amount ?? 0) })}
            onAction={submit}
            onCancel={() => setConfirmedWith(undefined)}
            cancelLabel={t('refund.back')}
            disabled={busy}
            tone="danger"
          />
        ) : (
          <DialogActions label={t('refund.continue')} onAction={next} onCancel={onClose} />
        )
      }
    >
      {confirming ? (
        <div className="stack">
          <p>{t('refund.confirmText', { amount: format(amount ?? 0) })}</p>
          <p className="orders__access-note" role="note">
            {full ? t('refund.fullEffect') : t('refund.partialEffect')}
          </p>
          <p className="muted">{t('refund.reasonShown', { reason: reason.trim() })}</p>
        </div>
      ) : (
        <div className="stack">
          <p className="muted">{t('refund.remaining', { amount: format(refundable) })}</p>
          <fieldset className="fieldset">
            <legend className="field__label">{t('refund.kind')}</legend>
            <label className="choice">
              <input type="radio" name="refund-kind" checked={kind === 'full'} onChange={() => setKind('full')} data-autofocus />
              <span>{t('refund.full', { amount: format(refundable) })}</span>
            </label>
            <label className="choice">
              <input type="radio" name="refund-kind" checked={kind === 'partial'} onChange={() => setKind('partial')} />
              <span>{t('refund.partial')}</span>
            </label>
          </fieldset>
          {kind === 'partial' ? (
            <div className="field">
              <label className="field__label" htmlFor={ids.amount}>
                {t('refund.amount', { currency })}
              </label>
              <input
                id={ids.amount}
                className="input"
                inputMode="decimal"
                value={amountText}
                onChange={(event) => setAmountText(event.target.value)}
                aria-invalid={touched && amountError ? true : undefined}
                aria-describedby={touched && amountError ? ids.amountError : undefined}
              />
              {touched && amountError ? (
                <span id={ids.amountError} className="field__error">
                  {amountError}
                </span>
              ) : null}
            </div>
          ) : null}
          <p className="orders__access-note" role="note">
            {kind === 'full' ? t('refund.fullEffect') : t('refund.partialEffect')}
          </p>
          <div className="field">
            <label className="field__label" htmlFor={ids.reason}>
              {t('refund.reason')}
            </label>
            <textarea
              id={ids.reason}
              className="textarea"
              rows={3}
              maxLength={REFUND_REASON_MAX}
              value={reason}
              required
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={touched && reasonError ? true : undefined}
              aria-describedby={touched && reasonError ? ids.reasonError : undefined}
            />
            {touched && reasonError ? (
              <span id={ids.reasonError} className="field__error">
                {reasonError}
              </span>
            ) : null}
          </div>
          <ErrorMessage message={error} />
        </div>
      )}
    </Dialog>
  );
}

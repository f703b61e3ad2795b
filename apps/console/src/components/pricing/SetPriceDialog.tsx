import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions } from '../Dialog';
import { FieldNotes } from '@ott/client/forms';
import { toast } from '../toast';
import { isApiError } from '../../lib/api';
import { asSentences, serverText } from '../../lib/server-text';
import { parseAmount as toMinor } from '@ott/client/format';
import type { SetEventPrices } from './pricing-calls';

type Pricing = 'free' | 'paid' | 'register' | 'ppv';

/** The events list's bulk "Set price": one pricing type and single-event price for every selected event. */
export function SetPriceDialog({ setPrices, eventIds, open, onClose, onDone }: { setPrices: SetEventPrices; eventIds: number[]; open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('offer');
  const say = (message: string) => serverText(message);
  const id = useId();
  const [pricing, setPricing] = useState<Pricing>('paid');
  const [price, setPrice] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const sold = pricing === 'paid' || pricing === 'ppv';

  async function apply() {
    const minor = sold ? toMinor(price) : null;
    if (sold && minor === null) {
      setErrors({ price: [t('money.invalid')] });
      return;
    }
    try {
      const result = await setPrices({ event_ids: eventIds, pricing_type: pricing, price: minor });
      toast.success(t('bulk.done', { count: result.updated.length }));
      if (result.refused.length > 0) toast.error(t('bulk.refused', { count: result.refused.length, reason: say(result.refused[0]!.message) }));
      setErrors({});
      onDone();
    } catch (error) {
      if (isApiError(error)) setErrors(error.errors);
      toast.error(isApiError(error) ? say(error.message) : t('common.failed'));
    }
  }

  return (
    <Dialog
      open={open}
      title={t('bulk.title', { count: eventIds.length })}
      onClose={onClose}
      footer={
        <DialogActions label={t('bulk.apply')} onAction={() => void apply()} onCancel={onClose} />
      }
    >
      <div className="field">
        <label className="field__label" htmlFor={`${id}-type`}>
          {t('rules.pricingType')}
        </label>
        <select id={`${id}-type`} className="input select" data-autofocus value={pricing} onChange={(event) => setPricing(event.target.value as Pricing)}>
          {(['free', 'paid', 'register', 'ppv'] as const).map((value) => (
            <option key={value} value={value}>
              {t(`pricing.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {sold ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-price`}>
            {t('bulk.price')}
          </label>
          <input id={`${id}-price`} className="input" inputMode="decimal" value={price} onChange={(event) => setPrice(event.target.value)} aria-describedby={errors.price ? `${id}-price-error` : undefined} />
          <FieldNotes id={`${id}-price`} hint={t('bulk.priceHint')} error={errors.price ? asSentences(errors.price.map(say)) : undefined} />
        </div>
      ) : null}
    </Dialog>
  );
}

import type { PricingStep } from '@ott/contracts/pricing-rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { asSentences, serverText } from '../../lib/server-text';
import { FieldNotes } from '@ott/client/forms';
import { amountText as toMajor, parseAmount as toMinor } from '@ott/client/format';
import './pricing.css';

/** One step as edited: the amount as typed (major units) so a half-typed "12." stays on screen. */
export interface StepDraft {
  after_hours: string;
  pricing_type: '' | 'free' | 'paid' | 'register' | 'ppv';
  price_mode: 'keep' | 'amount' | 'percent';
  value: string;
}

export const draftOf = (step: PricingStep, language: string): StepDraft => ({
  after_hours: String(step.after_hours),
  pricing_type: step.pricing_type ?? '',
  price_mode: step.price !== null ? 'amount' : step.price_percent !== null ? 'percent' : 'keep',
  value: step.price !== null ? toMajor(step.price, language) : step.price_percent !== null ? String(step.price_percent) : '',
});

/** The steps as the server takes them; what cannot be read is sent as is, for the server to name the field. */
export function stepsOf(drafts: StepDraft[]): PricingStep[] {
  return drafts.map((draft) => ({
    after_hours: Number(draft.after_hours),
    pricing_type: draft.pricing_type === '' ? null : draft.pricing_type,
    price: draft.price_mode === 'amount' ? (toMinor(draft.value) ?? Number.NaN) : null,
    price_percent: draft.price_mode === 'percent' ? Number(draft.value) : null,
  }));
}

export const emptyStep = (): StepDraft => ({ after_hours: '24', pricing_type: '', price_mode: 'percent', value: '50' });

/** The ordered steps of a replay pricing rule: after N hours from the end, a pricing type and/or a price. */
export function StepsEditor({ steps, onChange, errors, disabled }: { steps: StepDraft[]; onChange: (steps: StepDraft[]) => void; errors?: Record<string, string[]>; disabled?: boolean }) {
  const { t } = useTranslation('offer');
  const id = useId();
  const say = (messages: string[] | undefined) => asSentences((messages ?? []).map((message) => serverText(message))) || undefined;
  const set = (index: number, change: Partial<StepDraft>) => onChange(steps.map((step, at) => (at === index ? { ...step, ...change } : step)));
  const errorOf = (index: number, field: string) => say(errors?.[`steps.${index}.${field}`]);
  return (
    <div className="offer-steps">
      <ol className="offer-steps__list">
        {steps.map((step, index) => (
          <li key={index} className="offer-step">
            <div className="field">
              <label className="field__label" htmlFor={`${id}-${index}-after`}>
                {t('rules.afterHours')}
              </label>
              <input id={`${id}-${index}-after`} className="input" inputMode="numeric" value={step.after_hours} disabled={disabled} onChange={(event) => set(index, { after_hours: event.target.value })} />
              <FieldNotes id={`${id}-${index}-after`} hint={t('rules.afterHoursHint')} error={errorOf(index, 'after_hours')} />
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-${index}-type`}>
                {t('rules.pricingType')}
              </label>
              <select id={`${id}-${index}-type`} className="input select" value={step.pricing_type} disabled={disabled} onChange={(event) => set(index, { pricing_type: event.target.value as StepDraft['pricing_type'] })}>
                <option value="">{t('rules.keepType')}</option>
                {(['free', 'paid', 'register', 'ppv'] as const).map((value) => (
                  <option key={value} value={value}>
                    {t(`pricing.${value}`)}
                  </option>
                ))}
              </select>
              <FieldNotes id={`${id}-${index}-type`} error={errorOf(index, 'pricing_type')} />
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-${index}-mode`}>
                {t('rules.price')}
              </label>
              <select id={`${id}-${index}-mode`} className="input select" value={step.price_mode} disabled={disabled} onChange={(event) => set(index, { price_mode: event.target.value as StepDraft['price_mode'] })}>
                <option value="keep">{t('rules.keepPrice')}</option>
                <option value="percent">{t('rules.percent')}</option>
                <option value="amount">{t('rules.amount')}</option>
              </select>
            </div>
            {step.price_mode !== 'keep' ? (
              <div className="field">
                <label className="field__label" htmlFor={`${id}-${index}-value`}>
                  {step.price_mode === 'percent' ? t('rules.percentValue') : t('rules.amountValue')}
                </label>
                <input id={`${id}-${index}-value`} className="input" inputMode="decimal" value={step.value} disabled={disabled} onChange={(event) => set(index, { value: event.target.value })} />
                <FieldNotes id={`${id}-${index}-value`} error={errorOf(index, step.price_mode === 'percent' ? 'price_percent' : 'price')} />
              </div>
            ) : null}
            {disabled ? null : (
              <button type="button" className="button button--secondary button--small" onClick={() => onChange(steps.filter((_, at) => at !== index))}>
                {t('rules.removeStep', { number: index + 1 })}
              </button>
            )}
          </li>
        ))}
      </ol>
      {errors?.steps ? <p className="field__error">{say(errors.steps)}</p> : null}
      {disabled ? null : (
        <button type="button" className="button button--secondary button--small" onClick={() => onChange([...steps, emptyStep()])}>
          {t('rules.addStep')}
        </button>
      )}
    </div>
  );
}

import type { AdminEvent } from '@ott/contracts/admin-catalogue';
import type { AdminPromoCode, AdminPromoCodeInput, AdminPromoPass, PromoKind, PromoScope } from '@ott/contracts/admin-promotions';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldNotes, LabelledField } from '@ott/client/forms';
import { IdMultiSelect } from '../../../components/IdMultiSelect';
import { isApiError } from '../../../lib/api';
import { useConsoleChannel } from '../../../lib/console-channel';
import { day } from '@ott/client/format';
import { isoToZonedInput, zonedInputToIso } from '../../../lib/zoned-time';
import { asSentences, serverText } from '../../../lib/server-text';
import { money, toMajor, toMinor } from '../api';

/** The form's fields as typed: an amount in major units, dates as the browser's local date and time. */
export interface PromoDraft {
  code: string;
  description: string;
  kind: PromoKind;
  value: string;
  currency: string;
  applies_to: PromoScope;
  pass_ids: number[];
  event_ids: number[];
  valid_from: string;
  valid_to: string;
  max_redemptions: string;
  per_user_limit: string;
  first_purchase_only: boolean;
  active: boolean;
}

/** `2026-12-01T00:00:00.000Z` → the `datetime-local` value of that moment here. */

/** The form's values; the validity dates as the channel's wall clock (`timeZone`). */
export const draftOf = (code: AdminPromoCode | null, language: string, timeZone: string): PromoDraft => ({
  code: code?.code ?? '',
  description: code?.description ?? '',
  kind: code?.kind ?? 'percent',
  value: code ? (code.kind === 'amount' ? toMajor(code.value, language) : String(code.value)) : '',
  currency: code?.currency ?? '',
  applies_to: code?.applies_to ?? 'all',
  pass_ids: code?.pass_ids ?? [],
  event_ids: code?.event_ids ?? [],
  valid_from: isoToZonedInput(code?.valid_from ?? null, timeZone),
  valid_to: isoToZonedInput(code?.valid_to ?? null, timeZone),
  max_redemptions: code?.max_redemptions === null || code?.max_redemptions === undefined ? '' : String(code.max_redemptions),
  per_user_limit: code?.per_user_limit === null || code?.per_user_limit === undefined ? '' : String(code.per_user_limit),
  first_purchase_only: code?.first_purchase_only ?? false,
  active: code?.active ?? true,
});

/** The body the server takes; what cannot be read is sent as NaN (null on the wire) for the server to name the field. */
export function bodyOf(draft: PromoDraft, timeZone: string): AdminPromoCodeInput {
  const count = (text: string) => (text.trim() === '' ? null : Number(text));
  const when = (text: string) => (text === '' ? null : zonedInputToIso(text, timeZone));
  return {
    code: draft.code.trim(),
    description: draft.description.trim() || null,
    kind: draft.kind,
    value: draft.kind === 'amount' ? (toMinor(draft.value) ?? Number.NaN) : Number(draft.value.trim() || Number.NaN),
    currency: draft.kind === 'amount' && draft.currency.trim() ? draft.currency.trim().toUpperCase() : null,
    applies_to: draft.applies_to,
    pass_ids: draft.applies_to === 'items' ? draft.pass_ids : [],
    event_ids: draft.applies_to === 'items' ? draft.event_ids : [],
    valid_from: when(draft.valid_from),
    valid_to: when(draft.valid_to),
    max_redemptions: count(draft.max_redemptions),
    per_user_limit: count(draft.per_user_limit),
    first_purchase_only: draft.first_purchase_only,
    active: draft.active,
  };
}

/** "10 %" or "$5.00", as the list shows a code's discount. */
export const discountOf = (code: Pick<AdminPromoCode, 'kind' | 'value' | 'currency' | 'figures_currency'>, language: string) =>
  code.kind === 'percent' ? `${code.value} %` : money(code.value, code.currency ?? code.figures_currency, language);

const SCOPES: PromoScope[] = ['all', 'packages', 'subscriptions', 'events', 'items'];

export interface PromoCodeFormProps {
  code: AdminPromoCode | null;
  passes: AdminPromoPass[];
  events: Array<Pick<AdminEvent, 'id' | 'name' | 'event_utc_ts' | 'time_zone'>>;
  readOnly: boolean;
  onSubmit: (body: AdminPromoCodeInput) => Promise<void>;
}

/** Every field of a promo code, with the server's message under each field it refuses. */
export function PromoCodeForm({ code, passes, events, readOnly, onSubmit }: PromoCodeFormProps) {
  const { t, i18n } = useTranslation('promotions');
  const { timeZone } = useConsoleChannel();
  const formId = useId();
  const [draft, setDraft] = useState(() => draftOf(code, i18n.language, timeZone));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<PromoDraft>) => setDraft((current) => ({ ...current, ...change }));
  const formRef = useRef<HTMLFormElement>(null);
  // Once the server refuses fields, the first of them in the form's order takes the focus, as in the other forms.
  useEffect(() => {
    const refused = new Set(Object.keys(errors).map((name) => `${formId}-${name}`));
    if (refused.size === 0) return;
    [...(formRef.current?.querySelectorAll<HTMLElement>('[id]') ?? [])].find((element) => refused.has(element.id))?.focus();
  }, [errors, formId]);
  const errorOf = (field: string) => (errors[field] ? asSentences(errors[field].map((message) => serverText(message))) : undefined);

  async function submit() {
    setBusy(true);
    setErrors({});
    try {
      await onSubmit(bodyOf(draft, timeZone));
    } catch (error) {
      if (isApiError(error)) setErrors(error.errors);
    } finally {
      setBusy(false);
    }
  }

  const field = (name: string, label: string, control: (id: string, describedBy: string | undefined, invalid: boolean) => ReactNode, hint?: string) => (
    <LabelledField id={`${formId}-${name}`} label={label} hint={hint} error={errorOf(name)} control={control} />
  );
  const text = (name: 'code' | 'value' | 'currency' | 'max_redemptions' | 'per_user_limit', label: string, hint?: string, inputMode?: 'decimal' | 'numeric') =>
    field(
      name,
      label,
      (id, describedBy, invalid) => (
        <input id={id} className="input" inputMode={inputMode} value={draft[name]} disabled={readOnly} aria-invalid={invalid || undefined} aria-describedby={describedBy} onChange={(event) => set({ [name]: event.target.value })} />
      ),
      hint,
    );
  const date = (name: 'valid_from' | 'valid_to', label: string, hint: string) =>
    field(
      name,
      label,
      (id, describedBy, invalid) => (
        <input id={id} type="datetime-local" className="input" value={draft[name]} disabled={readOnly} aria-invalid={invalid || undefined} aria-describedby={describedBy} onChange={(event) => set({ [name]: event.target.value })} />
      ),
      hint,
    );
  const many = (name: 'pass_ids' | 'event_ids', label: string, choices: Array<{ id: number; name: string }>) =>
    field(name, label, (id, describedBy) => (
      <IdMultiSelect id={id} choices={choices} value={draft[name]} onChange={(ids) => set({ [name]: ids })} disabled={readOnly} describedBy={describedBy} maxRows={8} />
    ));
  const check = (name: 'first_purchase_only' | 'active', label: string, hint: string) => (
    <div className="field">
      <label className="promo-check">
        <input type="checkbox" checked={draft[name]} disabled={readOnly} aria-describedby={`${formId}-${name}-hint`} onChange={(event) => set({ [name]: event.target.checked })} /> {label}
      </label>
      <FieldNotes id={`${formId}-${name}`} hint={hint} error={errorOf(name)} />
    </div>
  );

  return (
    <form
      ref={formRef}
      className="form panel promo-form"
      noValidate
      aria-label={t(code ? 'form.edit' : 'form.new')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="promo-fieldset">
        <legend>{t('form.what')}</legend>
        {text('code', t('form.code'), t('form.codeHint'))}
        {field('description', t('form.description'), (id, describedBy, invalid) => (
          <textarea id={id} className="input textarea" rows={2} value={draft.description} disabled={readOnly} aria-invalid={invalid || undefined} aria-describedby={describedBy} onChange={(event) => set({ description: event.target.value })} />
        ))}
        {field('kind', t('form.kind'), (id, describedBy) => (
          <select id={id} className="input select" value={draft.kind} disabled={readOnly} aria-describedby={describedBy} onChange={(event) => set({ kind: event.target.value as PromoKind })}>
            <option value="percent">{t('kinds.percent')}</option>
            <option value="amount">{t('kinds.amount')}</option>
          </select>
        ))}
        {draft.kind === 'percent' ? text('value', t('form.percent'), t('form.percentHint'), 'numeric') : text('value', t('form.amount'), t('form.amountHint'), 'decimal')}
        {draft.kind === 'amount' ? text('currency', t('form.currency'), t('form.currencyHint')) : null}
      </fieldset>
      <fieldset className="promo-fieldset">
        <legend>{t('form.on')}</legend>
        {field('applies_to', t('form.appliesTo'), (id, describedBy) => (
          <select id={id} className="input select" value={draft.applies_to} disabled={readOnly} aria-describedby={describedBy} onChange={(event) => set({ applies_to: event.target.value as PromoScope })}>
            {SCOPES.map((scope) => (
              <option key={scope} value={scope}>
                {t(`appliesTo.${scope}`)}
              </option>
            ))}
          </select>
        ))}
        {draft.applies_to === 'items' ? (
          <>
            {many('pass_ids', t('form.passes'), passes.map((pass) => ({ id: pass.id, name: `${pass.name} (${t(`passTypes.${pass.type}`, { defaultValue: pass.type })})` })))}
            {many(
              'event_ids',
              t('form.events'),
              events.map((event) => ({ id: event.id, name: `${event.name} · ${day(event.event_utc_ts, i18n.language, event.time_zone)}` })),
            )}
          </>
        ) : null}
      </fieldset>
      <fieldset className="promo-fieldset">
        <legend>{t('form.limits')}</legend>
        {date('valid_from', t('form.validFrom'), t('form.validFromHint', { zone: timeZone }))}
        {date('valid_to', t('form.validTo'), t('form.validToHint', { zone: timeZone }))}
        {text('max_redemptions', t('form.maxRedemptions'), t('form.noCapHint'), 'numeric')}
        {text('per_user_limit', t('form.perUser'), t('form.noCapHint'), 'numeric')}
        {check('first_purchase_only', t('form.firstPurchase'), t('form.firstPurchaseHint'))}
        {check('active', t('form.active'), t('form.activeHint'))}
      </fieldset>
      {!readOnly ? (
        <div className="promo-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {code ? t('form.save') : t('form.create')}
          </button>
        </div>
      ) : null}
    </form>
  );
}

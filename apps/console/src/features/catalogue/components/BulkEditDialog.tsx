import type { AdminEventOptions } from '@ott/contracts/admin-catalogue';
import type { AdminEventsEdit, AdminEventsEditResult } from '@ott/contracts/admin-schedule';
import { parseAmount } from '@ott/client/format';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { toast } from '../../../components/toast';
import { isApiError } from '../../../lib/api';

type Changes = AdminEventsEdit['changes'];
const KEEP = '';

/**
 * The events list's bulk "Edit": pricing (type and price), visibility, sport and a shift of the start (e.g. a time zone
 * entered wrong) for every selected event. A second step says what changes for how many events before anything is sent.
 */
export function BulkEditDialog({ ids, open, options, edit, onClose, onDone }: {
  ids: number[];
  open: boolean;
  options: AdminEventOptions | undefined;
  edit: (body: AdminEventsEdit) => Promise<AdminEventsEditResult>;
  onClose: () => void;
  onDone: (result: AdminEventsEditResult, changes: Changes) => void;
}) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const [pricing, setPricing] = useState(KEEP);
  const [price, setPrice] = useState('');
  const [visibility, setVisibility] = useState(KEEP);
  const [sport, setSport] = useState(KEEP);
  const [direction, setDirection] = useState<'later' | 'earlier'>('later');
  const [hours, setHours] = useState('');
  const [minutes, setMinutes] = useState('');
  const [review, setReview] = useState<Changes | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sold = pricing === 'paid' || pricing === 'ppv';

  function close() {
    setReview(null);
    setError(null);
    onClose();
  }

  /** The form → the change to send, or a message saying what is wrong. */
  function changesOf(): Changes | string {
    const changes: Changes = {};
    if (pricing !== KEEP) {
      changes.pricing_type = pricing as NonNullable<Changes['pricing_type']>;
      const minor = price.trim() === '' ? null : parseAmount(price);
      if (sold && price.trim() !== '' && minor === null) return t('bulkEdit.priceInvalid');
      if (pricing === 'ppv' && minor === null) return t('bulkEdit.priceRequired');
      changes.price = sold ? minor : null;
    }
    if (visibility !== KEEP) changes.visibility = visibility as 'public' | 'hidden';
    if (sport !== KEEP) changes.event_category_id = Number(sport);
    const h = hours.trim() === '' ? 0 : Number(hours);
    const m = minutes.trim() === '' ? 0 : Number(minutes);
    if (!Number.isInteger(h) || !Number.isInteger(m) || h < 0 || m < 0 || m > 59 || h > 336) return t('bulkEdit.shiftInvalid');
    const shift = (h * 60 + m) * (direction === 'earlier' ? -1 : 1);
    if (shift !== 0) changes.shift_minutes = shift;
    return Object.keys(changes).length === 0 ? t('bulkEdit.nothing') : changes;
  }

  /** What the second step lists, one line per change. */
  function summary(changes: Changes): string[] {
    const lines: string[] = [];
    if (changes.pricing_type) {
      const label = changes.pricing_type === 'paid' && changes.price === null ? t('pricing.passesOnly') : t(`pricing.${changes.pricing_type}`);
      lines.push(changes.price ? t('bulkEdit.summary.pricingWithPrice', { pricing: label, price }) : t('bulkEdit.summary.pricing', { pricing: label }));
    }
    if (changes.visibility) lines.push(t('bulkEdit.summary.visibility', { visibility: t(`visibility.${changes.visibility}`) }));
    if (changes.event_category_id) lines.push(t('bulkEdit.summary.sport', { sport: options?.categories.find((c) => c.id === changes.event_category_id)?.name ?? '' }));
    if (changes.shift_minutes) {
      const total = Math.abs(changes.shift_minutes);
      const [hours, minutes] = [Math.floor(total / 60), total % 60];
      const duration = hours === 0 ? t('bulkEdit.summary.m', { minutes }) : minutes === 0 ? t('bulkEdit.summary.h', { hours }) : t('bulkEdit.summary.hm', { hours, minutes });
      lines.push(t(changes.shift_minutes > 0 ? 'bulkEdit.summary.later' : 'bulkEdit.summary.earlier', { duration }));
    }
    return lines;
  }

  function next() {
    const changes = changesOf();
    if (typeof changes === 'string') {
      setError(changes);
      return;
    }
    setError(null);
    setReview(changes);
  }

  async function apply() {
    if (!review) return;
    setBusy(true);
    try {
      const result = await edit({ ids, changes: review });
      if (result.refused.length > 0) toast.error(t('events.bulk.refused', { count: result.refused.length, reason: result.refused[0]!.message }));
      setReview(null);
      onDone(result, review);
    } catch (failure) {
      setError(isApiError(failure) ? Object.values(failure.errors)[0]?.[0] ?? failure.message : t('common.failed'));
      setReview(null);
    } finally {
      setBusy(false);
    }
  }

  const select = (field: string, label: string, value: string, set: (value: string) => void, choices: Array<{ value: string | number; label: string }>, autofocus = false) => (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-${field}`}>
        {label}
      </label>
      <select id={`${id}-${field}`} className="input select" value={value} data-autofocus={autofocus || undefined} onChange={(event) => set(event.target.value)}>
        <option value={KEEP}>{t('bulkEdit.keep')}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <Dialog
      open={open}
      title={t('bulkEdit.title', { count: ids.length })}
      onClose={close}
      footer={
        review ? (
          <DialogActions label={t('bulkEdit.apply', { count: ids.length })} onAction={() => void apply()} onCancel={() => setReview(null)} cancelLabel={t('bulkEdit.back')} disabled={busy} autoFocus />
        ) : (
          <DialogActions label={t('bulkEdit.review')} onAction={next} onCancel={close} />
        )
      }
    >
      {review ? (
        <div role="status">
          <p>{t('bulkEdit.confirm', { count: ids.length })}</p>
          <ul>
            {summary(review).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : (
        <>
          {select('pricing', t('bulkEdit.pricing'), pricing, setPricing, (['free', 'register', 'paid', 'ppv'] as const).map((value) => ({ value, label: t(`pricing.${value}`) })), true)}
          {sold ? (
            <div className="field">
              <label className="field__label" htmlFor={`${id}-price`}>
                {t('bulkEdit.price', { currency: options?.currency ?? 'USD' })}
              </label>
              <input id={`${id}-price`} className="input" inputMode="decimal" value={price} onChange={(event) => setPrice(event.target.value)} aria-describedby={`${id}-price-hint`} />
              <p className="field__hint" id={`${id}-price-hint`}>
                {pricing === 'paid' ? t('bulkEdit.priceHintPaid') : t('bulkEdit.priceHintPpv')}
              </p>
            </div>
          ) : null}
          {select('visibility', t('bulkEdit.visibility'), visibility, setVisibility, (['public', 'hidden'] as const).map((value) => ({ value, label: t(`visibility.${value}`) })))}
          {select('sport', t('bulkEdit.sport'), sport, setSport, (options?.categories ?? []).map((c) => ({ value: c.id, label: c.parent_id ? `— ${c.name}` : c.name })))}
          <fieldset className="field bulk-shift">
            <legend className="field__label">{t('bulkEdit.shift')}</legend>
            <div className="bulk-shift__row">
              <select className="input select" aria-label={t('bulkEdit.direction')} value={direction} onChange={(event) => setDirection(event.target.value as 'later' | 'earlier')}>
                <option value="later">{t('bulkEdit.later')}</option>
                <option value="earlier">{t('bulkEdit.earlier')}</option>
              </select>
              <label className="bulk-shift__part">
                <input className="input" inputMode="numeric" value={hours} onChange={(event) => setHours(event.target.value)} aria-label={t('bulkEdit.hours')} />
                <span aria-hidden="true">{t('bulkEdit.hoursUnit')}</span>
              </label>
              <label className="bulk-shift__part">
                <input className="input" inputMode="numeric" value={minutes} onChange={(event) => setMinutes(event.target.value)} aria-label={t('bulkEdit.minutes')} />
                <span aria-hidden="true">{t('bulkEdit.minutesUnit')}</span>
              </label>
            </div>
            <p className="field__hint">{t('bulkEdit.shiftHint')}</p>
          </fieldset>
        </>
      )}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}

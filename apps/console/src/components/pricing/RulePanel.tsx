import type { AdminPricingRule } from '@ott/contracts/admin-offer';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../confirm';
import { toast } from '../toast';
import { isApiError } from '../../lib/api';
import { asSentences, serverText } from '../../lib/server-text';
import type { PricingRuleCalls } from './pricing-calls';
import { type StepDraft, StepsEditor, draftOf, emptyStep, stepsOf } from './StepsEditor';

/** Saves, replaces or deletes one rule; used for an event (its page) and for a category (the rules screen). */
export function RuleEditor({
  calls,
  scope,
  rule,
  canEdit,
  onDone,
}: {
  calls: PricingRuleCalls;
  scope: { event_id: number } | { event_category_id: number } | null;
  rule: AdminPricingRule | null;
  canEdit: boolean;
  onDone?: () => void;
}) {
  const { t, i18n } = useTranslation('offer');
  const client = useQueryClient();
  const confirm = useConfirm();
  const say = (message: string) => serverText(message);
  const [steps, setSteps] = useState<StepDraft[]>(rule ? rule.steps.map((step) => draftOf(step, i18n.language)) : [emptyStep()]);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: calls.cacheKey });

  async function save() {
    setBusy(true);
    setErrors({});
    try {
      if (rule) await calls.update(rule.id, stepsOf(steps));
      else if (scope) await calls.create({ ...scope, steps: stepsOf(steps) });
      await refresh();
      toast.success(t('rules.saved'));
      onDone?.();
    } catch (error) {
      if (isApiError(error)) setErrors(error.errors);
      toast.error(isApiError(error) ? say(error.message) : t('common.failed'));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!rule) return;
    if (!(await confirm({ title: t('rules.deleteTitle'), message: t('rules.deleteMessage', { name: rule.scope_name }), confirmLabel: t('common.delete'), danger: true }))) return;
    try {
      await calls.remove(rule.id);
      await refresh();
      toast.success(t('rules.deleted'));
      onDone?.();
    } catch (error) {
      toast.error(isApiError(error) ? say(error.message) : t('common.failed'));
    }
  }

  return (
    <div className="offer-rule">
      <StepsEditor steps={steps} onChange={setSteps} errors={errors} disabled={!canEdit} />
      {Object.entries(errors)
        .filter(([field]) => !field.startsWith('steps'))
        .map(([field, messages]) => (
          <p key={field} className="field__error">
            {asSentences(messages.map(say))}
          </p>
        ))}
      {canEdit ? (
        <div className="offer-actions">
          <button type="button" className="button button--primary button--small" disabled={busy || steps.length === 0} onClick={() => void save()}>
            {t('rules.save')}
          </button>
          {rule ? (
            <button type="button" className="button button--danger button--small" onClick={() => void remove()}>
              {t('rules.delete')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The event page's replay pricing: the event's own rule (or the category's that applies), editable by admins. */
export function EventRulePanel({ calls, eventId, canEdit }: { calls: PricingRuleCalls; eventId: number; canEdit: boolean }) {
  const { t } = useTranslation('offer');
  const rules = useQuery(calls.rules({ event_id: eventId }));
  const [editing, setEditing] = useState(false);
  const rule = rules.data?.[0] ?? null;
  return (
    <section className="panel" aria-labelledby="event-replay-pricing">
      <h2 className="panel__title" id="event-replay-pricing">
        {t('rules.eventTitle')}
      </h2>
      <p className="muted">{t('rules.eventHint')}</p>
      {rules.isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : rules.isError ? (
        <p role="alert">{t('common.loadFailed')}</p>
      ) : rule || editing ? (
        <RuleEditor key={rule?.id ?? 'new'} calls={calls} scope={{ event_id: eventId }} rule={rule} canEdit={canEdit} onDone={() => setEditing(false)} />
      ) : (
        <>
          <p className="empty-state">{t('rules.eventNone')}</p>
          {canEdit ? (
            <button type="button" className="button button--secondary button--small" onClick={() => setEditing(true)}>
              {t('rules.add')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}

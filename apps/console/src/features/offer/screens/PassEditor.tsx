import type { AdminEventOptions } from '@ott/contracts/admin-catalogue';
import type { AdminPass, AdminPassInput } from '@ott/contracts/admin-offer';
import { formatPrice } from '@ott/contracts/price-label';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Dialog } from '../../../components/Dialog';
import { LabelledField } from '@ott/client/forms';
import { ImageUpload } from '../../../components/ImageUpload';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirm } from '../../../components/confirm';
import { toast } from '../../../components/toast';
import { IdMultiSelect } from '../../../components/IdMultiSelect';
import { isApiError, isNotFound } from '../../../lib/api';
import { useConsoleChannel } from '../../../lib/console-channel';
import { asSentences, serverText } from '../../../lib/server-text';
import { teamChoices } from '../../../lib/team-choices';
import { choicesQuery, createPass, deletePass, passImageUpload, passQuery, passesQuery, previewPriceChange, updatePass } from '../api/passes';
import { offerKey, toMinor } from '../api/pricing';
import { PassPreview, previewCoverage } from '../components/PassPreview';
import { CAPABILITIES, bodyOf, draftOfPass, invalidAmounts, specFieldsOfDraft, type PassDraft } from '../model/pass-draft';
import '../offer.css';

export function PassEditor() {
  const { passId } = useParams();
  const { t } = useTranslation('offer');
  const channel = useConsoleChannel();
  const id = passId === undefined ? null : Number(passId);
  const pass = useQuery({ ...passQuery(channel.key, id ?? 0), enabled: id !== null });
  const passes = useQuery(passesQuery(channel.key));
  const options = useQuery(choicesQuery(channel.key));
  const failed = pass.error ?? passes.error ?? options.error;
  if (failed) return <p role="alert">{isNotFound(failed) ? t('passes.notFound') : t('common.loadFailed')}</p>;
  if (!passes.data || !options.data || (id !== null && !pass.data)) return <p role="status">{t('common.loading')}</p>;
  return <PassForm key={pass.data?.id ?? 'new'} pass={pass.data ?? null} others={passes.data.filter((other) => other.id !== id)} options={options.data} />;
}

interface Migration {
  affected: number;
  amount: string;
  resolve: (answer: 'keep' | 'migrate' | 'cancel') => void;
}

export function PassForm({ pass, others, options }: { pass: AdminPass | null; others: AdminPass[]; options: AdminEventOptions }) {
  const { t, i18n } = useTranslation('offer');
  const channel = useConsoleChannel();
  const canEdit = channel.can('admin');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const client = useQueryClient();
  const formId = useId();
  const [draft, setDraft] = useState(() => draftOfPass(pass, options.currency, i18n.language));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const [migration, setMigration] = useState<Migration | null>(null);
  const set = (change: Partial<PassDraft>) => setDraft((current) => ({ ...current, ...change }));
  const errorOf = (field: string) => (errors[field] ? asSentences(errors[field].map((message) => serverText(message))) : undefined);

  const previewPrice = toMinor(draft.price) ?? 0;
  const preview = {
    name: draft.name,
    description: draft.description || null,
    image: draft.image || null,
    trial_period: draft.trial_period.trim() === '' ? null : Number(draft.trial_period) || null,
    price: previewPrice,
    base_price: draft.base_price.trim() === '' ? null : (toMinor(draft.base_price) ?? null),
    service_fee: toMinor(draft.service_fee) ?? 0,
    currency: draft.currency as 'USD',
    ...specFieldsOfDraft(draft),
    kind: draft.kind,
    is_team_pass: draft.is_team_pass,
  };

  /** For a subscription with renewing subscribers whose price or fee changes: keep their renewals, move them, or stop. */
  async function askMigration(body: AdminPassInput): Promise<'keep' | 'migrate' | 'cancel'> {
    if (!pass || pass.type !== 'subscription' || (body.price === pass.price && (body.service_fee ?? 0) === pass.service_fee)) return 'keep';
    const impact = await previewPriceChange(channel.key, pass.id, { price: body.price, service_fee: body.service_fee });
    if (impact.affected === 0) return 'keep';
    return new Promise((resolve) => setMigration({ affected: impact.affected, amount: formatPrice(impact.renewal_amount, impact.currency, i18n.language), resolve }));
  }

  async function submit() {
    // An amount the server would only call "not a positive integer" (it counts cents): said here, in the form's terms.
    const invalid = invalidAmounts(draft);
    if (invalid.length > 0) {
      setErrors(Object.fromEntries(invalid.map((name) => [name, [t('form.moneyInvalid')]])));
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const body = bodyOf(draft);
      if (pass) {
        const answer = await askMigration(body);
        setMigration(null);
        if (answer === 'cancel') return;
        const saved = await updatePass(channel.key, pass.id, { ...body, migrate_renewals: answer === 'migrate' });
        toast.success(saved.migrated_renewals > 0 ? t('passes.savedMigrated', { name: saved.name, count: saved.migrated_renewals }) : t('passes.saved', { name: saved.name }));
      } else {
        const saved = await createPass(channel.key, body);
        toast.success(t('passes.created', { name: saved.name }));
        void navigate(`../${saved.id}`, { relative: 'path', replace: true });
      }
      await client.invalidateQueries({ queryKey: offerKey(channel.key) });
    } catch (error) {
      if (isApiError(error)) setErrors(error.errors);
      toast.error(isApiError(error) ? serverText(error.message) : t('common.failed'));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!pass) return;
    if (!(await confirm({ title: t('passes.deleteTitle'), message: t('passes.deleteMessage', { name: pass.name }), confirmLabel: t('common.delete'), danger: true }))) return;
    try {
      await deletePass(channel.key, pass.id);
      await client.invalidateQueries({ queryKey: offerKey(channel.key) });
      toast.success(t('passes.deleted', { name: pass.name }));
      void navigate('..', { relative: 'path' });
    } catch (error) {
      toast.error(isApiError(error) ? serverText(error.message) : t('common.failed'));
    }
  }

  const field = (name: keyof PassDraft, label: string, control: (id: string, describedBy: string | undefined, invalid: boolean) => ReactNode, hint?: string) => (
    <LabelledField id={`${formId}-${name}`} label={label} hint={hint} error={errorOf(name)} control={control} />
  );
  const text = (
    name: 'name' | 'image' | 'price' | 'base_price' | 'service_fee' | 'interval_count' | 'trial_period' | 'clip_limit' | 'download_limit' | 'valid_from' | 'valid_until',
    label: string,
    hint?: string,
    inputMode?: 'decimal' | 'numeric',
    type?: 'datetime-local',
  ) =>
    field(
      name,
      label,
      (id, describedBy) => (
        <input id={id} className="input" type={type} inputMode={inputMode} value={draft[name]} disabled={!canEdit} aria-invalid={errors[name] ? true : undefined} aria-describedby={describedBy} onChange={(event) => set({ [name]: event.target.value })} />
      ),
      hint,
    );
  const select = (name: 'kind' | 'interval' | 'visibility', label: string, choices: Array<{ value: string; label: string }>, hint?: string) =>
    field(name, label, (id, describedBy) => (
      <select id={id} className="input select" value={draft[name]} disabled={!canEdit || (name === 'kind' && draft.kind === 'event')} aria-describedby={describedBy} onChange={(event) => set({ [name]: event.target.value } as Partial<PassDraft>)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    ), hint);
  const many = (name: 'event_categories' | 'participants' | 'extra_passes' | 'extends', label: string, choices: Array<{ id: number; name: string }>) =>
    field(name, label, (id, describedBy) => (
      <IdMultiSelect id={id} choices={choices} value={draft[name]} onChange={(ids) => set({ [name]: ids })} disabled={!canEdit} describedBy={describedBy} />
    ));
  const check = (name: 'is_team_pass' | 'covers_all_events', label: string) => (
    <label className="offer-check">
      <input type="checkbox" checked={draft[name]} disabled={!canEdit} onChange={(event) => set({ [name]: event.target.checked })} /> {label}
    </label>
  );

  return (
    <>
      <PageHeader
        title={pass ? pass.name : t('passes.new')}
        description={pass ? t('passes.orders', { count: pass.orders_count }) : t('passes.newDescription')}
        actions={
          pass && canEdit ? (
            <button type="button" className="button button--danger" onClick={() => void remove()}>
              {t('common.delete')}
            </button>
          ) : null
        }
      />
      {!canEdit ? <p className="notice">{t('passes.readOnly')}</p> : null}
      <div className="offer-editor">
        <form
          className="form panel offer-editor__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <fieldset className="offer-fieldset">
            <legend>{t('form.what')}</legend>
            {text('name', t('form.name'))}
            {field('description', t('form.description'), (id, describedBy) => (
              <textarea id={id} className="input textarea" rows={3} value={draft.description} disabled={!canEdit} aria-describedby={describedBy} onChange={(event) => set({ description: event.target.value })} />
            ))}
            {pass && canEdit ? (
              <ImageUpload<AdminPass>
                label={t('form.picture')}
                upload={passImageUpload(channel.key, pass.id)}
                currentUrl={draft.image || null}
                hint={t('form.pictureHint')}
                onUploaded={(saved) => {
                  set({ image: saved.image ?? '' });
                  void client.invalidateQueries({ queryKey: offerKey(channel.key) });
                  toast.success(t('passes.pictureSaved', { name: saved.name }));
                }}
              />
            ) : null}
            {text('image', t('form.image'), pass ? t('form.imageHint') : t('form.imageHintNew'))}
            {select('kind', t('form.kind'), (draft.kind === 'event' ? (['event'] as const) : (['pass', 'subscription', 'addon'] as const)).map((value) => ({ value, label: t(`kinds.${value}`) })), t(`kindHints.${draft.kind}`))}
            {select('visibility', t('form.visibility'), (['public', 'hidden'] as const).map((value) => ({ value, label: t(`visibility.${value}`) })))}
          </fieldset>
          <fieldset className="offer-fieldset">
            <legend>{t('form.price', { currency: draft.currency })}</legend>
            {text('price', t('form.priceAmount'), t('form.moneyHint'), 'decimal')}
            {text('base_price', t('form.basePrice'), t('form.basePriceHint'), 'decimal')}
            {text('service_fee', t('form.serviceFee'), undefined, 'decimal')}
            {draft.kind === 'subscription' ? (
              <div className="offer-row">
                {select('interval', t('form.interval'), (['month', 'year'] as const).map((value) => ({ value, label: t(`intervals.${value}`) })))}
                {text('interval_count', t('form.intervalCount'), t('form.intervalCountHint'), 'numeric')}
              </div>
            ) : null}
            {draft.kind === 'subscription' ? text('trial_period', t('form.trial'), t('form.trialHint'), 'numeric') : null}
          </fieldset>
          {draft.kind === 'pass' || draft.kind === 'addon' ? (
            <fieldset className="offer-fieldset">
              <legend>{t('form.validity')}</legend>
              <div className="offer-row">
                {text('valid_from', t('form.validFrom'), t('form.validFromHint'), undefined, 'datetime-local')}
                {text('valid_until', t('form.validUntil'), t('form.validUntilHint'), undefined, 'datetime-local')}
              </div>
            </fieldset>
          ) : null}
          <fieldset className="offer-fieldset">
            <legend>{t('form.covers')}</legend>
            {check('covers_all_events', t('form.coversAll'))}
            {check('is_team_pass', t('form.teamPass'))}
            {many('event_categories', t('form.categories'), options.categories.map((c) => ({ id: c.id, name: c.parent_id ? `— ${c.name}` : c.name })))}
            {many('participants', t('form.participants'), teamChoices(options.participants, (gender) => t(`catalogue:gender.${gender}`, { defaultValue: gender })))}
            <div className="field">
              <span className="field__label" id={`${formId}-caps`}>
                {t('form.capabilities')}
              </span>
              <div role="group" aria-labelledby={`${formId}-caps`} className="offer-checks">
                {CAPABILITIES.map((capability) => (
                  <label key={capability} className="offer-check">
                    <input
                      type="checkbox"
                      disabled={!canEdit}
                      checked={draft.capabilities.includes(capability)}
                      onChange={(event) => set({ capabilities: event.target.checked ? [...draft.capabilities, capability] : draft.capabilities.filter((c) => c !== capability) })}
                    />{' '}
                    {t(`capabilities.${capability}`)}
                  </label>
                ))}
              </div>
            </div>
            {draft.capabilities.includes('clipping') || draft.capabilities.includes('download') || draft.capabilities.includes('download_clip') ? (
              <div className="offer-row">
                {draft.capabilities.includes('clipping') ? text('clip_limit', t('form.clipLimit'), t('form.capHint'), 'numeric') : null}
                {draft.capabilities.includes('download') || draft.capabilities.includes('download_clip') ? text('download_limit', t('form.downloadLimit'), t('form.capHint'), 'numeric') : null}
              </div>
            ) : null}
            {draft.kind === 'addon'
              ? many('extends', t('form.extends'), others.filter((other) => other.pass_type === 'regular'))
              : many('extra_passes', t('form.extras'), others.filter((other) => other.pass_type === 'addition'))}
          </fieldset>
          {canEdit ? (
            <div className="offer-actions">
              <button type="submit" className="button button--primary" disabled={busy}>
                {pass ? t('common.save') : t('passes.create')}
              </button>
            </div>
          ) : null}
        </form>
        <div className="offer-editor__side">
          <PassPreview
            pass={preview}
            priceUnreadable={invalidAmounts(draft).some((field) => field !== 'service_fee')}
            coverage={previewCoverage({
              ...draft,
              categoryNames: draft.event_categories.flatMap((id) => options.categories.find((category) => category.id === id)?.name ?? []),
              extendsNames: draft.kind === 'addon' ? draft.extends.flatMap((id) => others.find((other) => other.id === id)?.name ?? []) : [],
            })}
          />
        </div>
      </div>
      <Dialog
        open={migration !== null}
        title={t('migrate.title')}
        onClose={() => migration?.resolve('cancel')}
        footer={
          <>
            <button type="button" className="button button--secondary" onClick={() => migration?.resolve('cancel')}>
              {t('common.cancel')}
            </button>
            <button type="button" className="button button--secondary" data-autofocus onClick={() => migration?.resolve('keep')}>
              {t('migrate.keep')}
            </button>
            <button type="button" className="button button--primary" onClick={() => migration?.resolve('migrate')}>
              {t('migrate.move')}
            </button>
          </>
        }
      >
        {migration ? (
          <>
            <p>{t('migrate.message', { count: migration.affected, amount: migration.amount })}</p>
            <p className="muted">{t('migrate.paidStay')}</p>
          </>
        ) : null}
      </Dialog>
    </>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminIngest, AdminReplayPatch } from '@ott/contracts/live-ingest';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CheckboxField, Form, FormError, TextField, applyServerErrors } from '@ott/client/forms';
import { toast } from '../../../components/toast';
import { isApiError } from '../../../lib/api';
import { clock } from './clock';

type Replay = NonNullable<AdminIngest['replay']>;

// The contract's own field rules, every field required: the form always sends what it shows.
const ReplayValues = z.object({
  trim_start: AdminReplayPatch.shape.trim_start.unwrap(),
  trim_end: AdminReplayPatch.shape.trim_end.unwrap(),
  published: z.boolean(),
});
type ReplayValues = z.infer<typeof ReplayValues>;
const FIELDS: string[] = Object.keys(ReplayValues.shape);

const valuesOf = (replay: Replay): ReplayValues => ({ trim_start: replay.trim_start, trim_end: replay.trim_end, published: replay.published });

/** After the end: how much of the recording to cut at each end (no re-encode) and whether viewers see the replay. */
export function ReplayForm({ replay, disabled, onSave }: { replay: Replay; disabled: boolean; onSave: (patch: AdminReplayPatch) => Promise<AdminIngest> }) {
  const { t } = useTranslation('catalogue');
  const form = useForm<ReplayValues>({ resolver: zodResolver(ReplayValues), defaultValues: valuesOf(replay) });
  const [start, end] = useWatch({ control: form.control, name: ['trim_start', 'trim_end'] });
  const seconds = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  const kept = Math.max(0, replay.duration - seconds(start) - seconds(end));

  async function submit(values: ReplayValues) {
    try {
      const saved = await onSave(values);
      if (saved.replay) form.reset(valuesOf(saved.replay));
    } catch (error) {
      if (!applyServerErrors(form, error)) {
        toast.error(t('common.failed'));
        return;
      }
      // An error about something other than these fields still needs saying.
      const other = isApiError(error) && Object.keys(error.errors).some((name) => !FIELDS.includes(name));
      if (other) form.setError('root.server', { type: 'server', message: error.message });
    }
  }

  return (
    <section className="go-live__replay" aria-labelledby="go-live-replay-title">
      <h3 className="go-live__subtitle" id="go-live-replay-title">
        {t('goLive.replay.title')}
      </h3>
      <p className="muted">{t('goLive.replay.duration', { duration: clock(replay.duration), kept: clock(kept) })}</p>
      <Form form={form} onSubmit={submit} className="form go-live__replay-form">
        <fieldset className="go-live__fields" disabled={disabled}>
          <div className="go-live__trims">
            <TextField name="trim_start" label={t('goLive.replay.trimStart')} type="number" min={0} step={1} inputMode="numeric" hint={t('goLive.replay.trimStartHint', { clock: clock(seconds(start)) })} />
            <TextField name="trim_end" label={t('goLive.replay.trimEnd')} type="number" min={0} step={1} inputMode="numeric" hint={t('goLive.replay.trimEndHint', { clock: clock(seconds(end)) })} />
          </div>
          <CheckboxField name="published" label={t('goLive.replay.published')} hint={t('goLive.replay.publishedHint')} />
          <FormError />
          <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
            {t('goLive.replay.save')}
          </button>
        </fieldset>
      </Form>
    </section>
  );
}

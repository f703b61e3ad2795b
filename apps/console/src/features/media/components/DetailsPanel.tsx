import { MediaAssetPatch, type MediaAsset } from '@ott/contracts/admin-media';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, Form, FormError, TextField, applyServerErrors } from '@ott/client/forms';
import { toast } from '../../../components/toast';
import { updateAsset, useAssetChanged } from '../api';
import { containerLabel, formatBytes, formatClock } from '../format';

interface Values {
  title: string;
  normalize_audio: boolean;
}

/** Title and the loudness option (which applies at the next processing), and what the file turned out to be. */
export function DetailsPanel({ channelKey, asset, canEdit }: { channelKey: string; asset: MediaAsset; canEdit: boolean }) {
  const { t, i18n } = useTranslation('media');
  const changed = useAssetChanged(channelKey);
  const form = useForm<Values>({ resolver: zodResolver(MediaAssetPatch.required()), defaultValues: { title: asset.title, normalize_audio: asset.normalize_audio } });

  async function submit(values: Values) {
    try {
      const saved = await updateAsset(channelKey, asset.id, values);
      changed(saved);
      form.reset({ title: saved.title, normalize_audio: saved.normalize_audio });
      toast.success(t('asset.saved'));
    } catch (error) {
      if (!applyServerErrors(form, error)) toast.error(t('common.failed'));
    }
  }

  const facts: Array<[string, string]> = [
    [t('asset.file'), asset.original_filename],
    [t('asset.format'), containerLabel(asset.container)],
    [t('asset.resolution'), asset.width && asset.height ? `${asset.width}×${asset.height}${asset.frame_rate ? ` · ${Math.round(asset.frame_rate * 100) / 100} fps` : ''}` : '—'],
    [t('asset.duration'), asset.duration === null ? '—' : formatClock(asset.duration)],
    [t('asset.size'), formatBytes(asset.size_bytes, i18n.language)],
    [t('asset.stored'), formatBytes(asset.storage_bytes, i18n.language)],
    [t('asset.renditions'), asset.renditions.map((rendition) => rendition.name).join(', ') || '—'],
  ];

  return (
    <section className="panel" aria-labelledby="asset-details-title">
      <h2 className="panel__title" id="asset-details-title">
        {t('asset.details')}
      </h2>
      <Form form={form} onSubmit={submit}>
        <fieldset disabled={!canEdit} className="media-fieldset">
          <TextField name="title" label={t('asset.titleField')} required maxLength={200} />
          <CheckboxField name="normalize_audio" label={t('asset.normalize')} hint={t('asset.normalizeHint')} />
          <FormError />
          {canEdit ? (
            <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting || !form.formState.isDirty}>
              {t('common.save')}
            </button>
          ) : null}
        </fieldset>
      </Form>
      <dl className="media-facts">
        {facts.map(([term, value]) => (
          <div key={term} className="media-facts__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {asset.created_by ? <p className="muted">{t('asset.addedBy', { name: asset.created_by })}</p> : null}
    </section>
  );
}

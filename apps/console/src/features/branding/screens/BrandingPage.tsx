import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminBranding, AdminBrandingUpdate, type BrandingImageKind, type ContrastWarning, contrastWarnings } from '@ott/contracts/admin-branding';
import { type ColorName, ColorSettings } from '@ott/contracts/channel';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm';
import { ErrorMessage, Form, FormError, applyServerErrors } from '@ott/client/forms';
import { ImageUpload } from '../../../components/ImageUpload';
import { PageHeader } from '../../../components/PageHeader';
import { toast } from '../../../components/toast';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { isApiError } from '../../../lib/api';
import { useConsoleChannel } from '../../../lib/console-channel';
import { brandingQuery, imageUpload, removeImage, saveBranding } from '../api';
import { BrandColorField } from '../components/BrandColorField';
import { ContrastWarnings } from '../components/ContrastWarnings';
import { ViewerPreview } from '../components/ViewerPreview';
import '../branding.css';

/** The colour settings in the order the viewer app stacks them: each area's background, then what is written on it. */
const GROUPS: Array<{ id: string; colors: [ColorName, ColorName] }> = [
  { id: 'header', colors: ['header-background', 'header-text-color'] },
  { id: 'body', colors: ['body-background', 'body-text-color'] },
  { id: 'footer', colors: ['footer-background', 'footer-text-color'] },
  { id: 'buttons', colors: ['primary-color', 'primary-text-color'] },
];

export function BrandingPage() {
  const { t } = useTranslation('branding');
  const channel = useConsoleChannel();
  const branding = useQuery(brandingQuery(channel.key));
  return (
    <div className="branding">
      <PageHeader title={t('title')} description={t('description', { channel: channel.name })} />
      {branding.isPending ? <p className="muted">{t('loading')}</p> : null}
      <ErrorMessage message={branding.isError ? branding.error.message : null} />
      {branding.data ? <BrandingEditor channelKey={channel.key} branding={branding.data} canWrite={channel.can('admin')} /> : null}
    </div>
  );
}

function BrandingEditor({ channelKey, branding, canWrite }: { channelKey: string; branding: AdminBranding; canWrite: boolean }) {
  const { t } = useTranslation('branding');
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [reloadKey, setReloadKey] = useState(0);
  const form = useForm<AdminBrandingUpdate>({ resolver: zodResolver(AdminBrandingUpdate), defaultValues: { color_settings: branding.color_settings } });
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedChangesGuard(isDirty && !isSubmitting);

  const watched = useWatch({ control: form.control, name: 'color_settings' });
  // Only complete, valid colours reach the check and the preview; a half-typed hex keeps the last good ones.
  const [lastValid, setLastValid] = useState({ key: JSON.stringify(branding.color_settings), colors: branding.color_settings });
  const parsed = ColorSettings.safeParse(watched);
  const candidateKey = parsed.success ? JSON.stringify(parsed.data) : null;
  if (parsed.success && candidateKey && candidateKey !== lastValid.key) setLastValid({ key: candidateKey, colors: parsed.data });
  const valid = lastValid.colors;
  const warnings = useMemo(() => contrastWarnings(valid), [valid]);

  const updated = (data: AdminBranding) => queryClient.setQueryData(brandingQuery(channelKey).queryKey, data);

  async function onSubmit(values: AdminBrandingUpdate) {
    try {
      const saved = await saveBranding(channelKey, values);
      updated(saved);
      form.reset({ color_settings: saved.color_settings });
      toast.success(t('saved'));
    } catch (error) {
      if (!applyServerErrors(form, error)) toast.error(t('saveFailed'));
    }
  }

  function applySuggestion(name: ColorName, suggestion: ContrastWarning['suggestion']) {
    form.setValue(`color_settings.${name}`, suggestion.color, { shouldDirty: true, shouldValidate: true });
    form.setValue(`color_settings.${name}-transparency`, suggestion.transparency, { shouldDirty: true, shouldValidate: true });
  }

  async function remove(kind: BrandingImageKind) {
    const sure = await confirm({ title: t(`${kind}.removeTitle`), message: t(`${kind}.removeMessage`), confirmLabel: t('remove'), danger: true });
    if (!sure) return;
    try {
      updated(await removeImage(channelKey, kind));
      setReloadKey((key) => key + 1);
      toast.success(t(`${kind}.removed`));
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('saveFailed'));
    }
  }

  const imageChanged = (data: AdminBranding, kind: BrandingImageKind) => {
    updated(data);
    setReloadKey((key) => key + 1);
    toast.success(t(`${kind}.uploaded`));
  };

  return (
    <div className="branding__layout">
      {/* First on a phone, kept in view (sticky) while the colour fields scroll under it; on a wide screen, beside them. */}
      <ViewerPreview channelKey={channelKey} colors={valid} eventId={branding.preview_event_id} reloadKey={reloadKey} />
      <div className="branding__form">
        <Form form={form} onSubmit={onSubmit} className="form branding__colors">
          <section className="panel stack" aria-labelledby="branding-colors">
            <h2 id="branding-colors" className="panel__title">
              {t('colorsTitle')}
            </h2>
            <ContrastWarnings
              warnings={warnings}
              disabled={!canWrite}
              alphaOf={(name) => valid[`${name}-transparency`]}
              onApply={applySuggestion}
            />
            {GROUPS.map((group) => (
              <fieldset key={group.id} className="branding__group">
                <legend>{t(`groups.${group.id}`)}</legend>
                {group.colors.map((name) => (
                  <BrandColorField key={name} name={name} label={t(`colors.${name}`)} disabled={!canWrite} />
                ))}
              </fieldset>
            ))}
            <FormError />
            {canWrite ? (
              <div className="button-row">
                <button type="submit" className="button button--primary" disabled={!isDirty || isSubmitting}>
                  {isSubmitting ? t('saving') : t('save')}
                </button>
                <button type="button" className="button button--secondary" disabled={!isDirty || isSubmitting} onClick={() => form.reset({ color_settings: branding.color_settings })}>
                  {t('reset')}
                </button>
                {isDirty ? <span className="muted">{t('unsaved')}</span> : null}
              </div>
            ) : (
              <p className="muted">{t('readOnly')}</p>
            )}
          </section>
        </Form>
        <section className="panel stack" aria-labelledby="branding-images">
          <h2 id="branding-images" className="panel__title">
            {t('imagesTitle')}
          </h2>
          {(['logo', 'favicon'] as const).map((kind) => {
            const current = kind === 'logo' ? branding.logo : (branding.favicon?.['192'] ?? null);
            return (
              <div key={kind} className="branding__image">
                {canWrite ? (
                  <ImageUpload<AdminBranding> label={t(`${kind}.label`)} hint={t(`${kind}.hint`)} upload={imageUpload(channelKey, kind)} currentUrl={current} onUploaded={(data) => imageChanged(data, kind)} />
                ) : (
                  <p>{current ? <img src={current} alt={t(`${kind}.label`)} className="branding__current" /> : t('none')}</p>
                )}
                {canWrite && current ? (
                  <button type="button" className="button button--ghost button--small" onClick={() => void remove(kind)}>
                    {t(`${kind}.remove`)}
                  </button>
                ) : null}
              </div>
            );
          })}
        </section>
      </div>
    </div>
  );
}

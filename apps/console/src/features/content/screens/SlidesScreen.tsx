import { AdminSlideInput, type AdminSlideForm, SLIDE_IMAGE_TYPES } from '@ott/contracts/admin-content';
import { SlidableType, type Slide } from '@ott/contracts/channel';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../../components/ImageUpload';
import { SelectField, TextField } from '@ott/client/forms';
import { useConsoleChannel } from '../../../lib/console-channel';
import { type SlideTarget, slideImageUpload, slideTargetsQuery } from '../api';
import { CollectionScreen } from '../components/CollectionScreen';

/** The home page's carousel (main slides) and the banners of a sport's, team's or school's page. */
export function SlidesScreen() {
  const { t } = useTranslation('content');
  const channel = useConsoleChannel();
  const targets = useQuery(slideTargetsQuery(channel.key));
  const targetName = useTargetName();
  const shownOn = (slide: Slide) => {
    const kind = t(`slides.types.${slide.slidable_type}`);
    if (slide.slidable_type === 'main' || slide.slidable_id === null) return kind;
    const target = targets.data?.[slide.slidable_type].find((one) => one.id === slide.slidable_id);
    return target ? t('slides.shownOn', { kind, name: targetName(target) }) : kind;
  };
  return (
    <CollectionScreen<Slide, AdminSlideForm>
      area="slides"
      prefix="slides"
      sortable
      nameOf={(slide) => slide.title}
      renderSummary={(slide) => (
        <div className="slide-summary">
          <img className="slide-summary__image" src={slide.image} alt="" loading="lazy" />
          <div>
            <span className="content-row__title">{slide.title}</span>
            <span className="content-row__meta">
              {shownOn(slide)}
              {slide.link ? (
                <>
                  {' · '}
                  <code>{slide.link}</code>
                </>
              ) : null}
            </span>
          </div>
        </div>
      )}
      schema={AdminSlideInput}
      emptyValues={{ slidable_type: 'main', slidable_id: null, title: '', subtitle: '', image: '', link: '' }}
      valuesOf={(slide) => ({ slidable_type: slide.slidable_type, slidable_id: slide.slidable_id, title: slide.title, subtitle: slide.subtitle ?? '', image: slide.image, link: slide.link ?? '' })}
      fields={<SlideFields />}
    />
  );
}

function SlideFields() {
  const { t } = useTranslation('content');
  return (
    <>
      <SlideImageField />
      <TextField name="title" label={t('slides.fields.title')} required maxLength={200} />
      <TextField name="subtitle" label={t('slides.fields.subtitle')} maxLength={300} />
      <TextField name="link" label={t('slides.fields.link')} hint={t('slides.fields.linkHint')} maxLength={500} spellCheck={false} />
      <SelectField name="slidable_type" label={t('slides.fields.type')} required options={SlidableType.options.map((type) => ({ value: type, label: t(`slides.types.${type}`) }))} />
      <SlideTargetField />
    </>
  );
}

/** The picture: uploaded at once (with progress), its address kept in the form's `image`. */
function SlideImageField() {
  const { t } = useTranslation('content');
  const channel = useConsoleChannel();
  const { field, fieldState } = useController<AdminSlideForm, 'image'>({ name: 'image' });
  return (
    <div className={fieldState.error ? 'field--invalid' : undefined}>
      <ImageUpload<{ image: string }>
        label={t('slides.fields.image')}
        upload={slideImageUpload(channel.key)}
        currentUrl={field.value || null}
        accept={SLIDE_IMAGE_TYPES.join(',')}
        hint={t('slides.fields.imageHint')}
        onUploaded={(data) => field.onChange(data.image)}
      />
      {fieldState.error ? <p className="field__error">{fieldState.error.message}</p> : null}
    </div>
  );
}

/** A sport's, team's or school's name as the console shows it; a team's with its sport and gender, in the console's language. */
function useTargetName() {
  const { t } = useTranslation('content');
  return (target: SlideTarget) =>
    target.team ? t('slides.team', { name: target.name, sport: target.team.sport, gender: t(`slides.genders.${target.team.gender}`, { defaultValue: target.team.gender }) }) : target.name;
}

/** What a non-main slide is shown for: one of the channel's sports, teams or schools. */
function SlideTargetField() {
  const { t } = useTranslation('content');
  const channel = useConsoleChannel();
  const { setValue, getValues } = useFormContext<AdminSlideForm>();
  const type = useWatch<AdminSlideForm, 'slidable_type'>({ name: 'slidable_type' });
  const targets = useQuery({ ...slideTargetsQuery(channel.key), enabled: type !== 'main' });
  const targetName = useTargetName();
  useEffect(() => {
    if (type === 'main' && getValues('slidable_id') !== null) setValue('slidable_id', null, { shouldDirty: true });
  }, [type, getValues, setValue]);
  if (type === 'main') return null;
  const options = (targets.data?.[type] ?? []).map((target) => ({ value: target.id, label: targetName(target) }));
  return (
    <SelectField
      name="slidable_id"
      label={t(`slides.targets.${type}`)}
      required
      placeholder={targets.isPending ? t('common.loading') : t('slides.fields.choose')}
      options={options}
      hint={targets.isError ? t('common.loadFailed') : undefined}
    />
  );
}

import { AdminPrerollInput, type AdminPrerollForm } from '@ott/contracts/admin-content';
import type { EventLocation, Preroll } from '@ott/contracts/channel';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VideoPicker, stateLabel } from '../../../components/VideoPicker';
import { CheckboxField, SelectField, TextField } from '@ott/client/forms';
import { type VideoChoice, isLibraryVideo, mediaLibraryPath, stateOf } from '../../../components/video-choices';
import { useConsoleChannel } from '../../../lib/console-channel';
import { libraryPrerollUrl, libraryVideoOfPreroll, listQuery, slideTargetsQuery, videosQuery } from '../api';
import { CollectionScreen } from '../components/CollectionScreen';

/** Prerolls: the clips played before an event, for the events they target, each with its share of the draw. */
export function PrerollsScreen() {
  const { t } = useTranslation('content');
  const channel = useConsoleChannel();
  const locations = useQuery(listQuery<EventLocation>(channel.key, 'locations'));
  const categories = useQuery(slideTargetsQuery(channel.key));
  const videos = useQuery(videosQuery(channel.key));
  const library = (videos.data ?? []).filter(isLibraryVideo);
  const libraryVideo = (preroll: Preroll) => {
    const id = libraryVideoOfPreroll(preroll.url);
    return id ? (library.find((video) => video.id === id) ?? { id, label: id, ready: true }) : null;
  };
  const locationName = (id: number | null) => (id === null ? t('prerolls.anyLocation') : (locations.data?.find((location) => location.id === id)?.name ?? `#${id}`));
  const categoryNames = (ids: number[]) =>
    ids.length === 0 ? t('prerolls.anyCategory') : ids.map((id) => categories.data?.category.find((category) => category.id === id)?.name ?? `#${id}`).join(', ');
  const audience = (preroll: Preroll) => t(preroll.for_live && preroll.for_vod ? 'prerolls.both' : preroll.for_live ? 'prerolls.liveOnly' : 'prerolls.vodOnly');
  return (
    <CollectionScreen<Preroll, AdminPrerollForm>
      area="prerolls"
      prefix="prerolls"
      nameOf={(preroll) => libraryVideo(preroll)?.label ?? preroll.url.split('/').pop() ?? preroll.url}
      renderSummary={(preroll) => (
        <>
          <span className="content-row__title">
            <PrerollMedia url={preroll.url} video={libraryVideo(preroll)} />
          </span>
          <span className="content-row__meta">
            {t('prerolls.summary', { weight: preroll.weight, audience: audience(preroll), location: locationName(preroll.location_id), categories: categoryNames(preroll.event_categories) })}
          </span>
        </>
      )}
      schema={AdminPrerollInput}
      emptyValues={{ url: '', weight: 10, location_id: null, event_categories: [], for_live: true, for_vod: true }}
      valuesOf={(preroll) => ({ ...preroll })}
      fields={
        <>
          <TextField name="url" label={t('prerolls.fields.url')} hint={t('prerolls.fields.urlHint')} required maxLength={500} spellCheck={false} />
          <LibraryClipChoice videos={library} uploadTo={mediaLibraryPath(channel.key)} />
          <TextField name="weight" label={t('prerolls.fields.weight')} hint={t('prerolls.fields.weightHint')} type="number" min={1} max={1000} required />
          <CheckboxField name="for_live" label={t('prerolls.fields.forLive')} />
          <CheckboxField name="for_vod" label={t('prerolls.fields.forVod')} />
          <SelectField
            name="location_id"
            label={t('prerolls.fields.location')}
            placeholder={t('prerolls.anyLocation')}
            options={(locations.data ?? []).map((location) => ({ value: location.id, label: `${location.name} (${location.city})` }))}
          />
          <CategoryChecklist options={categories.data?.category ?? []} loading={categories.isPending} />
        </>
      }
    />
  );
}

/** A preroll's media in the list: the library video's title (with its state while it is being made), else the clip's address. */
function PrerollMedia({ url, video }: { url: string; video: VideoChoice | null }) {
  const { t } = useTranslation('content');
  if (!video) return <code>{url}</code>;
  return (
    <>
      {t('prerolls.libraryVideo', { title: video.label })}
      {stateOf(video) === 'ready' ? null : <span className="badge video-picker__state--processing">{stateLabel(t, video)}</span>}
    </>
  );
}

/** Beside the clip's address: a video of the channel's library, chosen in the video picker, as the preroll's media. */
function LibraryClipChoice({ videos, uploadTo }: { videos: VideoChoice[]; uploadTo: string }) {
  const { t } = useTranslation('content');
  const [open, setOpen] = useState(false);
  const { setValue, control } = useFormContext<AdminPrerollForm>();
  const url = useWatch({ control, name: 'url' }) ?? '';
  const current = libraryVideoOfPreroll(url);
  const video = current ? (videos.find((item) => item.id === current) ?? null) : null;
  return (
    <div className="field">
      {current ? (
        <p className="video-field__value">
          <PrerollMedia url={url} video={video ?? { id: current, label: current, ready: true }} />
        </p>
      ) : null}
      <button type="button" className="button button--secondary button--small" onClick={() => setOpen(true)}>
        {t('prerolls.chooseLibrary')}
      </button>
      <VideoPicker
        open={open}
        libraryOnly
        title={t('prerolls.pickerTitle')}
        videos={videos}
        uploadTo={uploadTo}
        current={current}
        onClose={() => setOpen(false)}
        onChoose={(chosen) => {
          setValue('url', libraryPrerollUrl(chosen.id), { shouldDirty: true, shouldValidate: true });
          setOpen(false);
        }}
      />
    </div>
  );
}

/** The categories a preroll targets, as checkboxes (none checked: every category). */
function CategoryChecklist({ options, loading }: { options: Array<{ id: number; name: string }>; loading: boolean }) {
  const { t } = useTranslation('content');
  const id = useId();
  const { field, fieldState } = useController<AdminPrerollForm, 'event_categories'>({ name: 'event_categories' });
  const chosen = new Set(field.value ?? []);
  const toggle = (category: number, on: boolean) => field.onChange(on ? [...chosen, category] : [...chosen].filter((value) => value !== category));
  return (
    <fieldset className={`field content-checklist${fieldState.error ? ' field--invalid' : ''}`} aria-describedby={`${id}-hint`}>
      <legend className="field__label">{t('prerolls.fields.categories')}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {t('prerolls.fields.categoriesHint')}
      </p>
      {loading ? <p className="muted">{t('common.loading')}</p> : null}
      <div className="content-checklist__options">
        {options.map((category) => (
          <label key={category.id} className="content-checklist__option">
            <input type="checkbox" className="checkbox" checked={chosen.has(category.id)} onChange={(event) => toggle(category.id, event.target.checked)} onBlur={field.onBlur} />
            {category.name}
          </label>
        ))}
      </div>
      {fieldState.error ? <p className="field__error">{fieldState.error.message}</p> : null}
    </fieldset>
  );
}

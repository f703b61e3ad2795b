import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { serverText } from '../lib/server-text';
import { FieldNotes } from '@ott/client/forms';
import { VideoPicker, stateLabel } from './VideoPicker';
import { type VideoChoice, stateOf } from './video-choices';

interface VideoFieldProps {
  /** The form field holding the chosen video's id (`lib-12`, `court`), null or '' for none. */
  name: string;
  label: string;
  videos: VideoChoice[];
  uploadTo: string;
  hint?: string;
  disabled?: boolean;
  /** Called with the video just chosen (e.g. to fill in its length). */
  onChosen?: (video: VideoChoice) => void;
}

/** A form field whose value is one of the channel's videos, chosen in the video picker; it can be left empty. */
export function VideoField({ name, label, videos, uploadTo, hint, disabled, onChosen }: VideoFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const {
    field: { ref, value: fieldValue, onChange },
    fieldState,
  } = useController({ name });
  const value = (fieldValue as string | null | undefined) || null;
  const chosen = value ? videos.find((video) => video.id === value) : undefined;
  const error = fieldState.error?.message ? serverText(fieldState.error.message) : undefined;
  const described = [`${id}-value`, hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div role="group" aria-labelledby={`${id}-label`} className={`field video-field${error ? ' field--invalid' : ''}`}>
      <span id={`${id}-label`} className="field__label">
        {label}
      </span>
      <div className="video-field__row">
        <span id={`${id}-value`} className={`video-field__value${chosen || value ? '' : ' muted'}`}>
          {chosen ? chosen.label : (value ?? t('videoPicker.none'))}
          {chosen && stateOf(chosen) !== 'ready' ? <span className="badge video-picker__state--processing">{stateLabel(t, chosen)}</span> : null}
        </span>
        <button type="button" className="button button--secondary button--small" ref={ref} disabled={disabled} aria-describedby={described} onClick={() => setOpen(true)}>
          {value ? t('videoPicker.change') : t('videoPicker.choose')}
        </button>
        {value ? (
          <button type="button" className="button button--ghost button--small" disabled={disabled} onClick={() => onChange(null)}>
            {t('videoPicker.clear')}
          </button>
        ) : null}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
      <VideoPicker
        open={open}
        title={t('videoPicker.title')}
        videos={videos}
        uploadTo={uploadTo}
        current={value}
        onClose={() => setOpen(false)}
        onChoose={(video) => {
          onChange(video.id);
          setOpen(false);
          onChosen?.(video);
        }}
      />
    </div>
  );
}

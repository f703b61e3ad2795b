import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api';
import type { UploadFile } from '../lib/api-call';
import { percentText } from '@ott/client/format';
import { FilePicker } from './FilePicker';

/**
 * Pick an image, see it, upload it with a progress bar. Usage:
 * `<ImageUpload label={t('logo')} upload={imageUpload(key, 'logo')} currentUrl={settings.logo_url} onUploaded={(data) => …} />`.
 * `upload` (from the feature's api, see `uploadTo`) sends the file; `onUploaded` gets the answer's `data`.
 */
export function ImageUpload<T = unknown>({
  label,
  upload: send,
  currentUrl,
  accept = 'image/png,image/jpeg,image/webp,image/svg+xml',
  hint,
  onUploaded,
}: {
  label: string;
  upload: UploadFile<T>;
  currentUrl?: string | null;
  accept?: string;
  hint?: string;
  onUploaded?: (data: T) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  async function upload(file: File) {
    setError(null);
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      const data = await send(file, setProgress);
      onUploaded?.(data);
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : t('upload.failed'));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }

  const shown = preview ?? currentUrl ?? null;
  return (
    <div className={`field image-upload${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="image-upload__body">
        <div className="image-upload__preview">{shown ? <img src={shown} alt={t('upload.preview', { label })} /> : <span className="muted">{t('upload.none')}</span>}</div>
        <div className="image-upload__controls">
          <FilePicker
            inputRef={input}
            id={id}
            accept={accept}
            disabled={progress !== null}
            aria-describedby={hint ? `${id}-hint` : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          {progress !== null ? (
            <progress className="image-upload__progress" max={1} value={progress} aria-label={t('upload.progress')}>
              {percentText(progress, i18n.language)}
            </progress>
          ) : null}
          {hint ? (
            <p id={`${id}-hint`} className="field__hint">
              {hint}
            </p>
          ) : null}
          {error ? (
            <p className="field__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

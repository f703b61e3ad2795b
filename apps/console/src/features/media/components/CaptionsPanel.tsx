import type { MediaAsset, MediaCaption } from '@ott/contracts/admin-media';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm';
import { FilePicker } from '../../../components/FilePicker';
import { toast } from '../../../components/toast';
import { isApiError, type ApiError } from '../../../lib/api';
import { changeCaptions, removeCaptions, uploadCaptions, useRefreshMedia } from '../api';
import { LanguageField, languageLabel } from './LanguageField';

const fieldError = (error: unknown, field: string) => (isApiError(error) ? (error.errors[field]?.[0] ?? null) : null);

/** Captions per language: add a WebVTT or SRT file, edit the language and label inline, delete. */
export function CaptionsPanel({ channelKey, asset, canEdit }: { channelKey: string; asset: MediaAsset; canEdit: boolean }) {
  const { t } = useTranslation('media');
  return (
    <section className="panel" aria-labelledby="asset-captions-title">
      <h2 className="panel__title" id="asset-captions-title">
        {t('captions.title')}
      </h2>
      {asset.captions.length === 0 ? <p className="muted">{t('captions.none')}</p> : null}
      <ul className="caption-list">
        {asset.captions.map((caption) => (
          <CaptionRow key={caption.id} channelKey={channelKey} assetId={asset.id} caption={caption} canEdit={canEdit} />
        ))}
      </ul>
      {canEdit ? <CaptionUpload channelKey={channelKey} asset={asset} /> : null}
    </section>
  );
}

function CaptionUpload({ channelKey, asset }: { channelKey: string; asset: MediaAsset }) {
  const { t } = useTranslation('media');
  const id = useId();
  const refresh = useRefreshMedia(channelKey);
  const input = useRef<HTMLInputElement>(null);
  const taken = new Set(asset.captions.map((caption) => caption.language));
  const [language, setLanguage] = useState(taken.has('en') ? 'fr' : 'en');
  const [label, setLabel] = useState('');
  const [busy, setBusy] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | string | null>(null);

  async function submit() {
    const file = input.current?.files?.[0];
    if (!file) {
      setError(t('captions.chooseFile'));
      return;
    }
    const form = new FormData();
    form.append('language', language);
    form.append('label', label.trim() || languageLabel(language, t));
    form.append('file', file);
    setBusy(true);
    setError(null);
    try {
      await uploadCaptions(channelKey, asset.id, form);
      await refresh();
      toast.success(t('captions.uploaded'));
      setLabel('');
      if (input.current) input.current.value = '';
      setFileName(null);
    } catch (caught) {
      setError(isApiError(caught) ? caught : t('common.failed'));
    } finally {
      setBusy(false);
    }
  }

  const message = typeof error === 'string' ? error : error ? (fieldError(error, 'file') ?? fieldError(error, 'language') ?? fieldError(error, 'label') ?? error.message) : null;
  return (
    <form
      className="caption-upload"
      aria-label={t('captions.upload')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <LanguageField value={language} onChange={setLanguage} />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-label`}>
          {t('captions.label')}
        </label>
        <input id={`${id}-label`} className="input" value={label} maxLength={60} placeholder={languageLabel(language, t)} onChange={(event) => setLabel(event.target.value)} aria-describedby={`${id}-label-hint`} />
        <p className="field__hint" id={`${id}-label-hint`}>
          {t('captions.labelHint')}
        </p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-file`}>
          {t('captions.file')}
        </label>
        <FilePicker inputRef={input} id={`${id}-file`} accept=".vtt,.srt,text/vtt,application/x-subrip" chosen={fileName} onChange={(event) => setFileName(event.target.files?.[0]?.name ?? null)} />
      </div>
      {message ? (
        <p className="field__error" role="alert">
          {message}
        </p>
      ) : null}
      <button type="submit" className="button button--secondary" disabled={busy}>
        {t('captions.upload')}
      </button>
    </form>
  );
}

function CaptionRow({ channelKey, assetId, caption, canEdit }: { channelKey: string; assetId: number; caption: MediaCaption; canEdit: boolean }) {
  const { t } = useTranslation('media');
  const confirm = useConfirm();
  const refresh = useRefreshMedia(channelKey);
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [language, setLanguage] = useState(caption.language);
  const [label, setLabel] = useState(caption.label);
  const [error, setError] = useState<string | null>(null);

  async function save() {
    try {
      await changeCaptions(channelKey, assetId, caption.id, { language, label });
      await refresh();
      setEditing(false);
      setError(null);
      toast.success(t('captions.saved'));
    } catch (caught) {
      setError(isApiError(caught) ? (fieldError(caught, 'language') ?? fieldError(caught, 'label') ?? caught.message) : t('common.failed'));
    }
  }

  async function remove() {
    if (!(await confirm({ title: t('captions.deleteTitle'), message: t('captions.deleteMessage', { label: caption.label }), confirmLabel: t('common.delete'), danger: true }))) return;
    try {
      await removeCaptions(channelKey, assetId, caption.id);
      await refresh();
      toast.success(t('captions.deleted'));
    } catch (caught) {
      toast.error(isApiError(caught) ? caught.message : t('common.failed'));
    }
  }

  if (editing) {
    return (
      <li className="caption-row caption-row--editing">
        <form
          className="caption-edit"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <LanguageField value={language} onChange={setLanguage} />
          <div className="field">
            <label className="field__label" htmlFor={`${id}-label`}>
              {t('captions.label')}
            </label>
            <input id={`${id}-label`} className="input" value={label} maxLength={60} required onChange={(event) => setLabel(event.target.value)} />
          </div>
          {error ? (
            <p className="field__error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="media-actions">
            <button type="submit" className="button button--primary button--small">
              {t('common.save')}
            </button>
            <button type="button" className="button button--ghost button--small" onClick={() => setEditing(false)}>
              {t('common.cancel')}
            </button>
          </div>
        </form>
      </li>
    );
  }
  return (
    <li className="caption-row">
      <span className="badge">{caption.language}</span>
      <span className="caption-row__label">{caption.label}</span>
      {canEdit ? (
        <span className="media-actions">
          <button type="button" className="button button--ghost button--small" aria-label={t('captions.editNamed', { label: caption.label })} onClick={() => setEditing(true)}>
            {t('common.edit')}
          </button>
          <button type="button" className="button button--ghost button--small" aria-label={t('captions.deleteNamed', { label: caption.label })} onClick={() => void remove()}>
            {t('common.delete')}
          </button>
        </span>
      ) : null}
    </li>
  );
}

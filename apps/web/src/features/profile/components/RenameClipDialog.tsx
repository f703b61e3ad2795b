import { ClipRename, type Clip } from '@ott/contracts/clips';
import { useId, useState, type FormEvent } from 'react';
import { clipMessage } from '../../../components/clips/clip-messages';
import { toastRequestError } from '../../../components/ui/toast-request-error';
import { Modal } from '../../../components/ui/Modal';
import { showToast } from '../../../components/ui/toast-store';
import { isApiError } from '@ott/client/api-error';
import { useTranslation } from '../../../lib/i18n-react';
import { useRenameClip } from '../api/clips';

/** A new name for a clip, checked as the server checks a new clip's name; its share page and download follow. */
export function RenameClipDialog({ clip, onClose }: { clip: Clip; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const rename = useRenameClip();
  const [name, setName] = useState(clip.name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = ClipRename.safeParse({ name });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    setBusy(true);
    try {
      await rename(clip.id, checked.data);
      showToast(t('clips.rename.done'), { type: 'success' });
      onClose();
    } catch (failure) {
      setBusy(false);
      const field = isApiError(failure) ? failure.errors.name?.[0] : undefined;
      if (field) return setError(field);
      toastRequestError(failure, t);
    }
  };
  return (
    <Modal onClose={onClose} label={t('clips.rename.title')}>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <h2 className="section-title">{t('clips.rename.title')}</h2>
        <div className="form-field">
          <label htmlFor={`${id}-name`} className="form-field__label">
            {t('clips.panel.name')}
          </label>
          <input
            id={`${id}-name`}
            className="input"
            value={name}
            maxLength={100}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
          />
          {error ? (
            <p id={`${id}-error`} className="form-field__error">
              {clipMessage(t, error)}
            </p>
          ) : null}
        </div>
        <div className="button-row">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('clips.rename.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {t('clips.rename.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

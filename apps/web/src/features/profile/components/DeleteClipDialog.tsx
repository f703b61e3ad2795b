import type { Clip } from '@ott/contracts/clips';
import { useState } from 'react';
import { toastRequestError } from '../../../components/ui/toast-request-error';
import { Modal } from '../../../components/ui/Modal';
import { showToast } from '../../../components/ui/toast-store';
import { useTranslation } from '../../../lib/i18n-react';
import { useDeleteClip } from '../api/clips';

/** Asks before a clip (and its share link) goes for good. */
export function DeleteClipDialog({ clip, onClose }: { clip: Clip; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteClip();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await remove(clip.id);
      showToast(t('clips.delete.done'), { type: 'success' });
      onClose();
    } catch (error) {
      setBusy(false);
      toastRequestError(error, t);
    }
  };
  return (
    <Modal onClose={onClose} label={t('clips.delete.title')}>
      <div className="form">
        <h2 className="section-title">{t('clips.delete.title')}</h2>
        <p>{t('clips.delete.message', { name: clip.name })}</p>
        <div className="button-row">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('clips.delete.cancel')}
          </button>
          <button type="button" className="button button--danger" onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
            {t('clips.delete.confirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

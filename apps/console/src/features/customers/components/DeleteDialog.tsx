import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { ErrorMessage } from '@ott/client/forms';

/** Deleting asks for the customer's email typed again; the button waits for an exact match. */
export function DeleteDialog({ email, open, busy, error, onClose, onSubmit }: { email: string; open: boolean; busy: boolean; error: string | null; onClose: () => void; onSubmit: (typed: string) => void }) {
  const { t } = useTranslation('customers');
  const [typed, setTyped] = useState('');
  const field = useId();
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  return (
    <Dialog
      open={open}
      title={t('delete.title')}
      onClose={onClose}
      footer={
        <DialogActions label={t('delete.submit')} onAction={() => onSubmit(typed.trim())} onCancel={onClose} disabled={!matches || busy} tone="danger" />
      }
    >
      <div className="stack">
        <p>{t('delete.explain', { email })}</p>
        <label className="field" htmlFor={field}>
          <span className="field__label">{t('delete.type', { email })}</span>
          <input id={field} className="input" value={typed} autoComplete="off" spellCheck={false} onChange={(event) => setTyped(event.target.value)} data-autofocus />
        </label>
        <ErrorMessage message={error} />
      </div>
    </Dialog>
  );
}

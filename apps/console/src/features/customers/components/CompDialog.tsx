import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { ErrorMessage } from '@ott/client/forms';
import { compPassesQuery } from '../api';

/** Pick a pass to give; the note goes to the audit log with the order. */
export function CompDialog({ channelKey, open, busy, error, onClose, onSubmit }: { channelKey: string; open: boolean; busy: boolean; error: string | null; onClose: () => void; onSubmit: (body: { pass_id: number; note?: string }) => void }) {
  const { t } = useTranslation('customers');
  const passes = useQuery({ ...compPassesQuery(channelKey), enabled: open });
  const [passId, setPassId] = useState('');
  const [note, setNote] = useState('');
  const passField = useId();
  const noteField = useId();
  return (
    <Dialog
      open={open}
      title={t('comp.title')}
      onClose={onClose}
      footer={
        <DialogActions
          label={t('comp.submit')}
          onAction={() => onSubmit({ pass_id: Number(passId), ...(note.trim() ? { note: note.trim() } : {}) })}
          onCancel={onClose}
          disabled={!passId || busy}
        />
      }
    >
      <div className="stack">
        <p className="muted">{t('comp.explain')}</p>
        {passes.data && passes.data.length === 0 ? <p>{t('comp.noPasses')}</p> : null}
        <label className="field" htmlFor={passField}>
          <span className="field__label">{t('comp.pass')}</span>
          <select id={passField} className="input select" value={passId} onChange={(event) => setPassId(event.target.value)} data-autofocus>
            <option value="">{t('comp.choose')}</option>
            {(passes.data ?? []).map((pass) => (
              <option key={pass.id} value={pass.id}>
                {pass.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field" htmlFor={noteField}>
          <span className="field__label">{t('comp.note')}</span>
          <input id={noteField} className="input" value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
        </label>
        <ErrorMessage message={error} />
      </div>
    </Dialog>
  );
}

import { CSRF_HEADER } from '@ott/contracts/admin-auth';
import type { PendingUpload } from '@ott/contracts/admin-media';
import { ACCEPTED_UPLOAD_TYPES } from '@ott/contracts/admin-media';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Upload } from 'tus-js-client';
import { useConfirm } from '../../../components/confirm';
import { toast } from '../../../components/toast';
import { useOptionalConsoleChannel } from '../../../lib/console-channel';
import { when } from '@ott/client/format';
import { useMe } from '../../../lib/session';
import { UPLOADS_ENDPOINT, pendingUploadsQuery } from '../api';
import { formatBytes } from '../format';
import type { UploadSnapshot } from './upload-task';
import { percentText } from '@ott/client/format';

/**
 * The operator's uploads that stopped before the end (a closed tab, a reload): choosing the same file again resumes
 * it from the last byte the server acknowledged. Uploads this tab is sending are not repeated here.
 */
export function PendingUploads({ channelKey, hidden, onResume }: { channelKey: string; hidden: UploadSnapshot[]; onResume: (file: File, uploadUrl: string) => void }) {
  const { t } = useTranslation('media');
  const pending = useQuery(pendingUploadsQuery());
  const sending = new Set(hidden.filter((row) => row.status !== 'done' && row.status !== 'cancelled').map((row) => `${row.fileName}:${row.total}`));
  const rows = (pending.data ?? []).filter((upload) => upload.channel_key === channelKey && !sending.has(`${upload.filename}:${upload.size_bytes}`));
  if (rows.length === 0) return null;
  return (
    <div className="pending-uploads">
      <h3 className="pending-uploads__title">{t('upload.pendingTitle')}</h3>
      <p className="muted">{t('upload.pendingIntro')}</p>
      <ul className="upload-list">
        {rows.map((upload) => (
          <PendingRow key={upload.id} upload={upload} onResume={onResume} />
        ))}
      </ul>
    </div>
  );
}

function PendingRow({ upload, onResume }: { upload: PendingUpload; onResume: (file: File, uploadUrl: string) => void }) {
  const { t, i18n } = useTranslation('media');
  const input = useRef<HTMLInputElement>(null);
  const confirm = useConfirm();
  const client = useQueryClient();
  const { data: me } = useMe();
  const url = `${UPLOADS_ENDPOINT}/${encodeURIComponent(upload.id)}`;
  const percent = upload.size_bytes > 0 ? Math.floor((upload.offset_bytes / upload.size_bytes) * 100) : 0;
  const timeZone = useOptionalConsoleChannel()?.timeZone;
  const expires = when(upload.expires_at, i18n.language, timeZone);

  function chosen(file: File | undefined) {
    if (!file) return;
    if (file.size !== upload.size_bytes) {
      toast.error(t('upload.wrongFile', { name: upload.filename, size: formatBytes(upload.size_bytes, i18n.language) }));
      return;
    }
    onResume(file, url);
  }

  async function discard() {
    if (!(await confirm({ title: t('upload.discard'), message: upload.filename, confirmLabel: t('upload.discard'), danger: true }))) return;
    try {
      await Upload.terminate(url, { headers: me?.csrf_token ? { [CSRF_HEADER]: me.csrf_token } : {} });
      toast.success(t('upload.discarded'));
    } catch {
      toast.error(t('common.failed'));
    }
    await client.invalidateQueries({ queryKey: pendingUploadsQuery().queryKey });
  }

  return (
    <li className="upload-row upload-row--pending" aria-label={upload.filename}>
      <div className="upload-row__head">
        <span className="upload-row__name">{upload.filename}</span>
        <span className="upload-row__status">{percentText(percent / 100, i18n.language)}</span>
      </div>
      <div className="media-progress media-progress--upload" role="progressbar" aria-label={t('upload.progress', { name: upload.filename })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span className="media-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="upload-row__figures">
        {t('upload.pendingProgress', { sent: formatBytes(upload.offset_bytes, i18n.language), total: formatBytes(upload.size_bytes, i18n.language), expires })}
      </p>
      <div className="upload-row__actions">
        <button type="button" className="button button--secondary button--small" aria-label={t('upload.chooseSameFor', { name: upload.filename })} onClick={() => input.current?.click()}>
          {t('upload.chooseSame')}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={() => void discard()}>
          {t('upload.discard')}
        </button>
        <input
          ref={input}
          type="file"
          accept={ACCEPTED_UPLOAD_TYPES}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            chosen(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
    </li>
  );
}

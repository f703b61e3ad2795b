import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '../../../lib/server-messages';
import { etaParts, formatBytes, formatSpeed, secondsLeft } from '../format';
import type { UploadTask } from './upload-task';

/** One file being sent: a progress bar, bytes sent of the total, speed and time left, and Pause / Resume / Cancel. */
export function UploadRow({ task, onDismiss }: { task: UploadTask; onDismiss: () => void }) {
  const { t, i18n } = useTranslation('media');
  const row = useSyncExternalStore(task.subscribe, task.snapshot, task.snapshot);
  const percent = row.total > 0 ? Math.floor((row.sent / row.total) * 100) : 0;
  const speed = row.status === 'uploading' ? formatSpeed(row.speed, i18n.language) : null;
  const left = row.status === 'uploading' ? secondsLeft(row.total - row.sent, row.speed) : null;
  const eta = left === null ? null : etaParts(left);
  const finished = row.status === 'done' || row.status === 'cancelled';
  const error = row.status === 'failed' ? (row.error?.message ? translateServerMessage(row.error.message, i18n.language) : row.error?.status ? t('upload.refused') : t('upload.connectionLost')) : null;

  return (
    <li className={`upload-row upload-row--${row.status}`} aria-label={row.fileName}>
      <div className="upload-row__head">
        <span className="upload-row__name">{row.fileName}</span>
        <span className="upload-row__status">{t(`upload.status.${row.status}`)}</span>
      </div>
      <div
        className="media-progress media-progress--upload"
        role="progressbar"
        aria-label={t('upload.progress', { name: row.fileName })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <span className="media-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <div className="upload-row__figures">
        <span>{t('upload.sent', { sent: formatBytes(row.sent, i18n.language), total: formatBytes(row.total, i18n.language) })}</span>
        <span>{percent}%</span>
        {speed ? <span>{speed}</span> : null}
        {eta ? <span>{eta.unit === 'hours' ? t('upload.left_hours', { count: eta.count, minutes: eta.minutes }) : t(`upload.left_${eta.unit}`, { count: eta.count })}</span> : null}
      </div>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="upload-row__actions">
        {row.status === 'uploading' ? (
          <button type="button" className="button button--secondary button--small" onClick={task.pause}>
            {t('upload.pause')}
          </button>
        ) : null}
        {row.status === 'paused' || (row.status === 'failed' && !row.error?.status) ? (
          <button type="button" className="button button--secondary button--small" onClick={task.resume}>
            {t('upload.resume')}
          </button>
        ) : null}
        {!finished && row.status !== 'failed' ? (
          <button type="button" className="button button--ghost button--small" onClick={() => void task.cancel()}>
            {t('upload.cancel')}
          </button>
        ) : null}
        {finished || row.status === 'failed' ? (
          <button type="button" className="button button--ghost button--small" onClick={onDismiss}>
            {t('upload.dismiss')}
          </button>
        ) : null}
      </div>
    </li>
  );
}

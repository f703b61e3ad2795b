import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../components/toast';
import { isApiError } from '../../../lib/api';
import { serverText } from '../../../lib/server-text';
import { runAsset, useAssetChanged } from '../api';
import { failureText, stateDetail } from '../components/StateBadge';
import { etaParts, formatBytes, formatSpeed, secondsLeft } from '../format';
import { assetPath, uploadStage } from './upload-stage';
import type { UploadTask } from './upload-task';
import { useFollowedAsset } from './use-followed-asset';
import { percentText } from '@ott/client/format';

/**
 * One file from its first byte to its place in the library: while it is sent, a progress bar, bytes sent of the
 * total, speed and time left, and Pause / Resume / Cancel; then the asset it became as the server moves it through
 * queued, processing (with its progress), 'Playable now' (the first rendition is out) and Ready, or Failed with the
 * reason and Process again.
 */
export function UploadRow({ channelKey, task, onDismiss }: { channelKey: string; task: UploadTask; onDismiss: () => void }) {
  const { t, i18n } = useTranslation('media');
  const row = useSyncExternalStore(task.subscribe, task.snapshot, task.snapshot);
  const asset = useFollowedAsset(channelKey, row.assetId);
  const stage = uploadStage(row, asset);
  const changed = useAssetChanged(channelKey);
  const [retrying, setRetrying] = useState(false);
  const percent = row.total > 0 ? Math.floor((row.sent / row.total) * 100) : 0;
  const speed = row.status === 'uploading' ? formatSpeed(row.speed, i18n.language) : null;
  const left = row.status === 'uploading' ? secondsLeft(row.total - row.sent, row.speed) : null;
  const eta = left === null ? null : etaParts(left);
  const processed = asset && (stage === 'queued' || stage === 'processing' || stage === 'playable') ? asset : null;
  const detail = processed ? stateDetail(processed, t, i18n.language) : null;
  const settledAsset = asset && (stage === 'ready' || stage === 'failed' || stage === 'processingCancelled') ? asset : null;
  const error =
    stage === 'stopped'
      ? row.error?.message
        ? serverText(row.error.message)
        : row.error?.status
          ? t('upload.refused')
          : t('upload.connectionLost')
      : stage === 'failed' && asset
        ? failureText(asset.failure_reason, t, i18n.language)
        : null;

  async function retry(id: number) {
    setRetrying(true);
    try {
      changed(await runAsset(channelKey, id, 'retry'));
    } catch (failure) {
      toast.error(isApiError(failure) ? failure.message : t('common.failed'));
    } finally {
      setRetrying(false);
    }
  }

  return (
    <li className={`upload-row upload-row--${stage}`} aria-label={row.fileName}>
      <div className="upload-row__head">
        <span className="upload-row__name">{row.fileName}</span>
        <span className="upload-row__status" role="status">
          {t(`upload.stage.${stage}`)}
        </span>
      </div>
      {processed ? (
        <>
          <div
            className="media-progress"
            role="progressbar"
            aria-label={t('state.progressLabel', { title: processed.title })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={processed.progress}
            aria-valuetext={percentText(processed.progress / 100, i18n.language)}
          >
            <span className="media-progress__bar" style={{ width: `${processed.progress}%` }} />
          </div>
          {detail ? <div className="upload-row__figures">{detail}</div> : null}
        </>
      ) : settledAsset ? null : (
        <>
          <div
            className="media-progress media-progress--upload"
            role="progressbar"
            aria-label={t('upload.progress', { name: row.fileName })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={percentText(percent / 100, i18n.language)}
          >
            <span className="media-progress__bar" style={{ width: `${percent}%` }} />
          </div>
          <div className="upload-row__figures">
            <span>{t('upload.sent', { sent: formatBytes(row.sent, i18n.language), total: formatBytes(row.total, i18n.language) })}</span>
            <span>{percentText(percent / 100, i18n.language)}</span>
            {speed ? <span>{speed}</span> : null}
            {eta ? <span>{eta.unit === 'hours' ? t('upload.left_hours', { count: eta.count, minutes: eta.minutes }) : t(`upload.left_${eta.unit}`, { count: eta.count })}</span> : null}
          </div>
        </>
      )}
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
        {row.status === 'uploading' || row.status === 'paused' ? (
          <button type="button" className="button button--ghost button--small" onClick={() => void task.cancel()}>
            {t('upload.cancel')}
          </button>
        ) : null}
        {asset && (stage === 'failed' || stage === 'processingCancelled') ? (
          <button type="button" className="button button--secondary button--small" disabled={retrying} onClick={() => void retry(asset.id)}>
            {t('asset.retry')}
          </button>
        ) : null}
        {row.assetId !== null ? (
          <Link className="button button--ghost button--small" to={assetPath(channelKey, row.assetId)} aria-label={t('upload.openVideo', { name: row.fileName })}>
            {t('upload.open')}
          </Link>
        ) : null}
        {row.status !== 'uploading' && row.status !== 'paused' ? (
          <button type="button" className="button button--ghost button--small" onClick={onDismiss}>
            {t('upload.dismiss')}
          </button>
        ) : null}
      </div>
    </li>
  );
}

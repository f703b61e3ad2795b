import type { Clip } from '@ott/contracts/clips';
import { Link } from 'react-router';
import { downloadClip, shareClip } from '../../../../components/clips/clip-actions';
import { useTranslation } from '../../../../lib/i18n-react';

interface ClipProgressProps {
  clip: Clip;
  canDownload: boolean;
  /** Said while the clip waits (a live clip waiting for its end to be recorded). */
  note?: string;
  /** Opens the panel again for another clip (or another try). */
  onAnother(): void;
}

/** Spec §4, §9: a new clip waits (queued, up to 5 minutes; processing), then is shared or downloaded, or failed. */
export function ClipProgress({ clip, canDownload, note, onAnother }: ClipProgressProps) {
  const { t } = useTranslation();
  const waiting = clip.status === 'queued' || clip.status === 'processing';
  return (
    <div className="clip-progress card card--padded" data-status={clip.status}>
      <p className="clip-progress__status" role="status">
        {waiting ? <span className="clip-progress__spinner" aria-hidden="true" /> : null}
        <span>
          <strong>{clip.name}</strong> — {t(`clips.progress.${clip.status}`)}
        </span>
      </p>
      {waiting && note ? <p className="muted">{note}</p> : null}
      {clip.status === 'failed' && clip.failure_reason ? <p className="muted">{clip.failure_reason}</p> : null}
      <div className="button-row clip-progress__actions">
        {clip.status === 'ready' ? (
          <>
            <button type="button" className="button button--primary" onClick={() => void shareClip(clip, t)}>
              {t('clips.actions.share')}
            </button>
            {canDownload ? (
              <button type="button" className="button button--ghost" onClick={() => void downloadClip(clip.id, t)}>
                {t('clips.actions.download')}
              </button>
            ) : null}
          </>
        ) : null}
        <Link className="button button--ghost" to="/profile/clips">
          {t('clips.progress.myClips')}
        </Link>
        {waiting ? null : (
          <button type="button" className="button button--ghost" onClick={onAnother}>
            {clip.status === 'failed' ? t('clips.progress.retry') : t('clips.progress.another')}
          </button>
        )}
      </div>
    </div>
  );
}

import type { Clip } from '@ott/contracts/clips';
import { Link } from 'react-router';
import { downloadClip, shareClip } from '../../../components/clips/clip-actions';
import { formatClipTime } from '../../../components/clips/clip-time';
import { eventTitle } from '../../../lib/event-display';
import { useTranslation } from '../../../lib/i18n-react';

interface ClipCardProps {
  clip: Clip;
  canDownload: boolean;
  onRename(clip: Clip): void;
  onDelete(clip: Clip): void;
}

/** A known tag in the active language; a tag the list does not know is shown as saved. */
const KNOWN_TAGS = new Set(['highlight', 'goal', 'save', 'funny']);

/** One clip: its picture, name, event, span and status, with what can be done with it now (spec §4). */
export function ClipCard({ clip, canDownload, onRename, onDelete }: ClipCardProps) {
  const { t } = useTranslation();
  const ready = clip.status === 'ready';
  const name = clip.name;
  return (
    <li className="clip-card" data-status={clip.status}>
      <div className="clip-card__picture">{clip.poster ? <img src={clip.poster} alt="" loading="lazy" /> : <span aria-hidden="true">✂</span>}</div>
      <div className="clip-card__body">
        <h3 className="clip-card__name">{name}</h3>
        <p className="clip-card__meta">
          {t('clips.list.from', { event: clip.event ? eventTitle(clip.event) : t('clips.list.unknownEvent') })}
          {' · '}
          {t('clips.list.span', { start: formatClipTime(clip.start_time), end: formatClipTime(clip.start_time + clip.duration) })}
        </p>
        <p className="clip-card__tags">
          <span className={`clip-status clip-status--${clip.status}`}>{t(`clips.status.${clip.status}`)}</span>
          {clip.tags.map((tag) => (
            <span key={tag} className="clip-card__tag">
              {KNOWN_TAGS.has(tag) ? t(`clips.tags.${tag}`) : tag}
            </span>
          ))}
        </p>
        {clip.status === 'queued' ? <p className="muted clip-card__note">{t('clips.progress.queued')}</p> : null}
        {clip.status === 'failed' && clip.failure_reason ? <p className="muted clip-card__note">{clip.failure_reason}</p> : null}
      </div>
      <div className="clip-card__actions">
        {ready ? (
          <>
            <Link className="button button--primary button--small" to={clip.share_path} aria-label={t('clips.actions.playNamed', { name })}>
              {t('clips.actions.play')}
            </Link>
            <button type="button" className="button button--ghost button--small" aria-label={t('clips.actions.shareNamed', { name })} onClick={() => void shareClip(clip, t)}>
              {t('clips.actions.share')}
            </button>
            {canDownload ? (
              <button type="button" className="button button--ghost button--small" aria-label={t('clips.actions.downloadNamed', { name })} onClick={() => void downloadClip(clip.id, t)}>
                {t('clips.actions.download')}
              </button>
            ) : null}
          </>
        ) : null}
        <button type="button" className="button button--ghost button--small" aria-label={t('clips.actions.renameNamed', { name })} onClick={() => onRename(clip)}>
          {t('clips.actions.rename')}
        </button>
        <button type="button" className="button button--ghost button--small" aria-label={t('clips.actions.deleteNamed', { name })} onClick={() => onDelete(clip)}>
          {t('clips.actions.delete')}
        </button>
      </div>
    </li>
  );
}

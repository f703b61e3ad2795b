import { MEDIA_FAILURES, type MediaAsset } from '@ott/contracts/admin-media';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/server-text';
import { percentText } from '@ott/client/format';

type AssetState = Pick<MediaAsset, 'state' | 'stage' | 'progress' | 'queue_position' | 'failure_reason' | 'title'>;

/** A stored failure reason in the operator's language: the known reasons by name, anything else as the server said it. */
export function failureText(reason: string | null, t: TFunction<'media'>, _language: string): string {
  if (!reason) return t('state.failed');
  const known = Object.entries(MEDIA_FAILURES).find(([, english]) => reason === english || reason.startsWith(`${english}:`));
  if (!known) return serverText(reason);
  const detail = reason.slice(known[1].length).replace(/^:\s*/, '');
  const text = t(`failure.${known[0]}`);
  return detail ? t('failure.withDetail', { reason: text, detail }) : text;
}

/** The words under a state badge: what waits ahead, the stage and its progress, or why it failed. */
export function stateDetail(asset: AssetState, t: TFunction<'media'>, language: string): string | null {
  switch (asset.state) {
    case 'queued':
      return asset.queue_position === null ? null : t('state.waiting', { count: asset.queue_position });
    case 'processing':
      return asset.stage ? t('state.stageProgress', { stage: t(`stage.${asset.stage}`), progress: asset.progress }) : percentText(asset.progress / 100, language);
    case 'failed':
      return failureText(asset.failure_reason, t, language);
    default:
      return null;
  }
}

/** Queued (with what waits ahead), processing (stage and a progress bar), ready, failed (with the reason) or cancelled. */
export function StateBadge({ asset, compact = false }: { asset: AssetState; compact?: boolean }) {
  const { t, i18n } = useTranslation('media');
  const detail = stateDetail(asset, t, i18n.language);
  return (
    <span className={`media-state${compact ? ' media-state--compact' : ''}`}>
      <span className={`badge media-badge media-badge--${asset.state}`}>{t(`state.${asset.state}`)}</span>
      {asset.state === 'processing' ? (
        <span
          className="media-progress"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={asset.progress}
          aria-label={t('state.progressLabel', { title: asset.title })}
        >
          <span className="media-progress__bar" style={{ width: `${asset.progress}%` }} />
        </span>
      ) : null}
      {detail ? <span className={asset.state === 'failed' ? 'media-state__detail media-state__detail--error' : 'media-state__detail'}>{detail}</span> : null}
    </span>
  );
}

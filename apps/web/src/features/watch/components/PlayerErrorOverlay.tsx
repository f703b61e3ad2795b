import { useTranslation } from '../../../lib/i18n-react';

/** Spec §8 player error, over the video, with a way to try again. */
export function PlayerErrorOverlay({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className="player__overlay" role="alert">
      <p className="player__overlay-text">{t('server:PLAYER_ERROR')}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('watch.retry')}
      </button>
    </div>
  );
}

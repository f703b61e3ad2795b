import { ErrorState } from '../../../components/ui/StateMessages';
import { Spinner } from '../../../components/ui/Spinner';
import { useTranslation } from '../../../lib/i18n-react';

/** The player area while the content is asked for: same size, so nothing moves when it arrives. */
export function StageLoading() {
  const { t } = useTranslation();
  return (
    <div className="player-panel player-panel--loading">
      <Spinner label={t('watch.loading')} />
    </div>
  );
}

export function LoadFailure({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return <ErrorState message={t('watch.loadFailed')} onRetry={onRetry} />;
}

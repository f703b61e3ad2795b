import type { LiveFeed } from '@ott/contracts/media';
import { useCallback, useEffect, useState } from 'react';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessages';
import { PageLayout } from '../../../components/ui/PageLayout';
import { Spinner } from '../../../components/ui/Spinner';
import { isNotFound } from '@ott/client/api-error';
import { useTranslation } from '../../../lib/i18n-react';
import { useRefreshable } from '../../../lib/use-refreshable';
import { listLiveFeeds, operateLiveFeed, type FeedAction } from '../api/live-feeds';
import { FeedTable } from '../components/FeedTable';
import '../simulate.css';

/** Feeds follow their schedule on their own: the list is read again this often. */
export const FEEDS_REFRESH_MS = 5_000;

/** The operator's page: every simulated live feed of the channel, started and stopped by hand. */
export function SimulatePage() {
  const { t } = useTranslation();
  const { data: feeds, error, loading, refresh } = useRefreshable('simulate-feeds', listLiveFeeds);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const timer = setInterval(refresh, FEEDS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  const operate = useCallback(
    async (feed: LiveFeed, action: FeedAction) => {
      setBusyId(feed.event_id);
      setFailed(false);
      try {
        await operateLiveFeed(feed.event_id, action);
        refresh();
      } catch {
        setFailed(true);
      } finally {
        setBusyId(null);
      }
    },
    [refresh],
  );

  let content;
  if (feeds) content = feeds.length > 0 ? <FeedTable feeds={feeds} busyId={busyId} onAction={operate} /> : <EmptyState>{t('simulate.empty')}</EmptyState>;
  else if (loading) content = <Spinner label={t('simulate.loading')} />;
  // The server answers 404 when LIVE_SIMULATION is off (the default in production).
  else if (isNotFound(error)) content = <EmptyState>{t('simulate.disabled')}</EmptyState>;
  else content = <ErrorState message={t('simulate.loadFailed')} onRetry={refresh} />;

  return (
    <PageLayout title={t('routes.simulate')} description={t('pages.simulate')}>
      {failed ? (
        <p className="simulate-error" role="alert">
          {t('simulate.actionFailed')}
        </p>
      ) : null}
      {content}
    </PageLayout>
  );
}

import { useTranslation } from '../../../lib/i18n-react';
import { PageLayout } from '../../../components/ui/PageLayout';
import { VideoFrame } from '../../../components/ui/VideoFrame';

export function WatchPage() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('routes.watch')} description={t('pages.watch')}>
      <VideoFrame label={t('routes.watch')} />
    </PageLayout>
  );
}

export function WatchLibraryPage() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('routes.watchLibrary')} description={t('pages.watchLibrary')}>
      <VideoFrame label={t('routes.watchLibrary')} />
    </PageLayout>
  );
}

/** The embeddable player: fills its frame, no site chrome. */
export function WatchEmbedPage() {
  const { t } = useTranslation();
  return (
    <div className="embed">
      <h1 className="visually-hidden">{t('routes.watch')}</h1>
      <VideoFrame label={t('routes.watch')} />
    </div>
  );
}

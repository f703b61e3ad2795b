import { useTranslation } from '../../../lib/i18n-react';
import { PageLayout } from '../../../components/ui/PageLayout';
import { VideoFrame } from '../../../components/ui/VideoFrame';

export function SharedClipPage() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('routes.share')} description={t('pages.share')}>
      <VideoFrame label={t('routes.share')} />
    </PageLayout>
  );
}

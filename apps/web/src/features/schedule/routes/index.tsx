import { Navigate, useSearchParams } from 'react-router';
import { PageContent } from '../../../components/content/PageContent';
import { PageLayout } from '../../../components/ui/PageLayout';
import { useTranslation } from '../../../lib/i18n-react';
import { useRouteHandle, useRouteTitle } from '../../../lib/route-handle';
import { ScheduleView } from '../components/ScheduleView';
import { VodLibrary } from '../components/VodLibrary';
import { linkedVodItem, linkedVodPath } from '../vod-link';

/** /upcoming and its aliases /live, /vod and /schedule. */
export function EventsPage() {
  const { t } = useTranslation();
  return (
    <PageLayout title={useRouteTitle() ?? t('routes.events')} description={t('pages.events')}>
      <ScheduleView />
    </PageLayout>
  );
}

/** /vod_library; a link naming one item (`vod_id`, with or without `modal`) opens that item's player instead. */
export function VodLibraryPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const linked = linkedVodItem(search);
  if (linked !== null) return <Navigate to={linkedVodPath(linked, search)} replace />;
  return (
    <PageLayout title={t('routes.vodLibrary')} description={t('pages.vodLibrary')}>
      <VodLibrary />
    </PageLayout>
  );
}

/** A channel page (or extra route) shown with the schedule view, filtered as its address says, under its own content. */
export function CustomPage() {
  const { t } = useTranslation();
  const title = useRouteTitle() ?? '';
  const { pageAlias, scheduleQuery } = useRouteHandle();
  return (
    <PageLayout title={title} description={pageAlias ? undefined : t('pages.customPage')}>
      <div className="stack stack--large">
        {pageAlias ? <PageContent alias={pageAlias} /> : null}
        <ScheduleView defaults={scheduleQuery} />
      </div>
    </PageLayout>
  );
}

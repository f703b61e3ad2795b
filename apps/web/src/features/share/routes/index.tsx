import { Link, Navigate, useParams } from 'react-router';
import { PageLayout } from '../../../components/ui/PageLayout';
import { ErrorState } from '../../../components/ui/StateMessages';
import { VideoFrame } from '../../../components/ui/VideoFrame';
import { isApiError } from '@ott/client/api-error';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/i18n-react';
import { useSharedClip } from '../api/shared-clip';
import { ClipVideo } from '../components/ClipVideo';
import '../share.css';

/** `/share/{id}/{uuid}`: the clip for anyone with its link, and a way to the whole event. A wrong link is the 404 screen. */
export function SharedClipPage() {
  const { t } = useTranslation();
  const { id = '', uuid = '' } = useParams();
  const validId = /^\d+$/.test(id);
  const clip = useSharedClip(validId ? id : '0', uuid);
  useDocumentTitle(clip.data?.name);

  // A malformed uuid is a 400 (the query's schema), a wrong or deleted clip a 404: both are no such clip.
  if (!validId || (isApiError(clip.error) && (clip.error.status === 404 || clip.error.status === 400))) return <Navigate to="/404" replace />;
  if (clip.error) {
    return (
      <PageLayout title={t('routes.share')}>
        <ErrorState message={t('clips.share.loadFailed')} onRetry={clip.reload} />
      </PageLayout>
    );
  }
  if (!clip.data) {
    return (
      <PageLayout title={t('routes.share')}>
        <VideoFrame label={t('clips.share.loading')} />
      </PageLayout>
    );
  }
  const { name, event, url, poster } = clip.data;
  return (
    <PageLayout
      title={name}
      eyebrow={t('clips.share.from', { event: event.name })}
      actions={
        <Link className="button button--primary" to={`/watch/${event.id}`}>
          {t('clips.share.watchFull')}
        </Link>
      }
    >
      <div className="shared-clip">
        <ClipVideo url={url} poster={poster} title={name} />
      </div>
    </PageLayout>
  );
}

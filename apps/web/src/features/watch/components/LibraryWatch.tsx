import { useLayoutEffect, useMemo } from 'react';
import { Navigate } from 'react-router';
import { isNotFound } from '@ott/client/api-error';
import { dateTimeFormat } from '@ott/client/format';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/i18n-react';
import { useLibraryItem } from '../api/get-library-item';
import { planForLibraryItem } from '../model/playback';
import { preloadStreamEngine } from '../player/stream-engine';
import { PlanView } from './PlanView';
import { LoadFailure, StageLoading } from './StageStates';

/** A video of the library: its player (no preroll: prerolls belong to events) and its details. */
export function LibraryWatch({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const { data: item, error, loading, refresh } = useLibraryItem(id);
  useDocumentTitle(item?.title);
  useLayoutEffect(preloadStreamEngine, []);
  const playback = useMemo(() => ({ subject: { id, scope: 'library' as const }, resumeKey: `i${id}`, preroll: null }), [id]);

  if (isNotFound(error)) return <Navigate to="/404" replace />;
  if (!item) return loading ? <StageLoading /> : <LoadFailure onRetry={refresh} />;
  const date = dateTimeFormat(i18n.language, { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(item.date));
  return (
    <>
      <div className="watch__stage">
        <PlanView plan={planForLibraryItem(item)} title={item.title} playback={playback} refresh={refresh} />
      </div>
      <section className="watch-info">
        <h1 className="watch-info__title">{item.title}</h1>
        <p className="watch-info__when">
          <time dateTime={item.date}>{date}</time>
          {item.duration > 0 ? <span> · {t('watch.duration', { minutes: Math.max(1, Math.round(item.duration / 60)) })}</span> : null}
        </p>
        {item.description ? <p className="watch-info__description">{item.description}</p> : null}
      </section>
    </>
  );
}

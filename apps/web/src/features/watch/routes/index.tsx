import { Navigate, useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n-react';
import { EventWatch } from '../components/EventWatch';
import { LibraryWatch } from '../components/LibraryWatch';
import '../watch.css';

/** The numeric id of the route, or null for anything else. */
function useNumericId(): number | null {
  const { id = '' } = useParams();
  return /^\d{1,10}$/.test(id) && Number(id) > 0 ? Number(id) : null;
}

export function WatchPage() {
  const id = useNumericId();
  if (id === null) return <Navigate to="/404" replace />;
  return (
    <div className="page page--wide watch">
      <EventWatch key={id} id={id} />
    </div>
  );
}

export function WatchLibraryPage() {
  const id = useNumericId();
  if (id === null) return <Navigate to="/404" replace />;
  return (
    <div className="page page--wide watch">
      <LibraryWatch key={id} id={id} />
    </div>
  );
}

/** The embeddable player: fills its frame, no site chrome. */
export function WatchEmbedPage() {
  const { t } = useTranslation();
  const id = useNumericId();
  if (id === null) return <Navigate to="/404" replace />;
  return (
    <div className="embed watch-embed">
      <h1 className="visually-hidden">{t('routes.watch')}</h1>
      <EventWatch key={id} id={id} embedded />
    </div>
  );
}

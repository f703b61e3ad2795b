import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { isNotFound } from '../lib/api';
import { NotFound } from './screens/NotFound';

/** A screen that failed to load or render: 404s look like the not-found page, anything else offers a reload. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if ((isRouteErrorResponse(error) && error.status === 404) || isNotFound(error)) return <NotFound />;
  return (
    <main className="state-page" id="main">
      <h1>{t('error.title')}</h1>
      <p className="muted">{error instanceof Error ? error.message : t('error.body')}</p>
      <p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </button>{' '}
        <Link to="/" className="button button--secondary">
          {t('nav.channels')}
        </Link>
      </p>
    </main>
  );
}

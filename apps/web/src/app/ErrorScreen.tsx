import { useTranslation } from '../lib/i18n-react';

/** The friendly message shown when a screen fails to render. */
export function ErrorScreen() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow error-screen" role="alert">
      <h1 className="page__title">{t('errorBoundary.title')}</h1>
      <p className="page__lead">{t('errorBoundary.message')}</p>
      <div className="page__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('errorBoundary.reload')}
        </button>
        <a className="button button--ghost" href="/">
          {t('errorBoundary.home')}
        </a>
      </div>
    </div>
  );
}

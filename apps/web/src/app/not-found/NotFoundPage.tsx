import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow not-found">
      <p className="not-found__code" aria-hidden="true">404</p>
      <h1 className="page__title">{t('notFound.title')}</h1>
      <p className="page__lead">{t('notFound.message')}</p>
      <div className="page__actions">
        <Link className="button button--primary" to="/">
          {t('notFound.home')}
        </Link>
      </div>
    </div>
  );
}

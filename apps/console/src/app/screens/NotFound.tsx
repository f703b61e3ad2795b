import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The console's own 404 (unknown path, or a channel the operator does not hold). */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="state-page">
      <p className="state-page__code">404</p>
      <h1>{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.body')}</p>
      <Link to="/" className="button button--primary">
        {t('notFound.back')}
      </Link>
    </section>
  );
}

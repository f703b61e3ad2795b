import { useTranslation } from 'react-i18next';
import { StatePage } from './StatePage';

/** The console's own 404 (unknown path, or a channel the operator does not hold). */
export function NotFound() {
  const { t } = useTranslation();
  return <StatePage code={404} title={t('notFound.title')} body={t('notFound.body')} back={{ to: '/', label: t('notFound.back') }} />;
}

import { useTranslation } from '../../../lib/i18n-react';
import { PageLayout } from '../../../components/ui/PageLayout';

export function SimulatePage() {
  const { t } = useTranslation();
  return <PageLayout title={t('routes.simulate')} description={t('pages.simulate')} />;
}

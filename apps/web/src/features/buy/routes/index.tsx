import { PageLayout } from '../../../components/ui/PageLayout';
import { useTranslation } from '../../../lib/i18n-react';

export { PackagesPage } from './PackagesPage';
export { SelectPackagePage } from './SelectPackagePage';

export function BuyPage() {
  const { t } = useTranslation();
  return <PageLayout title={t('routes.buy')} description={t('pages.buy')} width="narrow" />;
}

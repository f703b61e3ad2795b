import { useTranslation } from '../../../lib/i18n-react';
import { PageLayout } from '../../../components/ui/PageLayout';

export function ContactsPage() {
  const { t } = useTranslation();
  return <PageLayout title={t('routes.contacts')} description={t('pages.contacts')} width="narrow" />;
}

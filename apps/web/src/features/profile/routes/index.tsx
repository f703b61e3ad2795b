import { useTranslation } from '../../../lib/i18n-react';
import { PageLayout } from '../../../components/ui/PageLayout';
import { ProfileSection } from '../components/ProfileSection';

export { OrdersLayout, ProfileLayout } from './ProfileLayout';

export const ActiveOrdersPage = () => <ProfileSection titleKey="routes.activeOrders" descriptionKey="pages.activeOrders" />;
export const TransactionsPage = () => <ProfileSection titleKey="routes.transactions" descriptionKey="pages.transactions" />;
export const ClipsPage = () => <ProfileSection titleKey="routes.clips" descriptionKey="pages.clips" />;
export const AddSessionPage = () => <ProfileSection titleKey="routes.addSession" descriptionKey="pages.addSession" />;

export function EditProfilePage() {
  const { t } = useTranslation();
  return <PageLayout title={t('routes.editProfile')} description={t('pages.editProfile')} width="narrow" />;
}

export function ConfirmAccountDeletionPage() {
  const { t } = useTranslation();
  return <PageLayout title={t('routes.confirmAccountDeletion')} description={t('pages.confirmAccountDeletion')} width="narrow" />;
}

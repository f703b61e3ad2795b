import { useSearchParams } from 'react-router';
import { PageLayout } from '../../../components/ui/PageLayout';
import { useTranslation } from '../../../lib/i18n-react';
import { ActiveOrders } from '../components/ActiveOrders';
import { AddSessionForm } from '../components/AddSessionForm';
import { CalendarFeed } from '../components/CalendarFeed';
import { ClipsList } from '../components/ClipsList';
import { ConfirmAccountDeletion } from '../components/ConfirmAccountDeletion';
import { DeleteAccount } from '../components/DeleteAccount';
import { DevicesList } from '../components/DevicesList';
import { EditProfileForm } from '../components/EditProfileForm';
import { FavoritesSection } from '../components/FavoritesSection';
import { NotificationsSection } from '../components/NotificationsSection';
import { OrdersState } from '../components/OrdersState';
import { ProfileSection } from '../components/ProfileSection';
import { RequireUser } from '../components/RequireUser';
import { SavedCards } from '../components/SavedCards';
import { TransactionsTable } from '../components/TransactionsTable';
import '../profile.css';

export { OrdersLayout, ProfileLayout } from './ProfileLayout';

export function ActiveOrdersPage() {
  return (
    <div className="stack stack--large">
      <ProfileSection titleKey="routes.activeOrders" descriptionKey="pages.activeOrders">
        <OrdersState>{(orders, reload) => <ActiveOrders orders={orders} onChanged={reload} />}</OrdersState>
      </ProfileSection>
      <SavedCards />
      <FavoritesSection />
      <CalendarFeed />
      <NotificationsSection />
    </div>
  );
}

export function TransactionsPage() {
  return (
    <ProfileSection titleKey="routes.transactions" descriptionKey="pages.transactions">
      <OrdersState>{(orders) => <TransactionsTable orders={orders} />}</OrdersState>
    </ProfileSection>
  );
}

export function ClipsPage() {
  return (
    <ProfileSection titleKey="routes.clips" descriptionKey="pages.clips">
      <ClipsList />
    </ProfileSection>
  );
}

export function DevicesPage() {
  return (
    <ProfileSection titleKey="routes.devices" descriptionKey="pages.devices">
      <DevicesList />
    </ProfileSection>
  );
}

export function AddSessionPage() {
  const [search] = useSearchParams();
  return <AddSessionForm initialCode={search.get('code') ?? ''} />;
}

export function EditProfilePage() {
  const { t } = useTranslation();
  return (
    <RequireUser>
      {(user) => (
        <PageLayout title={t('routes.editProfile')} description={t('pages.editProfile')} width="narrow">
          <div className="stack stack--large">
            <EditProfileForm key={user.id} user={user} />
            {user.temporary_password ? null : <DeleteAccount email={user.email} />}
          </div>
        </PageLayout>
      )}
    </RequireUser>
  );
}

export function ConfirmAccountDeletionPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const email = search.get('email') ?? '';
  const code = search.get('code') ?? '';
  return (
    <PageLayout title={t('routes.confirmAccountDeletion')} description={t('pages.confirmAccountDeletion')} width="narrow">
      {email && code ? (
        <ConfirmAccountDeletion email={email} code={code} />
      ) : (
        <div className="card card--padded" role="alert">
          <p>{t('auth.incompleteLink')}</p>
        </div>
      )}
    </PageLayout>
  );
}

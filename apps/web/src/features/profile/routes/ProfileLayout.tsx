import { Link, Outlet, useNavigate } from 'react-router';
import { PageLayout } from '../../../components/ui/PageLayout';
import { useChannel } from '../../../lib/channel-context';
import { useTranslation } from '../../../lib/i18n-react';
import { logout } from '../../../lib/logout';
import { RequireUser } from '../components/RequireUser';
import { SectionTabs, type SectionTab } from '../components/SectionTabs';
import '../profile.css';

export function ProfileLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remoteAuth = useChannel().bootstrap.settings.remoteAuth === 1;
  // Home first, so the account pages never render signed out on the way.
  const signOut = async () => {
    await navigate('/');
    await logout();
  };
  const tabs: SectionTab[] = [
    { to: '/profile', label: t('routes.orders'), end: true },
    { to: '/profile/transactions', label: t('routes.transactions') },
    { to: '/profile/clips', label: t('routes.clips') },
    { to: '/profile/devices', label: t('routes.devices') },
    ...(remoteAuth ? [{ to: '/profile/sessions/add', label: t('routes.addSession') }] : []),
  ];
  return (
    <RequireUser>
      {(user) => (
        <PageLayout
          title={t('routes.profile')}
          eyebrow={t('profile.signedInAs', { name: `${user.first_name} ${user.last_name}`.trim() || user.email })}
          description={t('pages.profile')}
          actions={
            <>
              <Link className="button button--ghost" to="/profile/edit">
                {t('routes.editProfile')}
              </Link>
              <button type="button" className="button button--primary" onClick={() => void signOut()}>
                {t('nav.signOut')}
              </button>
            </>
          }
        >
          {user.email_verified ? null : (
            <p className="notice profile-notice">
              {t('profile.unverified', { email: user.email })} <Link to="/verify-notice">{t('profile.verifyNow')}</Link>
            </p>
          )}
          <SectionTabs tabs={tabs} label={t('profile.sections')} />
          <Outlet />
        </PageLayout>
      )}
    </RequireUser>
  );
}

export function OrdersLayout() {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <SectionTabs tabs={[{ to: '/profile', label: t('routes.activeOrders'), end: true }]} label={t('profile.orderSections')} />
      <Outlet />
    </div>
  );
}

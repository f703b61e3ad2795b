import { useTranslation } from '../../../lib/i18n-react';
import { Link, Outlet } from 'react-router';
import { PageLayout } from '../../../components/ui/PageLayout';
import { useChannel } from '../../../lib/channel-context';
import { SectionTabs, type SectionTab } from '../components/SectionTabs';

export function ProfileLayout() {
  const { t } = useTranslation();
  const remoteAuth = useChannel().bootstrap.settings.remoteAuth === 1;
  const tabs: SectionTab[] = [
    { to: '/profile', label: t('routes.orders'), end: true },
    { to: '/profile/transactions', label: t('routes.transactions') },
    { to: '/profile/clips', label: t('routes.clips') },
    ...(remoteAuth ? [{ to: '/profile/sessions/add', label: t('routes.addSession') }] : []),
  ];
  return (
    <PageLayout
      title={t('routes.profile')}
      description={t('pages.profile')}
      actions={
        <Link className="button button--ghost" to="/profile/edit">
          {t('routes.editProfile')}
        </Link>
      }
    >
      <SectionTabs tabs={tabs} label={t('profile.sections')} />
      <Outlet />
    </PageLayout>
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

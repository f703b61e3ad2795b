import { useTranslation } from '../../lib/i18n-react';
import { Outlet } from 'react-router';
import { CookieNotice } from '../../components/ui/CookieNotice';
import { Footer } from './Footer';
import { Header } from './Header';

export function SiteLayout() {
  const { t } = useTranslation();
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <CookieNotice />
    </div>
  );
}

import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { CookieNotice } from '../../components/ui/CookieNotice';
import { loadScreenStrings } from '../../lib/i18n';
import { useTranslation } from '../../lib/i18n-react';
import { useInView } from '../../lib/use-in-view';
import { Header } from './Header';

// The footer sits below the fold: its code (and its Markdown blocks) load as the visitor nears it.
const Footer = lazy(async () => {
  const [module] = await Promise.all([import('./Footer'), loadScreenStrings()]);
  return { default: module.Footer };
});

function DeferredFooter() {
  const [ref, near] = useInView<HTMLDivElement>('600px');
  if (!near) return <div ref={ref} className="site-footer-slot" aria-hidden="true" />;
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}

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
      <DeferredFooter />
      <CookieNotice />
    </div>
  );
}

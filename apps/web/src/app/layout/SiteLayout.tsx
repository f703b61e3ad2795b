import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { CookieNotice } from '../../components/ui/CookieNotice';
import { FirstScreenTurn } from '../../components/ui/FirstScreenPart';
import { useTranslation } from '../../lib/i18n-react';
import { useAfterIdle } from '../../lib/use-after-idle';
import { useInView } from '../../lib/use-in-view';
import { Header } from './Header';

// The footer sits below the fold: its code (and its Markdown blocks) load once the screen is idle, or sooner when
// the visitor nears it. It always comes: on a long screen such as home, its landmark and links must exist unscrolled.
// Its strings are shell strings: on the landing page it must not pull in the screens' catalogue (~7 kB gzip).
const Footer = lazy(async () => ({ default: (await import('./Footer')).Footer }));

function DeferredFooter() {
  const [ref, near] = useInView<HTMLDivElement>('600px');
  const idle = useAfterIdle();
  if (!near && !idle) return <div ref={ref} className="site-footer-slot" aria-hidden="true" />;
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
      {/* In the flow above the header, so it pushes the screen down instead of covering part of it. */}
      <CookieNotice />
      {/* Under a landing page sent drawn, adopted in a task of its own: the takeover's first render is shorter. */}
      <FirstScreenTurn>
        <Header />
      </FirstScreenTurn>
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <DeferredFooter />
    </div>
  );
}

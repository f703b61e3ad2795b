import type { BootstrapData } from '@ott/contracts/channel';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import type { RouteHandle } from '../lib/route-handle';
import { AppFrame, PlainLayout } from './layout/AppFrame';
import { SiteLayout } from './layout/SiteLayout';
import { lazyView } from './route-groups';
import { RouteError } from './RouteError';
import { isExternalUrl } from '../lib/url';
import { createNavigationGuard } from '../lib/navigation-rules';
import { lazy } from 'react';
import { registerWatchPanel } from '../lib/watch-panels';

// The live chat beside the player, loaded with the first watch page that shows it.
registerWatchPanel(lazy(() => import('../features/chat').then((m) => ({ default: m.ChatPanel }))));

const titled = (key: string): RouteHandle => ({ title: { key } });
const NOT_FOUND = '/404';
const RedirectOnly = () => null;

/** `/select-package/{id}`: the id is numeric, anything else is not found. */
export function requireNumericId({ params }: { params: Record<string, string | undefined> }) {
  return /^\d+$/.test(params.id ?? '') ? null : redirect(NOT_FOUND);
}

function siteRoutes(remoteAuth: boolean): RouteObject[] {
  const events = (path: string, key: string): RouteObject => ({ path, lazy: lazyView('schedule', 'EventsPage'), handle: titled(key) });
  return [
    { index: true, lazy: lazyView('home', 'HomePage'), handle: titled('routes.home') },
    { path: 'login', lazy: lazyView('auth', 'LoginPage'), handle: titled('routes.login') },
    { path: 'registration', lazy: lazyView('auth', 'RegistrationPage'), handle: titled('routes.registration') },
    // The address people guess for registration.
    { path: 'register', loader: ({ request }) => redirect(`/registration${new URL(request.url).search}`), Component: RedirectOnly },
    { path: 'verify-notice', lazy: lazyView('auth', 'VerifyNoticePage'), handle: titled('routes.verifyNotice') },
    { path: 'verify-email', lazy: lazyView('auth', 'VerifyEmailPage'), handle: titled('routes.verifyEmail') },
    { path: 'password-reset-request', lazy: lazyView('auth', 'PasswordResetRequestPage'), handle: titled('routes.passwordResetRequest') },
    { path: 'password-reset', lazy: lazyView('auth', 'PasswordResetPage'), handle: titled('routes.passwordReset') },
    { path: 'auth/login/:provider/callback', lazy: lazyView('auth', 'SocialCallbackPage'), handle: titled('routes.login') },
    {
      path: 'profile',
      lazy: lazyView('profile', 'ProfileLayout'),
      handle: titled('routes.profile'),
      children: [
        {
          // Untitled: /profile is titled with the account area's heading.
          path: '',
          lazy: lazyView('profile', 'OrdersLayout'),
          children: [{ index: true, lazy: lazyView('profile', 'ActiveOrdersPage') }],
        },
        { path: 'transactions', lazy: lazyView('profile', 'TransactionsPage'), handle: titled('routes.transactions') },
        { path: 'clips', lazy: lazyView('profile', 'ClipsPage'), handle: titled('routes.clips') },
        { path: 'devices', lazy: lazyView('profile', 'DevicesPage'), handle: titled('routes.devices') },
        remoteAuth
          ? { path: 'sessions/add', lazy: lazyView('profile', 'AddSessionPage'), handle: titled('routes.addSession') }
          : { path: 'sessions/add', loader: () => redirect('/profile'), Component: RedirectOnly },
      ],
    },
    { path: 'profile/edit', lazy: lazyView('profile', 'EditProfilePage'), handle: titled('routes.editProfile') },
    { path: 'confirm-account-deletion', lazy: lazyView('profile', 'ConfirmAccountDeletionPage'), handle: titled('routes.confirmAccountDeletion') },
    { path: 'contacts', lazy: lazyView('contacts', 'ContactsPage'), handle: titled('routes.contacts') },
    { path: 'buy', lazy: lazyView('buy', 'BuyPage'), handle: titled('routes.buy') },
    { path: 'buy/complete/:id', loader: requireNumericId, lazy: lazyView('buy', 'BuyCompletePage'), handle: titled('routes.buyComplete') },
    { path: 'select-package/:id', loader: requireNumericId, lazy: lazyView('buy', 'SelectPackagePage'), handle: titled('routes.selectPackage') },
    { path: 'packages', lazy: lazyView('buy', 'PackagesPage'), handle: titled('routes.packages') },
    { path: 'passes', lazy: lazyView('buy', 'PackagesPage'), handle: titled('routes.packages') },
    events('upcoming', 'routes.upcoming'),
    events('vod', 'routes.vod'),
    events('live', 'routes.live'),
    events('schedule', 'routes.schedule'),
    { path: 'vod_library', lazy: lazyView('schedule', 'VodLibraryPage'), handle: titled('routes.vodLibrary') },
    { path: 'watch/:id', lazy: lazyView('watch', 'WatchPage'), handle: titled('routes.watch') },
    { path: 'watch_library/:id', lazy: lazyView('watch', 'WatchLibraryPage'), handle: titled('routes.watchLibrary') },
    { path: 'share/:id/:uuid', lazy: lazyView('share', 'SharedClipPage'), handle: titled('routes.share') },
    { path: 'faq', lazy: lazyView('faq', 'FaqPage'), handle: titled('routes.faq') },
    { path: 'about', lazy: lazyView('faq', 'AboutPage'), handle: { ...titled('routes.about'), pageAlias: 'about' } },
    { path: 'privacy_policy', lazy: lazyView('faq', 'LegalPage'), handle: { ...titled('routes.privacyPolicy'), pageAlias: 'privacy_policy' } },
    { path: 'terms_conditions', lazy: lazyView('faq', 'LegalPage'), handle: { ...titled('routes.termsConditions'), pageAlias: 'terms_conditions' } },
    { path: 'simulate', lazy: lazyView('simulate', 'SimulatePage'), handle: titled('routes.simulate') },
    { path: '404', lazy: lazyView('notFound', 'NotFoundPage'), handle: titled('routes.notFound') },
  ];
}

const trimSlashes = (path: string) => path.trim().replace(/^\/+/, '').replace(/\/+$/, '');

/** Routes the channel adds: its custom pages (schedule view) and its extra routes (page or redirect). */
function channelRoutes(bootstrap: BootstrapData, taken: Set<string>): RouteObject[] {
  const routes: RouteObject[] = [];
  const claim = (path: string) => {
    if (!path || taken.has(path) || path.includes('*')) return false;
    taken.add(path);
    return true;
  };
  for (const page of bootstrap.pages) {
    const [address = '', scheduleQuery] = page.url.split('?');
    const path = trimSlashes(address);
    if (isExternalUrl(page.url) || !claim(path)) continue;
    routes.push({ path, lazy: lazyView('schedule', 'CustomPage'), handle: { title: { text: page.name }, pageAlias: path, scheduleQuery } });
  }
  for (const extra of bootstrap.settings.extra_routes) {
    const path = trimSlashes(extra.path);
    if (!claim(path)) continue;
    const target = extra.redirect;
    routes.push(
      target
        ? { path, loader: () => redirect(target), Component: RedirectOnly }
        : { path, lazy: lazyView('schedule', 'CustomPage'), handle: { title: { text: extra.title } } },
    );
  }
  return routes;
}

function collectPaths(routes: RouteObject[], prefix = '', into = new Set<string>()): Set<string> {
  for (const route of routes) {
    const path = route.path ? trimSlashes(prefix ? `${prefix}/${route.path}` : route.path) : prefix;
    if (route.path) into.add(path);
    if (route.children) collectPaths(route.children, path, into);
  }
  return into;
}

/** The whole route tree; built after start-up because the channel's data adds routes. */
export function createAppRoutes(bootstrap: BootstrapData): RouteObject[] {
  const builtIn = siteRoutes(bootstrap.settings.remoteAuth === 1);
  const taken = collectPaths(builtIn);
  taken.add('watch_embed/:id');
  return [
    {
      id: 'root',
      loader: createNavigationGuard(),
      shouldRevalidate: () => true,
      Component: AppFrame,
      ErrorBoundary: RouteError,
      HydrateFallback: () => null,
      children: [
        { Component: SiteLayout, ErrorBoundary: RouteError, children: [...builtIn, ...channelRoutes(bootstrap, taken)] },
        {
          Component: PlainLayout,
          children: [{ path: 'watch_embed/:id', lazy: lazyView('watch', 'WatchEmbedPage'), handle: titled('routes.watch') }],
        },
        { path: '*', loader: () => redirect(NOT_FOUND), Component: RedirectOnly },
      ],
    },
  ];
}

export function createAppRouter(bootstrap: BootstrapData) {
  return createBrowserRouter(createAppRoutes(bootstrap));
}

export type AppRouter = ReturnType<typeof createAppRouter>;

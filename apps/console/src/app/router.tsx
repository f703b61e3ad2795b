import type { QueryClient } from '@tanstack/react-query';
import type { ConsoleAccess } from '@ott/contracts/admin-auth';
import { createBrowserRouter, createMemoryRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { collectFeatures, type ConsoleFeature } from '../lib/feature';
import { meQuery } from '../lib/session';
import { AccountScreen } from '../features/account/screens/AccountScreen';
import { AuditScreen } from '../features/audit/screens/AuditScreen';
import { ChannelHome } from './screens/ChannelHome';
import { ChannelPicker } from './screens/ChannelPicker';
import { ChannelScope } from './screens/ChannelScope';
import { LoginScreen } from '../features/account/screens/LoginScreen';
import { NotFound } from './screens/NotFound';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { Root } from './Root';
import { RoleGate } from './screens/RoleGate';
import { RouteError } from './RouteError';
import { StartingUp } from './StartingUp';

export const BASENAME = '/admin';

/** Screens behind sign-in wait for `/me`; signed out, the login page (which comes back here afterwards). */
function requireSession(client: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const me = await client.ensureQueryData(meQuery());
    if (!me) {
      const url = new URL(request.url);
      const path = url.pathname.startsWith(BASENAME) ? url.pathname.slice(BASENAME.length) || '/' : url.pathname;
      throw redirect(`/login?next=${encodeURIComponent(`${path}${url.search}`)}`);
    }
    return null;
  };
}

/** `route` behind a role check (see RoleGate); as it is when nothing is asked of the role. */
const gated = (route: RouteObject, access: ConsoleAccess | 'team' | undefined): RouteObject => (access ? { element: <RoleGate access={access} />, children: [route] } : route);

/** A channel screen asks the role its navigation entry asks; a screen outside channels listed under Team asks an owner or an admin. */
const channelRoutes = (feature: ConsoleFeature) => feature.routes.map((route) => gated(route, feature.nav.find((item) => item.to === route.path)?.access));
const topRoutes = (feature: ConsoleFeature) => (feature.topRoutes ?? []).map((route) => gated(route, feature.teamNav?.some((item) => item.to === route.path) ? 'team' : undefined));

export function consoleRoutes(client: QueryClient, features: ConsoleFeature[] = collectFeatures()): RouteObject[] {
  return [
    {
      element: <Root />,
      errorElement: <RouteError />,
      // A full page load waits for the session before its first screen: it says so meanwhile.
      HydrateFallback: StartingUp,
      children: [
        { path: 'login', element: <LoginScreen /> },
        {
          loader: requireSession(client),
          element: <ConsoleLayout features={features} />,
          errorElement: <RouteError />,
          children: [
            { index: true, element: <ChannelPicker /> },
            { path: 'account', element: <AccountScreen />, handle: { crumb: 'nav.account' } },
            gated({ path: 'audit', element: <AuditScreen />, handle: { crumb: 'nav.audit' } }, 'team'),
            ...features.flatMap(topRoutes),
            {
              path: 'channels/:channelKey',
              element: <ChannelScope />,
              handle: { crumb: 'channel' },
              children: [{ index: true, element: <ChannelHome features={features} /> }, ...features.flatMap(channelRoutes)],
            },
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ];
}

export function createConsoleRouter(client: QueryClient) {
  return createBrowserRouter(consoleRoutes(client), { basename: BASENAME });
}

/** For tests: the console's routes in memory at `path`. */
export function createTestRouter(client: QueryClient, path: string, features?: ConsoleFeature[]) {
  return createMemoryRouter(consoleRoutes(client, features), { initialEntries: [path] });
}

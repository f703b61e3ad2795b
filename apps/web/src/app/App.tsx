import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, useEffect, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { firstScreenAdopted } from '../components/ui/FirstScreenPart';
import { ChannelContext, type ChannelData } from '../lib/channel-context';
import { fatalErrorStore } from '../lib/fatal-error';
import { loadScreenStrings } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { useStore } from '../lib/store';
import { AppErrorBoundary } from './AppErrorBoundary';
import type { AppRouter } from './router';
import { removeSplash } from './splash';

// The crash screen is rarely needed, so it is not part of the entry bundle.
// Its strings live with the screens' strings, which load with it.
const Whoops = lazy(async () => {
  const [module] = await Promise.all([import('./startup-failure'), loadScreenStrings().catch(() => undefined)]);
  return { default: module.Whoops };
});

/**
 * The splash stays until the first screen (and its lazy chunk) is ready to show; over a page sent drawn, until each of
 * its parts is the app's: its buttons take a tap only once the splash has gone (index.html).
 */
function useSplashUntilReady(router: AppRouter) {
  useEffect(() => {
    const ready = () => void firstScreenAdopted().then(removeSplash);
    if (router.state.initialized) {
      ready();
      return;
    }
    return router.subscribe((state) => {
      if (state.initialized) ready();
    });
  }, [router]);
}

/** What every render of the app sits in, in the browser and on the server (src/first-screen/render.tsx). */
export function AppProviders({ channel, children }: { channel: ChannelData; children: ReactNode }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <ChannelContext.Provider value={channel}>{children}</ChannelContext.Provider>
        </QueryClientProvider>
      </AppErrorBoundary>
    </StrictMode>
  );
}

export function App({ channel, router }: { channel: ChannelData; router: AppRouter }) {
  const fatal = useStore(fatalErrorStore);
  useSplashUntilReady(router);
  return (
    <AppProviders channel={channel}>
      {fatal ? (
        <Suspense fallback={null}>
          <Whoops />
        </Suspense>
      ) : (
        <RouterProvider router={router} />
      )}
    </AppProviders>
  );
}

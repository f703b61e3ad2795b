import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { LazyErrorScreen } from './LazyErrorScreen';
import { removeSplash } from './splash';

/** Route-level error boundary: logs the cause, shows the friendly screen. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('[app] route failed', error);
    removeSplash();
  }, [error]);
  return <LazyErrorScreen />;
}

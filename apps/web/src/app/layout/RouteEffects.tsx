import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useChannelName } from '../../lib/channel-context';
import { pageTitle, useScreenTitle } from '../../lib/document-title';
import { useRouteTitle } from '../../lib/route-handle';

/** Every navigation scrolls to the top; every route sets the document title (a screen may name itself instead). */
export function RouteEffects() {
  const location = useLocation();
  const routeTitle = useRouteTitle();
  const title = useScreenTitle() ?? routeTitle;
  const channelName = useChannelName();

  // Before paint, so the new screen never shows at the old scroll position. Not for the page's first screen, which
  // opens at the top: scrolling makes the browser lay the whole page out inside the first render's task.
  const firstScreen = useRef(true);
  useLayoutEffect(() => {
    if (firstScreen.current) {
      firstScreen.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [location.key]);

  useEffect(() => {
    document.title = pageTitle(title, channelName);
  }, [title, channelName]);

  return null;
}

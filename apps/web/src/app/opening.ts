// The player pages' first script, and the only one watch.html runs (build/player-page.ts): it starts the stream, which
// plays in the page's loader (index.html's #splash), and starts the app only once the video shows its first picture,
// so that neither the app's code nor its requests stand between the visitor and that picture. A screen without a
// stream (a paywall, a countdown) shows its event's picture there instead, and the app starts once it is drawn.
import { startOpeningPage } from '../features/watch/player/opening-page';
import { keyStore } from '../lib/api';
import { appConfig } from '../lib/config';
import { requestedChannel } from '../lib/requested-channel';
import { preloadAppScripts } from './app-scripts';

const requested = requestedChannel(window.location.search, appConfig.channelKey);
// A link into another channel: start-up switches channels first (or says the channel does not exist), so the
// stream starts with the app rather than from the channel the visitor had.
const switchesChannel = requested !== undefined && requested !== keyStore.getChannelKey();
const appMayStart = switchesChannel ? Promise.resolve() : startOpeningPage(window.location.pathname, document.getElementById('splash'));

// A style sheet that fails to load leaves the app unstyled rather than not started, as a <link> in index.html would:
// Vite's preload helper throws unless its error event is cancelled.
const keepGoing = (event: Event) => {
  const { payload } = event as Event & { payload?: unknown };
  if (payload instanceof Error && payload.message.startsWith('Unable to preload CSS')) event.preventDefault();
};
window.addEventListener('vite:preloadError', keepGoing);
void appMayStart
  .then(() => {
    preloadAppScripts();
    return import('./start');
  })
  .finally(() => window.removeEventListener('vite:preloadError', keepGoing));

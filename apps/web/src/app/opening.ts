// The player pages' first script, and the only one watch.html runs (build/player-page.ts): it starts the stream, which
// plays in the page's loader (index.html's #splash), and starts the app only once the video shows its first picture,
// so that neither the app's code nor its requests stand between the visitor and that picture.
import { startOpeningPage } from '../features/watch/player/opening-page';

void startOpeningPage(window.location.pathname, document.getElementById('splash')).finally(() => import('./start'));

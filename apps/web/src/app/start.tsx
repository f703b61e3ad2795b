/** Start-up: wires the API client's hooks, boots, and renders the app or the start-up failure screen. */
import '@ott/client/zod-without-eval';
import { hydrate, options } from 'preact';
import { createRoot } from 'react-dom/client';
import { api, keyStore } from '../lib/api';
import { appConfig } from '../lib/config';
import { createWebErrorReports } from '../lib/error-reports';
import { fatalErrorStore } from '../lib/fatal-error';
import { DEFAULT_LANGUAGE, i18n, initI18n, loadScreenStrings, rememberChannelLanguage, resolveLanguage, setLanguage, storedLanguageChoice, warmTranslationLookup } from '../lib/i18n';
import { resetUser } from '../lib/session';
import { isPreviewFrame } from '../lib/preview-frame';
import { startAnalyticsWhenIdle } from '../lib/analytics/start-when-idle';
import { nextTask } from '../lib/next-task';
import { createTaskScheduler } from '../lib/render-in-tasks';
import { applyTheme } from '../lib/theme';
import { adoptEventTimes } from '../lib/event-display';
import { warmDateFormatting } from '../lib/warm-date-formatting';
import { seedHomepageEvents } from '../features/home/api/get-homepage-events';
import { App } from './App';
import { setFirstRenderHints } from '../lib/first-render-hints';
import { boot } from './boot';
import { routerReady, shownFirstScreen } from './first-screen';
import { routeGroups } from './route-groups';
import { createAppRouter } from './router';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';

// Failed calls and uncaught errors go to the server's error reports from the first line on.
const errorReports = createWebErrorReports({ apiOrigin: appConfig.apiOrigin });
errorReports.reporter.listen(window);
api.setHooks({
  logError: errorReports.logError,
  onGlobalError: (error) => {
    // The message catalogue and the toast code load only when there is something to show.
    void Promise.all([import('@ott/client/messages/server-text'), import('../components/ui/toast-store'), loadScreenStrings()]).then(
      ([{ errorText }, { showToast }]) => showToast(errorText(i18n.t, error), { type: 'error' }),
    );
  },
  onUserReset: resetUser,
});

// Each batch of updates renders in a task of its own: a screen's data coming in does not make one long task of them.
options.debounceRendering = createTaskScheduler();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

const firstScreen = shownFirstScreen();
// Translations load while the network start-up runs; the visitor's stored choice applies at once.
const i18nReady = initI18n(storedLanguageChoice());
void i18nReady.then(() => warmTranslationLookup());
// So does the code of the two most common first screens: the landing page, and a player opened from a shared link or an embed.
const firstPath = window.location.pathname;
if (firstPath === '/') void routeGroups.home();
else if (/^\/watch(_embed|_library)?\//.test(firstPath)) void Promise.all([routeGroups.watch(), loadScreenStrings()]);

boot({ client: api, keyStore, configuredChannelKey: appConfig.channelKey, search: window.location.search })
  .then(async (channel) => {
    applyTheme(channel.bootstrap.color_settings);
    // A channel's own favicon (console upload) is not needed for the first paint: its few lines load apart.
    const favicon = channel.bootstrap.settings.favicon;
    if (favicon) void import('../lib/favicon').then(({ applyFavicon }) => applyFavicon(favicon));
    // The console's branding preview repaints the app with unsaved colours; its listener is a chunk of its own.
    if (isPreviewFrame()) void import('./preview/branding-preview').then(({ listenForBrandingPreview }) => listenForBrandingPreview((colors) => applyTheme(colors)));
    rememberChannelLanguage(channel.channelKey, channel.bootstrap.settings.language);
    // Only now: during start-up its own outcome decides the screen (it may recover from a replaced channel key).
    api.setHooks({ onFatalError: (error) => fatalErrorStore.set(error) });
    await i18nReady;
    // A channel with one language shows it even to a visitor who chose the other one elsewhere.
    const language = resolveLanguage(channel.bootstrap.settings.language, channel.bootstrap.settings.languages);
    if (language !== storedLanguageChoice()) await setLanguage(language);
    // A landing page sent with its first screen: the app's first render draws the same screen from the same data.
    const sent = firstScreen?.channelKey === channel.channelKey && firstScreen.language === language ? firstScreen : null;
    if (sent) {
      seedHomepageEvents(channel.channelKey, sent.homepage);
      adoptEventTimes(sent.eventTimes ?? {}, language);
      setFirstRenderHints({ wordmark: sent.wordmark, phone: sent.phone, reducedMotion: false, takingOver: true });
    }
    // The router, then the first render, each in a task of its own: with the start-up above they came to one task far
    // over 50 ms on a phone.
    await nextTask();
    const router = createAppRouter(channel.bootstrap);
    if (sent) await routerReady(router);
    await nextTask();
    const app = <App channel={channel} router={router} />;
    // Over the page's first screen, the app hydrates it: the first render draws what the page shows (the same screen,
    // from the same data and hints) and adopts its elements; effects then correct what the server could not know.
    if (sent) {
      hydrate(app, container);
      // Screens the visitor opens later are the app's own.
      setFirstRenderHints({});
    } else {
      root.render(app);
    }
    if (!isPreviewFrame()) startAnalyticsWhenIdle({ channel, router });
  })
  .catch((error: unknown) => import('./startup-failure').then((failure) => failure.showStartupFailure(root, error, i18nReady)));
// Under a page sent drawn, in a worker only: its takeover words no date (the server's are adopted), but its cards'
// countdowns word relative times. Loaded in a task of the page's own there, that data would take 120–250 ms at 4× CPU,
// which the viewer's first taps would wait behind.
warmDateFormatting(firstScreen?.language ?? storedLanguageChoice() ?? DEFAULT_LANGUAGE, { inThePage: !firstScreen });

/**
 * The landing page's first screen, rendered on the server (docs/decisions/0093): the shell, header, hero and home
 * sections of a channel as a first-time visitor gets them, from the app's own components and routes. Built apart
 * (vite.first-screen.config.ts) into a module the server loads; the browser's app then renders over it.
 */
import type { HomepageEvents } from '@ott/contracts/events';
import { renderToStringAsync } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/App';
import { createAppRoutes } from '../app/router';
import { seedHomepageEvents } from '../features/home/api/get-homepage-events';
import type { ChannelData } from '../lib/channel-context';
import { wordEventTimes, type WordedEventTime } from '../lib/event-display';
import { pageTitle } from '../lib/document-title';
import { initI18n, isAppLanguage, resolveLanguage, type AppLanguage } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { accessibleVariables, accessiblePalette, themeVariables } from '../lib/theme';
import { setFirstRenderHints } from '../lib/first-render-hints';

export interface FirstScreenInput {
  channel: ChannelData;
  homepage: HomepageEvents;
  /** The page's address as the visitor asked for it (origin and path). */
  url: string;
  /** The request came from a phone's browser: the header starts compact, as the app starts it there. */
  phone: boolean;
  /** The channel's logo spells its name (isWordmark), as the header finds once the logo has loaded. */
  wordmark: boolean;
}

export interface FirstScreen {
  /** What goes into #root. */
  html: string;
  /** The channel's colours, as the app applies them (lib/theme.ts), for the page's <style>. */
  themeCss: string;
  title: string;
  language: AppLanguage;
  /** The starts of the sections' events worded in that language, for the app to adopt (lib/event-display.ts). */
  eventTimes: Record<string, WordedEventTime>;
}

/** Renders are one at a time: the strings' language and the query cache are the module's, as in the browser. */
let queue: Promise<unknown> = Promise.resolve();

export function renderFirstScreen(input: FirstScreenInput): Promise<FirstScreen | null> {
  const turn = queue.then(() => render(input));
  queue = turn.catch(() => undefined);
  return turn;
}

async function render({ channel, homepage, url, phone, wordmark }: FirstScreenInput): Promise<FirstScreen | null> {
  const { settings, color_settings: colors } = channel.bootstrap;
  const language = resolveLanguage(settings.language, settings.languages);
  const i18n = await initI18n(language);
  const handler = createStaticHandler(createAppRoutes(channel.bootstrap));
  const context = await handler.query(new Request(url));
  // A redirect (a channel route over '/') or an error: the app's own start shows it.
  if (context instanceof Response || context.errors) return null;
  queryClient.clear();
  seedHomepageEvents(channel.channelKey, homepage);
  setFirstRenderHints({ phone, wordmark, reducedMotion: false });
  try {
    const router = createStaticRouter(handler.dataRoutes, context);
    // Parts whose code loads apart (a live card's score) are waited for; the browser keeps them while its own loads.
    const html = await renderToStringAsync(
      <AppProviders channel={channel}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
    const variables = { ...themeVariables(colors), ...accessibleVariables(accessiblePalette(colors)) };
    const themeCss = `:root{${Object.entries(variables)
      .map(([name, value]) => `${name}:${value}`)
      .join(';')}}`;
    const title = pageTitle(i18n.t('routes.home'), settings.channel_name);
    const shownLanguage = isAppLanguage(i18n.language) ? i18n.language : language;
    // Every card's start, those the browser renders once idle too: the app then words none of them itself.
    const eventTimes = wordEventTimes([...homepage.live, ...homepage.upcoming, ...homepage.recent], shownLanguage);
    return { html, themeCss, title, language: shownLanguage, eventTimes };
  } finally {
    setFirstRenderHints({});
    queryClient.clear();
  }
}

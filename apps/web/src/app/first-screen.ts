import type { HomepageEvents } from '@ott/contracts/events';
import type { WordedEventTime } from '../lib/event-display';
import type { AppRouter } from './router';

/** Written by the server with a landing page's first screen (apps/server/src/modules/first-screen/first-screen.page.ts). */
interface FirstScreenData {
  channelKey: string;
  language: string;
  homepage: HomepageEvents;
  /** The channel's logo spells its name: the header's first render hides the name, as the page shows it. */
  wordmark: boolean;
  /** The server took the browser for a phone's: the header's first render is laid out as the page's. */
  phone: boolean;
  /** The sections' event starts as the server worded them in `language` (lib/event-display.ts, adoptEventTimes). */
  eventTimes?: Record<string, WordedEventTime>;
}

const DATA_ID = 'first-screen-data';
const MARK = 'data-first-screen';

/**
 * The first screen the page was sent with, when it is still shown: the page's first script takes its mark off for a
 * visitor whose own screen differs (src/app/early-requests.ts).
 */
export function shownFirstScreen(doc: Document = document): FirstScreenData | null {
  const data = doc.getElementById(DATA_ID);
  if (!doc.documentElement.hasAttribute(MARK) || !data?.textContent) return null;
  try {
    return JSON.parse(data.textContent) as FirstScreenData;
  } catch {
    return null;
  }
}

/** Once the router knows its first screen: rendered before, the app would draw nothing over the page's screen first. */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

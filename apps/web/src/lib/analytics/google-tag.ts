import { cleanAnalyticsUrl } from '@ott/contracts/analytics-url';

/** Google's tag script; loaded only for a channel with a measurement id, once the visitor accepts cookies. */
export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

type Gtag = (...args: unknown[]) => void;
type TaggedWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

export interface GoogleTag {
  /** Loads gtag.js and configures the id (page views are sent by `pageView`, never automatically). */
  load(): void;
  loaded(): boolean;
  pageView(url: string, title: string): void;
}

/**
 * The channel's Google tag (setting 'google-analytics'). Nothing is loaded or recorded until `load()`. Google is told
 * the page's address without its secrets (docs/decisions/0061), set for every hit: gtag.js would otherwise read the
 * address bar itself for the hits it sends on its own.
 */
export function createGoogleTag(measurementId: string, win: TaggedWindow = window): GoogleTag {
  let gtag: Gtag | null = null;
  return {
    load() {
      if (gtag) return;
      const dataLayer = (win.dataLayer ??= []);
      // gtag.js reads `arguments` objects from the data layer, not arrays.
      gtag = function gtagCall() {
        // eslint-disable-next-line prefer-rest-params
        dataLayer.push(arguments);
      };
      win.gtag = gtag;
      gtag('js', new Date());
      gtag('set', { page_location: cleanAnalyticsUrl(win.location.href) });
      gtag('config', measurementId, { send_page_view: false });
      const script = win.document.createElement('script');
      script.async = true;
      script.src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(measurementId)}`;
      win.document.head.append(script);
    },
    loaded: () => gtag !== null,
    pageView(url, title) {
      const page = { page_location: cleanAnalyticsUrl(url), page_title: title };
      gtag?.('set', page);
      gtag?.('event', 'page_view', { ...page, send_to: measurementId });
    },
  };
}

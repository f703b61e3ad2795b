import { appEvents, type AppEvent } from '../app-events';
import type { AnalyticsContext } from './analytics-main';
import { rememberAnalyticsOverride } from './enabled';

/** App events kept while the analytics code is not there yet; a page that never loads it keeps no more. */
const MAX_BACKLOG = 300;
/**
 * Analytics waits this long after the first render, then for an idle moment: its download never competes with the
 * screen's own requests (a player's first segments) and is not part of what the home page needs to show.
 */
export const ANALYTICS_LOAD_DELAY_MS = 3_000;

/**
 * Loads analytics and the Google tag after the first render. What the app publishes meanwhile, and the pages the
 * visitor opens, are kept for them.
 */
export function startAnalyticsWhenIdle(context: Pick<AnalyticsContext, 'channel' | 'router'>): void {
  const backlog: AppEvent[] = [];
  const pages = [window.location.href];
  const stopBuffering = appEvents.subscribe((event) => backlog.length < MAX_BACKLOG && backlog.push(event));
  const stopRoutes = context.router.subscribe(() => pages.length < MAX_BACKLOG && pages.push(window.location.href));
  const search = window.location.search;
  rememberAnalyticsOverride(search);
  const load = () =>
    import('./analytics-main').then(
      ({ startAnalytics }) => {
        stopBuffering();
        stopRoutes();
        startAnalytics({ ...context, search, backlog, pages });
      },
      () => {
        stopBuffering();
        stopRoutes();
      },
    );
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 0));
  setTimeout(() => whenIdle(() => void load(), { timeout: 2_000 }), ANALYTICS_LOAD_DELAY_MS);
}

import { appEvents, type AppEvent } from '../app-events';
import type { ChannelData } from '../channel-context';
import { trackingCode } from '../navigation-rules';
import { userStore } from '../session';
import { localStore } from '../storage';
import { createAnalyticsClient, type AnalyticsClient } from './client';
import { cookieConsent } from './consent';
import { deviceInfo } from './device';
import { analyticsEnabled } from './enabled';
import { createGoogleTag, type GoogleTag } from './google-tag';
import { whenTitleSettles, type SettlingTitle } from './title-settled';
import { watchVideoView, type VideoView } from './video-view';

/** The router as analytics sees it: where the visitor is, and when that changes. */
export interface RouteSource {
  state: { location: { pathname: string; search: string } };
  subscribe(listener: (state: { location: { pathname: string; search: string } }) => void): () => void;
}

export interface AnalyticsContext {
  channel: ChannelData;
  router: RouteSource;
  /** The page's query at start (`?analytics=on`), before any navigation dropped it. */
  search: string;
  /** What the app published before this chunk loaded. */
  backlog: AppEvent[];
  /** The pages opened before it loaded (the first one included), as URLs; the last is the current one. */
  pages: string[];
}

function serviceClient({ channel, search }: AnalyticsContext): AnalyticsClient | null {
  const key = channel.bootstrap.settings['yare-analytics']?.trim();
  if (!key || !analyticsEnabled(window.location.hostname, search)) return null;
  return createAnalyticsClient({
    origin: (channel.projectSettings?.analytics_origin ?? '').replace(/\/+$/, ''),
    key,
    store: localStore,
    device: deviceInfo(),
    viewer: () => {
      const user = userStore.get();
      return user ? { id: user.id, email: user.email } : null;
    },
    trackingCode,
  });
}

/** Page views, the viewer's actions and each video view go to the analytics service and the Google tag. */
export function startAnalytics(context: AnalyticsContext): () => void {
  const client = serviceClient(context);
  const measurementId = context.channel.bootstrap.settings['google-analytics']?.trim();
  const tag: GoogleTag | null = measurementId ? createGoogleTag(measurementId) : null;
  const views = new Map<string, VideoView>();
  const viewOfVideo = new Map<HTMLVideoElement, string>();

  let tagView: SettlingTitle | null = null;
  const pageView = (url = window.location.href) => {
    client?.pageView(url);
    // The page being left is reported with the title it still shows; the new one once its screen has named it.
    tagView?.flush();
    if (!tag?.loaded()) return;
    tagView = whenTitleSettles(() => {
      tagView = null;
      tag.pageView(url, document.title);
    });
  };
  const loadTagIfAccepted = () => {
    if (!tag || tag.loaded() || cookieConsent(localStore) !== 'accepted') return;
    tag.load();
    tag.pageView(window.location.href, document.title);
  };

  const endView = (id: string | undefined) => {
    if (id === undefined) return;
    views.get(id)?.end();
    views.delete(id);
  };
  const handle = (event: AppEvent) => {
    if (event.type === 'action') {
      // The cookie notice's answer is not reported: it lets held reports leave, or drops them.
      if (event.name === 'cookies_declined') return void client?.poke();
      if (event.name !== 'cookies_accepted') return client?.action(event.name, event.extras);
      loadTagIfAccepted();
      return void client?.poke();
    }
    if (!client) return;
    if (event.type === 'playback' && event.step === 'request') {
      endView(viewOfVideo.get(event.video));
      views.set(event.view_id, watchVideoView(event, client));
      viewOfVideo.set(event.video, event.view_id);
    } else if (event.type === 'playback') {
      if (event.hls) views.get(event.view_id)?.attachEngine(event.hls);
    } else {
      views.get(event.view_id)?.playerEvent(event);
      if (event.name === 'stop') endView(event.view_id);
    }
  };

  context.backlog.forEach(handle);
  const stopListening = appEvents.subscribe(handle);
  const visited = context.pages.filter((url, index) => url !== context.pages[index - 1]);
  visited.slice(0, -1).forEach((url) => client?.pageView(url));
  let lastPath = `${context.router.state.location.pathname}${context.router.state.location.search}`;
  const stopRoutes = context.router.subscribe(({ location }) => {
    const path = `${location.pathname}${location.search}`;
    if (path === lastPath) return;
    lastPath = path;
    pageView();
  });
  const leaving = () => {
    tagView?.flush();
    views.forEach((view) => view.flushViewing());
    client?.flushByBeacon();
  };
  const onVisibility = () => document.visibilityState === 'hidden' && leaving();
  window.addEventListener('pagehide', leaving);
  document.addEventListener('visibilitychange', onVisibility);

  client?.pageView(window.location.href);
  loadTagIfAccepted();
  client?.start();
  return () => {
    stopListening();
    stopRoutes();
    window.removeEventListener('pagehide', leaving);
    document.removeEventListener('visibilitychange', onVisibility);
    views.forEach((view) => view.end());
    tagView?.cancel();
    client?.stop();
  };
}

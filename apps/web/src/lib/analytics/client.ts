import type { AnalyticsConsent } from '@ott/contracts/analytics';
import { cleanAnalyticsUrl } from '@ott/contracts/analytics-url';
import type { ExpiringStorage } from '../storage';
import { createBatchQueue, type AnalyticsItem, type AnalyticsKind, type BatchQueue } from './batch-queue';
import { cookieConsent } from './consent';
import type { DeviceInfo } from './device';
import { callAnalytics, withBackoff, RETRY_DELAYS_MS, ANALYTICS_TIMEOUT_MS } from './transport';

/** Spec §9: the session hash is kept 24 h (ANALYTICS_SESSION_HOURS; not imported, so that this chunk carries no zod). */
export const SESSION_HASH_KEY = 'analytics_session';
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface AnalyticsViewer {
  id: number;
  email: string;
}

export interface AnalyticsClientOptions {
  /** The analytics service's origin ('' = this page's). */
  origin: string;
  /** The channel's analytics key (setting 'yare-analytics'). */
  key: string;
  store: ExpiringStorage;
  device: DeviceInfo;
  viewer(): AnalyticsViewer | null;
  /** The campaign code the visitor arrived with (spec §2 `trk`). */
  trackingCode(): string | undefined;
  fetch?: typeof fetch;
  sendBeacon?(url: string, data: string): boolean;
  timeoutMs?: number;
  retryDelaysMs?: readonly number[];
  intervalMs?: number;
}

export interface AnalyticsClient {
  pageView(url: string): void;
  action(name: string, extras?: Record<string, unknown>): void;
  videoEvent(item: AnalyticsItem): void;
  viewing(item: AnalyticsItem): void;
  /** Starts the timed flushes and, once the cookie notice is answered, the session. */
  start(): void;
  /** The cookie notice was answered (or anything else that may let held items leave). */
  poke(): Promise<void>;
  flushByBeacon(): void;
  stop(): void;
  readonly queue: BatchQueue;
}

/**
 * The browser's reporter to the analytics service (spec §7, §9). Nothing leaves before the visitor has accepted the
 * cookie notice: until they answer, items wait in memory (and are lost if the visitor leaves without answering); a
 * refusal drops them and every later one, so a visitor who refused sends nothing at all.
 */
export function createAnalyticsClient(options: AnalyticsClientOptions): AnalyticsClient {
  const { origin, key, store, device, viewer, trackingCode } = options;
  const callOptions = { fetch: options.fetch, timeoutMs: options.timeoutMs ?? ANALYTICS_TIMEOUT_MS };
  const retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const beacon = options.sendBeacon ?? ((url: string, data: string) => typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, data));
  const url = (path: string) => `${origin}/datalake/${path}/?key=${encodeURIComponent(key)}`;
  const consent = (): AnalyticsConsent => cookieConsent(store);
  const declined = () => consent() === 'declined';
  let session: string | null = store.get<string>(SESSION_HASH_KEY) ?? null;
  let opening: Promise<void> | null = null;

  const stamp = (kind: AnalyticsKind, items: AnalyticsItem[]) =>
    JSON.stringify(items.map((item) => ({ ...item, consent: consent(), ...(kind === 'event' ? { session_uuid: session } : { session }) })));

  const queue = createBatchQueue({
    ready: () => session !== null && consent() === 'accepted',
    send: (kind, items) =>
      withBackoff(() => callAnalytics(url(kind), { method: 'POST', headers: { 'content-type': 'application/json' }, body: stamp(kind, items) }, callOptions), retryDelays),
    beacon: (kind, items) => beacon(url(kind), stamp(kind, items)),
    intervalMs: options.intervalMs,
  });

  /** A new session hash (spec §7 GET /datalake/hash/), reported once as a session. */
  function openSession(): Promise<void> {
    if (session !== null || consent() !== 'accepted') return Promise.resolve();
    opening ??= withBackoff(() => callAnalytics(url('hash'), { method: 'GET' }, callOptions), retryDelays)
      .then((answer) => {
        const hash = (answer as { data?: unknown }).data;
        if (typeof hash !== 'string') return;
        session = hash;
        store.set(SESSION_HASH_KEY, hash, SESSION_LIFETIME_MS);
        queue.push('session', { profile: viewer()?.id ?? null, ...device });
      })
      .catch(() => undefined)
      .finally(() => {
        opening = null;
      });
    return opening;
  }

  const viewerFields = () => {
    const who = viewer();
    return who ? { profile: who.id, user_id: who.id, user_email: who.email } : {};
  };
  const withDevice = (item: AnalyticsItem) => ({ device_type: device.device_type, platform: device.platform, ...item });

  let timer: ReturnType<typeof setInterval> | undefined;
  const push = (kind: AnalyticsKind, item: AnalyticsItem) => {
    if (!declined()) queue.push(kind, item);
  };
  return {
    queue,
    pageView(pageUrl) {
      push('event', { event: 'page_view', origin_url: cleanAnalyticsUrl(pageUrl), ...viewerFields() });
    },
    action(name, extras = {}) {
      const trk = trackingCode();
      push('event', { event: name, extras: { ...extras, ...(trk ? { trk } : {}) }, origin_url: cleanAnalyticsUrl(location.href), ...viewerFields() });
    },
    videoEvent: (item) => push('video/event', withDevice(item)),
    viewing: (item) => push('video/viewing', withDevice(item)),
    start() {
      queue.start();
      // The session needs the consent answer too; asked again on each flush until it has one.
      timer ??= setInterval(() => void openSession(), options.intervalMs ?? 5_000);
      void this.poke();
    },
    async poke() {
      if (declined()) return queue.clear();
      await openSession();
      await queue.flush();
    },
    flushByBeacon: () => queue.flushByBeacon(),
    stop() {
      clearInterval(timer);
      timer = undefined;
      queue.stop();
    },
  };
}

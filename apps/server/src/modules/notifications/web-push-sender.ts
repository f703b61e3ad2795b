import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** sent: the push service took it; gone: it answered 404/410 (the browser unsubscribed), so the subscription goes. */
export type PushOutcome = 'sent' | 'gone';

export class PushServiceError extends Error {
  constructor(readonly status: number) {
    super(`the push service answered ${status}`);
    this.name = 'PushServiceError';
  }
}

/** How long a push service keeps a message for an offline browser (seconds): a game's news goes stale. */
const TTL_SECONDS = 6 * 3600;

/**
 * Sends one push message: `web-push` encrypts the payload (RFC 8291, aes128gcm) and signs the VAPID header
 * (RFC 8292); the request itself goes out with fetch, which also reaches an http:// push service in tests
 * (web-push's own sender speaks https only).
 */
export function createWebPushSender(keys: VapidKeys, fetchImpl: typeof fetch = fetch) {
  return async function send(target: PushTarget, payload: string, signal?: AbortSignal): Promise<PushOutcome> {
    const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
      vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    });
    const response = await fetchImpl(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : null,
      redirect: 'error',
      signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(15_000)]) : AbortSignal.timeout(15_000),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'gone';
    if (response.status < 200 || response.status > 299) throw new PushServiceError(response.status);
    return 'sent';
  };
}
export type WebPushSender = ReturnType<typeof createWebPushSender>;

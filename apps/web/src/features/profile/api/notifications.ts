import type { NotificationPreferences } from '@ott/contracts/notifications';
import { notificationPreferences, pushKey, saveNotificationPreferences, subscribePush, testNotification, unsubscribePush } from '@ott/contracts/endpoints/viewer/notifications';
import { call } from '../../../lib/api-call';

/** The browser's own zone, sent with the preferences: quiet hours and "tomorrow" are read on the viewer's clock. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const loadNotificationPreferences = () => call(notificationPreferences, { query: { time_zone: browserTimeZone() } });
export const saveNotifications = (preferences: NotificationPreferences) => call(saveNotificationPreferences, { body: preferences });
export const sendTestNotification = () => call(testNotification);

/** Whether this browser can take web push at all (service workers, the Push API and notifications). */
export const pushSupported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

const keyBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
};

/**
 * Subscribes this browser to web push for the signed-in viewer: asks for the permission (call it from a click),
 * registers the service worker at the app's root and hands the subscription to the server. false: refused.
 */
export async function enablePush(): Promise<boolean> {
  if (!pushSupported()) return false;
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return false;
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  await navigator.serviceWorker.ready;
  const { public_key: publicKey } = await call(pushKey);
  const subscription = (await registration.pushManager.getSubscription()) ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  await call(subscribePush, { body: { endpoint: json.endpoint, keys: json.keys } });
  return true;
}

/** Forgets this browser's subscription, on the server and in the browser. */
export async function disablePush(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await call(unsubscribePush, { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

import { endpoint } from '../../endpoint';

const contract = () => import('../../notifications');

export const pushKey = endpoint({ method: 'GET', path: '/notifications/push-key', auth: 'api_key', response: () => contract().then((m) => m.PushPublicKey) });
export const notificationPreferences = endpoint({ method: 'GET', path: '/notifications/preferences', auth: 'api_key', response: () => contract().then((m) => m.NotificationPreferences) });
export const saveNotificationPreferences = endpoint({ method: 'PUT', path: '/notifications/preferences', auth: 'api_key', response: () => contract().then((m) => m.NotificationPreferences) });
export const subscribePush = endpoint({ method: 'POST', path: '/notifications/push-subscriptions', auth: 'api_key', response: () => contract().then((m) => m.PushSubscribed) });
export const unsubscribePush = endpoint({ method: 'POST', path: '/notifications/push-subscriptions/remove', auth: 'api_key', response: () => contract().then((m) => m.PushRemoved) });
export const testNotification = endpoint({ method: 'POST', path: '/notifications/test', auth: 'api_key', response: () => contract().then((m) => m.TestNotificationResult) });

import { endpoint } from '../../endpoint';

const base = '/channels/:channel_key/analytics';
export const overview = endpoint({ method: 'GET', path: `${base}/overview`, auth: 'session', response: () => import('../../admin-analytics').then((m) => m.AdminAnalyticsOverview) });
export const topEvents = endpoint({ method: 'GET', path: `${base}/events`, auth: 'session', response: () => import('../../admin-analytics').then((m) => m.AdminAnalyticsTopEvents) });
export const qoe = endpoint({ method: 'GET', path: `${base}/qoe`, auth: 'session', response: () => import('../../admin-analytics').then((m) => m.AdminAnalyticsQoe) });
export const devices = endpoint({ method: 'GET', path: `${base}/devices`, auth: 'session', response: () => import('../../admin-analytics').then((m) => m.AdminAnalyticsDevices) });
export const revenue = endpoint({ method: 'GET', path: `${base}/revenue`, auth: 'session', response: () => import('../../admin-revenue').then((m) => m.AdminRevenue) });
export const live = endpoint({ method: 'GET', path: `${base}/live`, auth: 'session', response: () => import('../../admin-analytics').then((m) => m.AdminAnalyticsLive) });
export const refresh = endpoint({ method: 'POST', path: `${base}/refresh`, auth: 'session', response: () => import('../../admin-analytics').then((m) => m.AdminAnalyticsRefresh) });

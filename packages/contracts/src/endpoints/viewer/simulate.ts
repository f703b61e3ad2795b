import { endpoint } from '../../endpoint';

/** The demo's simulated live feeds. */
export const liveFeeds = endpoint({ method: 'GET', path: '/simulate', auth: 'api_key', response: () => import('../../media').then((m) => m.LiveFeed.array()) });

export const startLiveFeed = endpoint({
  method: 'POST',
  path: '/simulate/:event_id/start',
  auth: 'api_key',
  response: () => import('../../media').then((m) => m.LiveFeed),
});

export const stopLiveFeed = endpoint({
  method: 'POST',
  path: '/simulate/:event_id/stop',
  auth: 'api_key',
  response: () => import('../../media').then((m) => m.LiveFeed),
});

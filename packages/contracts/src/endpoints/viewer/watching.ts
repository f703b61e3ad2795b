import { endpoint } from '../../endpoint';

/** The home page's Continue watching rail. */
export const continueWatching = endpoint({
  method: 'GET',
  path: '/continue-watching',
  auth: 'api_key',
  response: () => import('../../watching').then((m) => m.ContinueWatchingItem.array()),
});

export const forgetWatching = endpoint({
  method: 'DELETE',
  path: '/continue-watching/:event_id',
  auth: 'api_key',
  response: () => import('../../viewer-answers').then((m) => m.RemovedWatchedEvent),
});

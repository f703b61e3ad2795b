import { endpoint } from '../../endpoint';

export const favorites = endpoint({ method: 'GET', path: '/favorites', auth: 'api_key', response: () => import('../../favorites').then((m) => m.Favorite.array()) });
export const addFavorite = endpoint({ method: 'POST', path: '/favorite', auth: 'api_key', response: () => import('../../favorites').then((m) => m.Favorite) });
export const removeFavorite = endpoint({ method: 'DELETE', path: '/favorite/:id', auth: 'api_key', response: () => import('../../viewer-answers').then((m) => m.RemovedId) });

/** A page of the favourites' events, read with its paging (`meta`). */
export const favoriteEvents = endpoint({
  method: 'GET',
  path: '/events/favorite',
  auth: 'api_key',
  envelope: true,
  response: () => Promise.all([import('../../envelope'), import('../../events')]).then(([e, m]) => e.pagedEnvelope(m.Event)),
});

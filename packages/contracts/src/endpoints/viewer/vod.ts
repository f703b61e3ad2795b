import { endpoint } from '../../endpoint';

const pagedItems = () => Promise.all([import('../../envelope'), import('../../vod')]).then(([e, m]) => e.pagedEnvelope(m.VodMediaItem));

/** A page of a category's videos, read with its paging (`meta`). */
export const vodItems = endpoint({ method: 'GET', path: '/vod-media-items', auth: 'api_key', envelope: true, response: pagedItems });

export const vodSearch = endpoint({ method: 'GET', path: '/vod-media/search', auth: 'api_key', envelope: true, response: pagedItems });

/** One video, with its playback URL or the reason there is none. */
export const vodItem = endpoint({
  method: 'GET',
  path: '/vod-media-items/:id',
  auth: 'api_key',
  response: () => import('../../vod').then((m) => m.VodMediaItemDetail),
});

export const vodCategories = endpoint({
  method: 'GET',
  path: '/vod-media-categories',
  auth: 'api_key',
  response: () => import('../../vod').then((m) => m.VodMediaCategory.array()),
});

export const vodRails = endpoint({
  method: 'GET',
  path: '/vod-media-rails',
  auth: 'api_key',
  response: () => import('../../vod').then((m) => m.VodMediaRail.array()),
});

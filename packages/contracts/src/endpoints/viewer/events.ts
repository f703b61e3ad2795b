import { endpoint } from '../../endpoint';

/** A page of events, read with its paging (`meta`). */
export const events = endpoint({
  method: 'GET',
  path: '/events',
  auth: 'api_key',
  envelope: true,
  response: () => Promise.all([import('../../envelope'), import('../../events')]).then(([e, m]) => e.pagedEnvelope(m.Event)),
});

export const homepageEvents = endpoint({
  method: 'GET',
  path: '/events-for-homepage',
  auth: 'api_key',
  response: () => import('../../events').then((m) => m.HomepageEvents),
});

export const event = endpoint({ method: 'GET', path: '/events/:id', auth: 'api_key', response: () => import('../../events').then((m) => m.Event) });

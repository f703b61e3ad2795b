import { endpoint } from '../../endpoint';

const clip = () => import('../../clips').then((m) => m.Clip);
const clipList = () => import('../../clips').then((m) => m.Clip.array());

export const createClip = endpoint({ method: 'POST', path: '/clip', auth: 'api_key', response: clip });
export const eventClips = endpoint({ method: 'GET', path: '/clips/event/:id', auth: 'api_key', response: clipList });
export const userClips = endpoint({ method: 'GET', path: '/clips/user', auth: 'api_key', response: clipList });
/** `PATCH clip/{id}`, sent as a POST whose body says `_method: 'patch'`, as the profile update is. */
export const renameClip = endpoint({ method: 'POST', path: '/clip/:id', auth: 'api_key', response: clip });
export const deleteClip = endpoint({ method: 'DELETE', path: '/clip/:id', auth: 'api_key', response: () => import('../../viewer-answers').then((m) => m.RemovedId) });

/** A short-lived signed link to the clip's MP4. */
export const clipDownload = endpoint({
  method: 'GET',
  path: '/clip/download/:id',
  auth: 'api_key',
  response: () => import('../../viewer-answers').then((m) => m.SignedUrl),
});

/** Anyone with the link may play the clip: its uuid (in the query) is the permission. */
export const sharedClip = endpoint({ method: 'GET', path: '/shared-clip/:id', auth: 'api_key', response: () => import('../../clips').then((m) => m.SharedClip) });

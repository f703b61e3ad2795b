import { endpoint } from '../../endpoint';

const media = '/channels/:channel_key/media';
const one = `${media}/:id`;
const asset = () => import('../../admin-media').then((m) => m.MediaAsset);
const removed = () => import('../../admin-auth').then((m) => m.AdminDeleted);

export const library = endpoint({ method: 'GET', path: media, auth: 'session', envelope: true, response: () => import('../../admin-media').then((m) => m.MediaList) });
export const storage = endpoint({ method: 'GET', path: `${media}/storage`, auth: 'session', response: () => import('../../admin-media').then((m) => m.MediaStorage) });
export const setQuota = endpoint({ method: 'PATCH', path: `${media}/storage`, auth: 'session', response: () => import('../../admin-media').then((m) => m.MediaStorage) });
export const bulkDelete = endpoint({ method: 'POST', path: `${media}/bulk-delete`, auth: 'session', response: () => import('../../admin-media').then((m) => m.MediaBulkDeleteResult) });
export const mediaAsset = endpoint({ method: 'GET', path: one, auth: 'session', response: asset });
export const updateAsset = endpoint({ method: 'PATCH', path: one, auth: 'session', response: asset });
export const deleteAsset = endpoint({ method: 'DELETE', path: one, auth: 'session', response: removed });
export const retryAsset = endpoint({ method: 'POST', path: `${one}/retry`, auth: 'session', response: asset });
export const cancelAsset = endpoint({ method: 'POST', path: `${one}/cancel`, auth: 'session', response: asset });
export const assetPlayback = endpoint({ method: 'GET', path: `${one}/playback`, auth: 'session', response: () => import('../../admin-media').then((m) => m.MediaPlaybackUrl) });
export const choosePoster = endpoint({ method: 'POST', path: `${one}/poster`, auth: 'session', response: asset });
/** Multipart: a poster picture (field `file`). */
export const uploadPoster = endpoint({ method: 'POST', path: `${one}/poster-upload`, auth: 'session', response: asset });
/** Multipart: a captions file with its language and label. */
export const addCaptions = endpoint({ method: 'POST', path: `${one}/captions`, auth: 'session', response: () => import('../../admin-media').then((m) => m.MediaCaption) });
export const updateCaptions = endpoint({ method: 'PATCH', path: `${one}/captions/:caption_id`, auth: 'session', response: () => import('../../admin-media').then((m) => m.MediaCaption) });
export const deleteCaptions = endpoint({ method: 'DELETE', path: `${one}/captions/:caption_id`, auth: 'session', response: removed });
export const addMarker = endpoint({ method: 'POST', path: `${one}/markers`, auth: 'session', response: () => import('../../admin-media').then((m) => m.MediaMarker) });
export const updateMarker = endpoint({ method: 'PATCH', path: `${one}/markers/:marker_id`, auth: 'session', response: () => import('../../admin-media').then((m) => m.MediaMarker) });
export const deleteMarker = endpoint({ method: 'DELETE', path: `${one}/markers/:marker_id`, auth: 'session', response: removed });
/** Uploads not finished in this browser's session, to resume (the tus endpoint itself is driven by tus-js-client). */
export const pendingUploads = endpoint({ method: 'GET', path: '/uploads', auth: 'session', response: () => import('../../admin-media').then((m) => m.PendingUpload.array()) });

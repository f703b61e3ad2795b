/** Where the tus endpoints live: the collection (creation) and `/<upload id>` per upload. */
export const UPLOADS_PATH = '/api/admin/uploads';
/** The final PATCH's answer (and a HEAD of a completed upload) names the asset the upload became; the console reads it. */
export { UPLOAD_ASSET_HEADER } from '@ott/contracts/admin-media';
/** Unfinished uploads expire after this long (tus `Upload-Expires`, and the housekeeping chore). */
export const UPLOAD_LIFETIME_MS = 24 * 3_600_000;
export const TUS_VERSION = '1.0.0';
/** What the endpoint serves of tus: creation (with its first bytes too), termination and expiry; not deferred lengths. */
export const TUS_EXTENSIONS = 'creation,creation-with-upload,termination,expiration';

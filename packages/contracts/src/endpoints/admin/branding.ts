import { endpoint } from '../../endpoint';

const path = '/channels/:channel_key/branding';
export const branding = endpoint({ method: 'GET', path, auth: 'session', response: () => import('../../admin-branding').then((m) => m.AdminBranding) });
export const saveBranding = endpoint({ method: 'PUT', path, auth: 'session', response: () => import('../../admin-branding').then((m) => m.AdminBranding) });
/** Multipart: the logo or favicon file (field `file`). */
export const uploadImage = endpoint({ method: 'POST', path: `${path}/:kind`, auth: 'session', response: () => import('../../admin-branding').then((m) => m.AdminBranding) });
export const removeImage = endpoint({ method: 'DELETE', path: `${path}/:kind`, auth: 'session', response: () => import('../../admin-branding').then((m) => m.AdminBranding) });

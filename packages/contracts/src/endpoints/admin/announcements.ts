import { endpoint } from '../../endpoint';

const base = '/channels/:channel_key/announcements';
const one = () => import('../../admin-announcements').then((m) => m.AdminAnnouncement);
export const announcements = endpoint({ method: 'GET', path: base, auth: 'session', response: () => import('../../admin-announcements').then((m) => m.AdminAnnouncementList) });
export const announcement = endpoint({ method: 'GET', path: `${base}/:id`, auth: 'session', response: one });
export const createAnnouncement = endpoint({ method: 'POST', path: base, auth: 'session', response: one });
export const updateAnnouncement = endpoint({ method: 'PUT', path: `${base}/:id`, auth: 'session', response: one });
export const deleteAnnouncement = endpoint({ method: 'DELETE', path: `${base}/:id`, auth: 'session', response: () => import('../../admin-announcements').then((m) => m.AdminAnnouncement.pick({ id: true })) });
export const audiences = endpoint({ method: 'GET', path: `${base}/audiences`, auth: 'session', response: () => import('../../admin-announcements').then((m) => m.AdminAnnouncementAudiences) });
export const preview = endpoint({ method: 'POST', path: `${base}/preview`, auth: 'session', response: () => import('../../admin-announcements').then((m) => m.AdminAnnouncementPreview) });
export const sendTest = endpoint({ method: 'POST', path: `${base}/:id/test`, auth: 'session', response: () => import('../../admin-announcements').then((m) => m.AdminAnnouncementTestResult) });
export const send = endpoint({ method: 'POST', path: `${base}/:id/send`, auth: 'session', response: one });

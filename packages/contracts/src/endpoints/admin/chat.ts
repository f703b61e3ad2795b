import { endpoint } from '../../endpoint';

const base = '/channels/:channel_key/chat';
const message = () => import('../../chat').then((m) => m.AdminChatMessage);
const removed = () => import('../../admin-auth').then((m) => m.AdminDeleted);
export const chatSettings = endpoint({ method: 'GET', path: `${base}/settings`, auth: 'session', response: () => import('../../chat').then((m) => m.AdminChatSettings) });
export const saveChatSettings = endpoint({ method: 'PUT', path: `${base}/settings`, auth: 'session', response: () => import('../../chat').then((m) => m.AdminChatSettings) });
export const chatEvents = endpoint({ method: 'GET', path: `${base}/events`, auth: 'session', response: () => import('../../chat').then((m) => m.AdminChatEvent.array()) });
export const chatMessages = endpoint({ method: 'GET', path: `${base}/events/:event_id/messages`, auth: 'session', response: () => import('../../chat').then((m) => m.AdminChatMessage.array()) });
export const deleteChatMessage = endpoint({ method: 'DELETE', path: `${base}/messages/:id`, auth: 'session', response: message });
export const pinChatMessage = endpoint({ method: 'PUT', path: `${base}/messages/:id/pin`, auth: 'session', response: message });
export const chatSanctions = endpoint({ method: 'GET', path: `${base}/sanctions`, auth: 'session', response: () => import('../../chat').then((m) => m.AdminChatSanction.array()) });
export const sanctionViewer = endpoint({ method: 'POST', path: `${base}/sanctions`, auth: 'session', response: () => import('../../chat').then((m) => m.AdminChatSanction) });
export const liftSanction = endpoint({ method: 'DELETE', path: `${base}/sanctions/:id`, auth: 'session', response: removed });
export const chatReports = endpoint({ method: 'GET', path: `${base}/reports`, auth: 'session', response: () => import('../../chat').then((m) => m.AdminChatReport.array()) });
export const settleChatReport = endpoint({ method: 'POST', path: `${base}/reports/:id`, auth: 'session', response: removed });

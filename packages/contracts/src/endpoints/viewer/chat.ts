import { endpoint } from '../../endpoint';

/** Live chat (the stream itself is an EventSource on `/events/:id/chat`, opened by the app). */
export const postChat = endpoint({ method: 'POST', path: '/events/:id/chat', auth: 'api_key', response: () => import('../../chat').then((m) => m.ChatMessage) });
export const reportChat = endpoint({ method: 'POST', path: '/events/:id/chat/:message_id/report', auth: 'api_key', response: () => import('../../chat').then((m) => m.ChatReported) });
export const chatReplay = endpoint({ method: 'GET', path: '/events/:id/chat/replay', auth: 'api_key', response: () => import('../../chat').then((m) => m.ChatMessage.array()) });

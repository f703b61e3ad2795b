import { endpoint } from '../../endpoint';

export const createChannel = endpoint({ method: 'POST', path: '/channels', auth: 'session', response: () => import('../../admin-channels').then((m) => m.AdminChannel) });
export const channel = endpoint({ method: 'GET', path: '/channels/:channel_key', auth: 'session', response: () => import('../../admin-channels').then((m) => m.AdminChannel) });
export const updateChannel = endpoint({ method: 'PATCH', path: '/channels/:channel_key', auth: 'session', response: () => import('../../admin-channels').then((m) => m.AdminChannel) });

const setupAnswer = () => import('../../channel-setup').then((m) => m.ChannelSetup);
/** The channel's setup checklist (the overview), and what an operator confirms on it. */
export const channelSetup = endpoint({ method: 'GET', path: '/channels/:channel_key/setup', auth: 'session', response: setupAnswer });
export const markLegalPagesReviewed = endpoint({ method: 'POST', path: '/channels/:channel_key/setup/legal-reviewed', auth: 'session', response: setupAnswer });
export const confirmPaymentMode = endpoint({ method: 'POST', path: '/channels/:channel_key/setup/payment-mode', auth: 'session', response: setupAnswer });
export const dismissChannelSetup = endpoint({ method: 'POST', path: '/channels/:channel_key/setup/dismiss', auth: 'session', response: setupAnswer });

const streamLimitAnswer = () => import('../../devices').then((m) => m.AdminStreamLimit);
/** The channel's limit on devices of one account playing at once (docs/decisions/0084). */
export const streamLimit = endpoint({ method: 'GET', path: '/channels/:channel_key/stream-limit', auth: 'session', response: streamLimitAnswer });
export const updateStreamLimit = endpoint({ method: 'PUT', path: '/channels/:channel_key/stream-limit', auth: 'session', response: streamLimitAnswer });

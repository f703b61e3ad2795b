import { endpoint } from '../../endpoint';

export const importChannel = endpoint({ method: 'POST', path: '/channels/import', auth: 'session', response: () => import('../../admin-channel-transfer').then((m) => m.ChannelImportResult) });

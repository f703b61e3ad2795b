import { endpoint } from '../../endpoint';

const base = '/channels/:channel_key/orders';
export const orders = endpoint({ method: 'GET', path: base, auth: 'session', envelope: true, response: () => import('../../admin-orders').then((m) => m.AdminOrdersPage) });
export const order = endpoint({ method: 'GET', path: `${base}/:id`, auth: 'session', response: () => import('../../admin-orders').then((m) => m.AdminOrderDetail) });
export const refund = endpoint({ method: 'POST', path: `${base}/:id/refunds`, auth: 'session', response: () => import('../../admin-orders').then((m) => m.AdminRefundResult) });

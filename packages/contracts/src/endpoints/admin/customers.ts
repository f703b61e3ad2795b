import { endpoint } from '../../endpoint';

const base = '/channels/:channel_key/customers';
const done = () => import('../../admin-customers').then((m) => m.AdminCustomerActionResult);
export const customers = endpoint({ method: 'GET', path: base, auth: 'session', envelope: true, response: () => import('../../admin-customers').then((m) => m.AdminCustomersPage) });
export const customer = endpoint({ method: 'GET', path: `${base}/:id`, auth: 'session', response: () => import('../../admin-customers').then((m) => m.AdminCustomer) });
export const access = endpoint({ method: 'GET', path: `${base}/:id/access`, auth: 'session', response: () => import('../../admin-customers').then((m) => m.AdminCustomerAccess) });
export const compPasses = endpoint({ method: 'GET', path: '/channels/:channel_key/comp-passes', auth: 'session', response: () => import('../../admin-customers').then((m) => m.AdminCompPass.array()) });
export const resendVerification = endpoint({ method: 'POST', path: `${base}/:id/resend-verification`, auth: 'session', response: done });
export const passwordReset = endpoint({ method: 'POST', path: `${base}/:id/password-reset`, auth: 'session', response: done });
export const endSessions = endpoint({ method: 'POST', path: `${base}/:id/end-sessions`, auth: 'session', response: done });
export const cancelRenewal = endpoint({ method: 'POST', path: `${base}/:id/cancel-renewal`, auth: 'session', response: done });
export const deleteCustomer = endpoint({ method: 'POST', path: `${base}/:id/delete`, auth: 'session', response: done });
export const giveComp = endpoint({ method: 'POST', path: `${base}/:id/comp`, auth: 'session', response: () => import('../../admin-customers').then((m) => m.AdminCompResult) });

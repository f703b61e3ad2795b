import { endpoint } from '../../endpoint';

/** Console changes the operator may see, newest first (a server-paged list). */
export const auditLog = endpoint({ method: 'GET', path: '/audit', auth: 'session', envelope: true, response: () => import('../../admin-audit').then((m) => m.AdminAuditPage) });

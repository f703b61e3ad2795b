import { endpoint } from '../../endpoint';

/** The operator's own session and account: sign-in and out, `/me`, password and two-step sign-in. */
export const me = endpoint({ method: 'GET', path: '/me', auth: 'session', response: () => import('../../admin-auth').then((m) => m.AdminMe) });
export const signIn = endpoint({ method: 'POST', path: '/auth/login', auth: 'session', response: () => import('../../admin-auth').then((m) => m.AdminMe) });
export const signOut = endpoint({ method: 'POST', path: '/auth/logout', auth: 'session', response: () => import('../../auth').then((m) => m.Acknowledgement) });
export const changePassword = endpoint({ method: 'POST', path: '/auth/password', auth: 'session', response: () => import('../../admin-auth').then((m) => m.AdminMe) });
export const totpSetup = endpoint({ method: 'POST', path: '/auth/totp/setup', auth: 'session', response: () => import('../../admin-auth').then((m) => m.AdminTotpSetup) });
export const totpEnable = endpoint({ method: 'POST', path: '/auth/totp/enable', auth: 'session', response: () => import('../../admin-auth').then((m) => m.AdminTotpEnabled) });
export const totpDisable = endpoint({ method: 'POST', path: '/auth/totp/disable', auth: 'session', response: () => import('../../auth').then((m) => m.Acknowledgement) });

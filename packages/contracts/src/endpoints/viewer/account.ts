import { endpoint } from '../../endpoint';

const profileAnswer = () => import('../../auth').then((m) => m.UserProfile);
const acknowledged = () => import('../../auth').then((m) => m.Acknowledgement);

/** `PATCH profile`, sent as a POST whose body says `_method: 'patch'` (spec §7, DESIGN.md §2). */
export const updateProfile = endpoint({ method: 'POST', path: '/profile', auth: 'api_key', response: profileAnswer });

export const userAccess = endpoint({ method: 'GET', path: '/user/access', auth: 'api_key', response: () => import('../../auth').then((m) => m.UserAccess) });

export const accountDeletionRequest = endpoint({ method: 'POST', path: '/delete-account-request', auth: 'api_key', response: acknowledged });
/** Key-exempt: the mailed code proves the request, whoever is signed in. */
export const accountDeletionConfirm = endpoint({ method: 'POST', path: '/delete-account-confirm', auth: 'channel_key', response: acknowledged });

/** A new secret link to the user's calendar feed; the previous one stops working. */
export const calendarLink = endpoint({ method: 'POST', path: '/calendar', auth: 'api_key', response: () => import('../../viewer-answers').then((m) => m.SignedUrl) });

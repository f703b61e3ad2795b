import type { Acknowledgement } from '@ott/contracts/auth';
import { api } from '../../../lib/api';

/** Mails the signed-in user a confirmation link to /confirm-account-deletion. */
export const requestAccountDeletion = () => api.post<Acknowledgement>('/delete-account-request');

/** Key-exempt: the mailed code proves the request, whoever is signed in. */
export const confirmAccountDeletion = (email: string, code: string) => api.post<Acknowledgement>('/delete-account-confirm', { email, code });

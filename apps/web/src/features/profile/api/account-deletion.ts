import { accountDeletionConfirm, accountDeletionRequest } from '@ott/contracts/endpoints/viewer/account';
import { call } from '../../../lib/api-call';

/** Mails the signed-in user a confirmation link to /confirm-account-deletion. */
export const requestAccountDeletion = () => call(accountDeletionRequest);

/** Key-exempt: the mailed code proves the request, whoever is signed in. */
export const confirmAccountDeletion = (email: string, code: string) => call(accountDeletionConfirm, { body: { email, code } });

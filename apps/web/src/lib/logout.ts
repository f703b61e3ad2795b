import { logout as logoutEndpoint } from '@ott/contracts/endpoints/viewer/auth';
import { api } from './api';
import { call } from './api-call';
import { resetUser } from './session';

/** Forgets the user and the stored API key, then fetches a new (visitor) key. */
export async function forgetSession(): Promise<void> {
  resetUser();
  await api.refreshApiKey();
}

/** Spec §4: logout ends the session on the server, then in the browser; a failed logout call still signs the browser out. */
export async function logout(): Promise<void> {
  await call(logoutEndpoint).catch(() => undefined);
  await forgetSession();
}

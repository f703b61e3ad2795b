import { api } from './api';
import { resetUser } from './session';

/** Forgets the user and the stored API key, then fetches a new (visitor) key. */
export async function forgetSession(): Promise<void> {
  resetUser();
  await api.refreshApiKey();
}

/** Spec §4: logout ends the session on the server, then in the browser; a failed logout call still signs the browser out. */
export async function logout(): Promise<void> {
  await api.post('/auth/logout').catch(() => undefined);
  await forgetSession();
}

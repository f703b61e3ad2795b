import type { UserProfile } from '@ott/contracts/auth';
import { profile } from '@ott/contracts/endpoints/viewer/profile';
import type { ApiClient } from './api-client';
import { isApiError } from '@ott/client/api-error';
import { callThrough } from './endpoint-client';
import { createStore, useStore } from './store';

/** Spec §4: logged in when a user object is present; null means a visitor. */
export const userStore = createStore<UserProfile | null>(null);

export const useUser = () => useStore(userStore);

/** Spec §4: a rejected API key or any 401 forgets the user. */
export function resetUser(): void {
  userStore.set(null);
}

/**
 * Asks who the stored API key belongs to. Spec §8: this login-dependent profile call tolerates 401
 * (a visitor's key) without reporting; any other failure is the caller's to handle.
 */
export async function loadSessionUser(client: Pick<ApiClient, 'request'>): Promise<void> {
  try {
    userStore.set(await callThrough(client, profile));
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
    resetUser();
  }
}

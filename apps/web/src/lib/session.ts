import { createStore } from './store';

/** The signed-in user, once the account feature fills it; null means a visitor. */
export interface SessionUser {
  id: number;
  email: string;
  first_name?: string;
  last_name?: string;
}

export const userStore = createStore<SessionUser | null>(null);

/** Spec §4: a rejected API key or a 401 forgets the user. */
export function resetUser(): void {
  userStore.set(null);
}

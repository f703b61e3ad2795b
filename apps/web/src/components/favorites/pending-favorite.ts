import { RETURN_PAGE_LIFETIME_MS } from '../../lib/navigation-rules';
import { localStore } from '../../lib/storage';
import type { FavoriteSubject } from './favorites-api';

const PENDING = 'pending_favorite';

/** A visitor's star, kept across the login so it is applied on the page they come back to. */
export function rememberPendingFavorite(subject: FavoriteSubject): void {
  localStore.set(PENDING, subject, RETURN_PAGE_LIFETIME_MS);
}

/** True once, for the star the visitor pressed before signing in. */
export function takePendingFavorite(subject: FavoriteSubject): boolean {
  const pending = localStore.get<FavoriteSubject>(PENDING);
  if (pending?.type !== subject.type || pending.id !== subject.id) return false;
  localStore.remove(PENDING);
  return true;
}

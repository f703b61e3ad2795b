import { lazy, Suspense } from 'react';
import { loadScreenStrings } from '../../../lib/i18n';
import { useUser } from '../../../lib/session';

// Signed-in users only: a chunk a visitor never loads (the home page's script budget).
const ContinueWatching = lazy(async () => {
  const [module] = await Promise.all([import('./ContinueWatching'), loadScreenStrings()]);
  return { default: module.ContinueWatching };
});

export function LazyContinueWatching() {
  return useUser() ? (
    <Suspense fallback={null}>
      <ContinueWatching />
    </Suspense>
  ) : null;
}

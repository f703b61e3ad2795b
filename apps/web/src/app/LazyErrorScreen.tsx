import { lazy, Suspense } from 'react';
import { loadScreenStrings } from '../lib/i18n';

// Only a crashed screen needs it, so it stays out of the entry bundle.
const ErrorScreen = lazy(async () => {
  const [module] = await Promise.all([import('./ErrorScreen'), loadScreenStrings().catch(() => undefined)]);
  return { default: module.ErrorScreen };
});

export function LazyErrorScreen() {
  return (
    <Suspense fallback={null}>
      <ErrorScreen />
    </Suspense>
  );
}

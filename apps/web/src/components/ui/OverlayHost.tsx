import { lazy, Suspense, useState } from 'react';
import { loadScreenStrings } from '../../lib/i18n';
import { useStore } from '../../lib/store';
import { popupStore } from './popup-store';
import { toastStore } from './toast-list';

// Toasts and popups are rare on a first visit: their code and strings load with the first one.
const Overlays = lazy(async () => {
  const [module] = await Promise.all([import('./Overlays'), loadScreenStrings().catch(() => undefined)]);
  return { default: module.Overlays };
});

export function OverlayHost() {
  const toasts = useStore(toastStore);
  const popup = useStore(popupStore);
  const needed = toasts.length > 0 || popup !== null;
  // Once loaded, the toast region stays in place so later toasts are announced from a live region.
  const [loaded, setLoaded] = useState(false);
  if (needed && !loaded) setLoaded(true);
  if (!needed && !loaded) return null;
  return (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  );
}

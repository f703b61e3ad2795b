import type { TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';

// react-i18next's hook did this with ~2 kB gzip more on the landing page (its options, namespaces and Suspense support,
// which the app does not use, and a useSyncExternalStore shim React 19 does not need).
// A new `t` after every change is what renders the components that use it again.
let currentT: TFunction | undefined;
const listeners = new Set<() => void>();
let storeBound = false;

function changed(): void {
  currentT = undefined;
  for (const listener of listeners) listener();
}

// The store exists once the instance is initialised (initI18n); strings a lazy screen adds arrive through it.
function bindStore(): void {
  if (storeBound || !i18n.store) return;
  storeBound = true;
  i18n.store.on('added', changed);
}

i18n.on('languageChanged', changed);
i18n.on('initialized', () => {
  bindStore();
  changed();
});

function subscribe(listener: () => void): () => void {
  bindStore();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const activeT = (): TFunction => (currentT ??= i18n.getFixedT(i18n.language));

/** `t` for the active language, and a re-render when the language changes or strings arrive. */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const t = useSyncExternalStore(subscribe, activeT);
  return { t, i18n };
}

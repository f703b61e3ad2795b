import { useSyncExternalStore } from 'react';

/** Below this width the top bar keeps only the menu button, the brand and the account button; the rest moves into the menu. */
export const NARROW_SCREEN = '(max-width: 767px)';

function query(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_SCREEN) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the screen is phone-narrow, following rotation and resizing. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false);
}

import { useEffect, useSyncExternalStore } from 'react';

/**
 * A screen whose title comes from its data (a watch page: the event's name) names itself here; the route's
 * own title is the fallback until the data arrives and after the screen goes away.
 */
let current: string | undefined;
const listeners = new Set<() => void>();

function set(title: string | undefined) {
  current = title;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The title the mounted screen gave itself, if any. */
export function useScreenTitle(): string | undefined {
  return useSyncExternalStore(subscribe, () => current, () => undefined);
}

/** Names the document after `title` while the calling screen is shown (nothing while it is undefined). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    set(title);
    return () => set(undefined);
  }, [title]);
}

/** A page's title: the screen's, then the channel's name. */
export const pageTitle = (title: string | undefined, channelName: string): string => (title ? `${title} | ${channelName}` : channelName);

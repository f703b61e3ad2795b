import type { Event } from '@ott/contracts/events';
import type { ComponentType } from 'react';

/** A panel shown with an event's player (the chat): features plug in here, the watch page shows them, neither imports the other. */
export type WatchPanel = ComponentType<{ event: Event }>;

const panels: WatchPanel[] = [];

/** Called by the app's composition root (app/router.tsx) for each panel, once. */
export function registerWatchPanel(panel: WatchPanel): void {
  if (!panels.includes(panel)) panels.push(panel);
}

export const watchPanels = (): readonly WatchPanel[] => panels;

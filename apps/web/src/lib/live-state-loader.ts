import type * as LiveState from './live-state';

/**
 * The live-state stream waits this long after the first screen, then for an idle moment, as analytics does: its code
 * and its parser (Zod, ~25 kB gzip) are not part of what the home page needs to show, and a page's own data has just
 * been fetched anyway.
 */
export const LIVE_STATE_LOAD_DELAY_MS = 3_000;

let module: Promise<typeof LiveState> | undefined;

/** The stream's code, loaded once, after the delay and an idle moment. */
export function loadLiveState(): Promise<typeof LiveState> {
  module ??= new Promise<void>((resolve) => {
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 0));
    setTimeout(() => whenIdle(() => resolve(), { timeout: 2_000 }), LIVE_STATE_LOAD_DELAY_MS);
  })
    .then(() => import('./live-state'))
    .catch((error: unknown) => {
      module = undefined; // a failed download may succeed on the next screen
      throw error;
    });
  return module;
}

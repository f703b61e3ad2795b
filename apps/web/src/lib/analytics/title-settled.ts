/** A screen names the page as it renders, and again once its data arrives (a watch page: the event's name). */
export const TITLE_QUIET_MS = 1_000;
/** A title still changing this long after a navigation is taken as it is. */
export const TITLE_MAX_WAIT_MS = 5_000;

export interface SettlingTitle {
  /** Runs the callback now (the visitor is leaving the page, or opening the next one). */
  flush(): void;
  cancel(): void;
}

/**
 * Calls `settled` once the document's title has stopped changing: TITLE_QUIET_MS without a change, or
 * TITLE_MAX_WAIT_MS at the latest. A navigation's page view then names the new screen, not the one before.
 */
export function whenTitleSettles(settled: () => void, doc: Document = document): SettlingTitle {
  let done = false;
  let quiet: ReturnType<typeof setTimeout>;
  const finish = () => {
    if (done) return;
    cancel();
    settled();
  };
  const restartQuiet = () => {
    clearTimeout(quiet);
    quiet = setTimeout(finish, TITLE_QUIET_MS);
  };
  const cancel = () => {
    done = true;
    clearTimeout(quiet);
    clearTimeout(latest);
    observer.disconnect();
  };
  // Setting document.title replaces the text of <title> (or adds one to <head>).
  const observer = new MutationObserver(restartQuiet);
  observer.observe(doc.head, { subtree: true, childList: true, characterData: true });
  const latest = setTimeout(finish, TITLE_MAX_WAIT_MS);
  restartQuiet();
  return { flush: finish, cancel };
}

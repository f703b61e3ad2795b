import { dateTimeFormat } from '@ott/client/format';

const WARM_FORMAT: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };

/** Starts a worker that loads the date data (date-data.worker.ts); false where none can be started. */
function warmInAWorker(language: string): boolean {
  if (typeof Worker !== 'function') return false;
  try {
    const worker = new Worker(new URL('./date-data.worker.ts', import.meta.url), { type: 'module' });
    worker.postMessage({ language, options: WARM_FORMAT });
    return true;
  } catch {
    return false;
  }
}

/**
 * The first date a page formats loads the browser's calendar and time zone data: about 20 ms on a laptop, four times
 * that on a phone, inside the first screen's render. Loaded ahead, that cost no longer lengthens the render the viewer
 * waits for. In a worker, on another core: in Chromium the data a worker loads serves the page's main thread too (its
 * first format then took 0.2–0.3 ms instead of 25, docs/decisions/0100), so no task of the page's own is spent on it.
 * Where no worker starts, in a task of its own while start-up waits on the network. A site page's first script has
 * usually loaded that data already, while the scripts downloaded (app/early-requests.ts); then this costs little.
 */
export function warmDateFormatting(
  language: string,
  schedule: (task: () => void) => void = (task) => setTimeout(task),
  inAWorker: (language: string) => boolean = warmInAWorker,
): void {
  if (inAWorker(language)) return;
  schedule(() => {
    dateTimeFormat(language, WARM_FORMAT).format(0);
  });
}

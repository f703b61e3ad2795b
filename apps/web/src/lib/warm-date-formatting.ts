import { loadFormatData } from './date-data';

/** Starts a worker that loads the date data (date-data.worker.ts); false where none can be started. */
function warmInAWorker(language: string): boolean {
  if (typeof Worker !== 'function') return false;
  try {
    const worker = new Worker(new URL('./date-data.worker.ts', import.meta.url), { type: 'module' });
    worker.postMessage({ language });
    return true;
  } catch {
    return false;
  }
}

export interface WarmOptions {
  /** Where no worker starts, load the data in a task of the page's own (false: leave it to the first screen's render). */
  inThePage?: boolean;
  schedule?: (task: () => void) => void;
  inAWorker?: (language: string) => boolean;
}

/**
 * The first date a page formats loads the browser's calendar and time zone data, and its first relative time ("in 3
 * minutes", a card's countdown) the relative-time data: each about 20–50 ms on a laptop, four times that on a phone,
 * inside the first screen's render. Loaded ahead, that cost no longer lengthens the render the viewer waits for. In a
 * worker, on another core: in Chromium the data a worker loads serves the page's main thread too (its first format
 * then took 0.2–0.3 ms instead of 25, its first relative time 0.1 ms instead of 30–50: docs/decisions/0100 and 0102),
 * so no task of the page's own is spent on it. Where no worker starts, in a task of its own while start-up waits on
 * the network, unless `inThePage` is false.
 */
export function warmDateFormatting(language: string, { inThePage = true, schedule = (task) => setTimeout(task), inAWorker = warmInAWorker }: WarmOptions = {}): void {
  if (inAWorker(language) || !inThePage) return;
  schedule(() => loadFormatData(language));
}

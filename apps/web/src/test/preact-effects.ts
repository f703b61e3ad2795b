import { options } from 'preact';

/**
 * Preact runs effects after the next frame, or 35 ms at most, as in a browser (its own scheduler, kept here as is). The
 * flushes still to come are known, so that a test file's end runs them while the page's globals are still there:
 * otherwise they fire after jsdom has gone.
 */
const FRAME_AT_THE_LATEST_MS = 35;
const waiting = new Set<() => void>();

options.requestAnimationFrame = (flush) => {
  const run = () => {
    if (waiting.delete(run)) flush();
  };
  waiting.add(run);
  const afterTheFrame = () => {
    clearTimeout(timeout);
    setTimeout(run);
  };
  const timeout = setTimeout(afterTheFrame, FRAME_AT_THE_LATEST_MS);
  requestAnimationFrame(afterTheFrame);
};

/** Runs the effects still waiting for a frame, and those their renders schedule in turn. */
export async function runWaitingEffects(): Promise<void> {
  for (let round = 0; waiting.size > 0 && round < 10; round += 1) {
    for (const run of [...waiting]) run();
    // The renders those effects asked for come in a microtask, and schedule their own effects.
    await Promise.resolve();
  }
}

// A busy machine for a bench's second pass: one CPU-bound process per core beside the browser and the server under
// test, as on a shared CI host or a phone running other apps. The budgets are judged on the quiet pass; the busy pass
// prints how far the figures spread when the cores are contended.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const SPIN = 'for (;;) {}';

/** Runs `work` while `processes` (default: one per core) spin beside it; they are stopped by PID however it ends. */
export async function onBusyMachine(work, { processes = availableParallelism() } = {}) {
  const spinners = Array.from({ length: processes }, () => spawn(process.execPath, ['-e', SPIN], { stdio: 'ignore' }));
  const stopAll = () => {
    for (const child of spinners) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  // A bench stopped with Ctrl-C or killed by its runner leaves no spinner behind.
  const onSignal = (signal) => {
    stopAll();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('exit', stopAll);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await work();
  } finally {
    stopAll();
    process.off('exit', stopAll);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/** Whether to run the busy pass: BENCH_BUSY=0 skips it (a quick check of the quiet figures alone). */
export const busyPassWanted = () => process.env.BENCH_BUSY !== '0';

/** "1.21–1.64x": the lowest and highest of `values`, or the one value they all have. */
export function spread(values, digits = 2, unit = 'x') {
  const [low, high] = [Math.min(...values).toFixed(digits), Math.max(...values).toFixed(digits)];
  return low === high ? `${low}${unit}` : `${low}–${high}${unit}`;
}
